import Dispatch
import Foundation
import TesseraCore

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
///
/// Everything runs on `queue`; the read source and the little state beside it sit in a `Locked` all the same, which
/// costs nothing uncontended and lets the compiler check that nothing else reaches them.
final class Acceptor: Sendable {
    private struct State: Sendable {
        /// The concrete class, which Dispatch marks Sendable (the `DispatchSourceRead` existential is not).
        let source: DispatchSource
        var paused = false
        var cancelled = false
        var nextLoop = 0
    }

    private let listener: Socket
    private let loops: [EventLoop]
    private let context: ServerContext
    private let queue: DispatchQueue
    private let done = DispatchSemaphore(value: 0)
    private let state: Locked<State>

    /// Starts accepting on `listener` (non-blocking).
    init(listener: Socket, loops: [EventLoop], context: ServerContext) {
        self.listener = listener
        self.loops = loops
        self.context = context
        let queue = DispatchQueue(label: "HTTPServer.accept")
        self.queue = queue
        // Dispatch makes every source as a `DispatchSource`; the protocol it returns only hides the class.
        guard
            let source = DispatchSource.makeReadSource(fileDescriptor: listener.descriptor, queue: queue)
                as? DispatchSource
        else { preconditionFailure("Dispatch made a read source that is not a DispatchSource") }
        state = Locked(State(source: source))
        state.withLock { state in
            state.source.setEventHandler { [unowned self] in acceptPending() }
            state.source.setCancelHandler { [listener, done] in
                listener.close()
                done.signal()
            }
        }
        context.onClose { [weak self] in self?.connectionClosed() }
        state.withLock { $0.source.resume() }
    }

    private func acceptPending() {
        while !state.withLock({ $0.paused }) {
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
            let loop = state.withLock { state in
                defer { state.nextLoop = (state.nextLoop + 1) % loops.count }
                return loops[state.nextLoop]
            }
            let connection = Connection(socket: client, loop: loop, context: context, refused: admission == .refuse)
            loop.queue.async { connection.start() }
        }
    }

    /// Stops accepting until a connection closes, or for `delay`.
    private func pause(for delay: Duration?) {
        let pausing = state.withLock { state in
            guard !state.paused else { return false }
            state.paused = true
            state.source.suspend()
            return true
        }
        if pausing, let delay {
            queue.asyncAfter(deadline: .now() + .milliseconds(Int(delay.milliseconds))) { [self] in resume() }
        }
    }

    private func resume() {
        state.withLock { state in
            guard state.paused, !state.cancelled else { return }
            state.paused = false
            state.source.resume()
        }
    }

    private func connectionClosed() {
        queue.async { [self] in resume() }
    }

    /// Stops accepting, closes the listener, and returns once it is closed.
    func cancel() {
        queue.sync {
            state.withLock { state in
                state.cancelled = true
                state.source.cancel()
                if state.paused {
                    state.paused = false
                    state.source.resume()
                }
            }
        }
        done.wait()
    }
}
