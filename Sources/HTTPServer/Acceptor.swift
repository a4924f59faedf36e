import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Accepts connections on readiness events and hands them to the event loops in turn.
///
/// When the server is full, a new connection is answered 503 and closed; when even those refusals are
/// at their limit (or the process is out of descriptors), accepting pauses and newer clients wait in
/// the listen backlog until a connection closes.
// Safe: `paused`, `cancelled` and `nextLoop` are only read and written on `queue`; every other stored property is an
// immutable `let`.
final class Acceptor: @unchecked Sendable {
    private let listener: Socket
    private let loops: [EventLoop]
    private let context: ServerContext
    private let queue = DispatchQueue(label: "HTTPServer.accept")
    private let source: any DispatchSourceRead
    private let done = DispatchSemaphore(value: 0)
    private var paused = false
    private var cancelled = false
    private var nextLoop = 0

    /// Starts accepting on `listener` (non-blocking).
    init(listener: Socket, loops: [EventLoop], context: ServerContext) {
        self.listener = listener
        self.loops = loops
        self.context = context
        source = DispatchSource.makeReadSource(fileDescriptor: listener.descriptor, queue: queue)
        source.setEventHandler { [unowned self] in acceptPending() }
        source.setCancelHandler { [listener, done] in
            listener.close()
            done.signal()
        }
        context.onClose = { [weak self] in self?.connectionClosed() }
        source.resume()
    }

    private func acceptPending() {
        while !paused {
            let admission = context.admit()
            if case .wait = admission { return pause(for: nil) }
            guard let client = listener.accept() else {
                let code = errno
                context.closed(refused: admission == .refuse)
                // Out of descriptors: retry shortly rather than spin on a listener that stays readable.
                if code != EAGAIN && code != EWOULDBLOCK { pause(for: .milliseconds(100)) }
                return
            }
            client.setNonBlocking(true)
            client.setNoDelay()
            let loop = loops[nextLoop]
            nextLoop = (nextLoop + 1) % loops.count
            let connection = Connection(socket: client, loop: loop, context: context, refused: admission == .refuse)
            loop.queue.async { connection.start() }
        }
    }

    /// Stops accepting until a connection closes, or for `delay`.
    private func pause(for delay: Duration?) {
        guard !paused else { return }
        paused = true
        source.suspend()
        if let delay {
            queue.asyncAfter(deadline: .now() + .milliseconds(Int(delay.milliseconds))) { [self] in resume() }
        }
    }

    private func resume() {
        guard paused, !cancelled else { return }
        paused = false
        source.resume()
    }

    private func connectionClosed() {
        queue.async { [self] in resume() }
    }

    /// Stops accepting, closes the listener, and returns once it is closed.
    func cancel() {
        queue.sync {
            cancelled = true
            source.cancel()
            if paused {
                paused = false
                source.resume()
            }
        }
        done.wait()
    }
}
