import Dispatch
import Foundation

/// One client connection, driven by readiness events on its ``EventLoop``'s queue.
///
/// A connection reads and parses one request at a time, hands it to the worker pool, writes the
/// response, and only then parses the next (so pipelined requests are answered in order). Every limit
/// a client controls is enforced here: head and body size, the time to send a request, idle time, and
/// the time a response may wait for a client that does not read.
// Safe: every mutable property is only read and written on `loop.queue` (the event handlers, the deadline timer and the
// workers' replies all run there); `socket`, `loop`, `context` and `refused` never change.
final class Connection: @unchecked Sendable {
    /// Where the connection is in its request cycle, with the deadline that applies.
    enum Phase {
        /// Waiting for the first byte of a request.
        case idle(deadline: UInt64)
        /// A request is arriving; `head` is set once its head is parsed.
        case reading(deadline: UInt64, head: RequestHead?, headEnd: Int, length: Int)
        /// The handler runs on a worker.
        case handling
        /// A response is being written.
        case writing(deadline: UInt64)
        /// After a refusal: the write side is shut, and what the client still sends is discarded.
        case draining(deadline: UInt64, discarded: Int)
    }

    /// What happens once the response is written.
    enum AfterWrite {
        /// Read the next request.
        case next
        /// Close the connection.
        case close
        /// Shut the write side, discard input for a moment, then close (so the client reads the
        /// response instead of a reset).
        case linger
    }

    let socket: Socket
    let loop: EventLoop
    let context: ServerContext
    let refused: Bool
    var phase: Phase
    var buffer: [UInt8] = []
    var searchFrom = 0
    var peerFinished = false
    private var outgoing: [UInt8] = []
    private var outgoingOffset = 0
    private var afterWrite = AfterWrite.next
    private var readSource: (any DispatchSourceRead)?
    private var writeSource: (any DispatchSourceWrite)?
    private var readSuspended = false
    private var writeSuspended = false
    private var pendingCancels = 0
    private(set) var isClosed = false

    /// A connection on `socket` (non-blocking); `refused` ones are answered 503 and closed.
    init(socket: Socket, loop: EventLoop, context: ServerContext, refused: Bool) {
        self.socket = socket
        self.loop = loop
        self.context = context
        self.refused = refused
        self.phase = .idle(deadline: Self.deadline(after: context.configuration.idleTimeout))
    }

    /// Starts watching the socket (on `loop.queue`).
    func start() {
        loop.add(self)
        let source = DispatchSource.makeReadSource(fileDescriptor: socket.descriptor, queue: loop.queue)
        source.setEventHandler { [self] in readable() }
        source.setCancelHandler { [self] in cancelled() }
        readSource = source
        source.resume()
        if refused {
            let busy = ResponseSerializer.rejection(status: 503, reason: "Too many connections; retry later.")
            context.log(AccessLogEntry(method: "-", target: "-", status: 503, bytes: 0, milliseconds: 0))
            respond(
                ResponseSerializer.bytes(of: busy, includeBody: true, keepAlive: false, date: context.date.current),
                then: .linger)
        }
    }

    /// Reads what arrived, then parses or discards it.
    private func readable() {
        guard !isClosed else { return }
        let limit = context.configuration.maxHeaderBytes + 64 * 1024
        reading: while true {
            switch socket.receive(into: loop.scratch) {
            case .bytes(let count):
                if case .draining(let deadline, let discarded) = phase {
                    guard discarded + count < 4 * 1024 * 1024 else { return close() }
                    phase = .draining(deadline: deadline, discarded: discarded + count)
                } else {
                    buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: loop.scratch[..<count]))
                }
                if count < loop.scratch.count { break reading }
            case .wouldBlock:
                break reading
            case .closed:
                peerFinished = true
                suspendReading()
                break reading
            case .failed:
                return close()
            }
        }
        switch phase {
        case .draining:
            if peerFinished { close() }
        case .handling, .writing:
            if buffer.count > limit { suspendReading() }
        case .idle, .reading:
            process()
        }
    }

    /// Queues `bytes` for the client and writes what the socket takes now.
    func respond(_ bytes: [UInt8], then next: AfterWrite) {
        guard !isClosed else { return }
        outgoing.append(contentsOf: bytes)
        afterWrite = next
        phase = .writing(deadline: Self.deadline(after: context.configuration.sendTimeout))
        flush()
    }

    /// Queues an interim `100 Continue` without leaving the reading phase.
    func sendContinue() {
        outgoing.append(contentsOf: Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        flush()
    }

    /// Writes queued bytes until done or the socket is full (then waits for it to drain).
    private func flush() {
        while outgoingOffset < outgoing.count {
            let result = outgoing.withUnsafeBytes {
                socket.send(UnsafeRawBufferPointer(rebasing: $0[outgoingOffset...]))
            }
            switch result {
            case .bytes(let count):
                outgoingOffset += count
            case .wouldBlock:
                return watchWritable()
            case .closed, .failed:
                return close()
            }
        }
        outgoing.removeAll(keepingCapacity: true)
        outgoingOffset = 0
        if let writeSource, !writeSuspended {
            writeSource.suspend()
            writeSuspended = true
        }
        if case .writing = phase { written() }
    }

    /// The whole response is out: go on as planned.
    private func written() {
        switch afterWrite {
        case .close:
            close()
        case .linger:
            socket.shutdown(.write)
            buffer = []
            phase = .draining(deadline: Self.deadline(after: .seconds(1)), discarded: 0)
            if peerFinished { return close() }
            resumeReading()
        case .next:
            if context.isStopping { return close() }
            phase = .idle(deadline: Self.deadline(after: context.configuration.idleTimeout))
            if !peerFinished { resumeReading() }
            process()
        }
    }

    private func watchWritable() {
        if let writeSource {
            if writeSuspended {
                writeSuspended = false
                writeSource.resume()
            }
            return
        }
        let source = DispatchSource.makeWriteSource(fileDescriptor: socket.descriptor, queue: loop.queue)
        source.setEventHandler { [self] in if !isClosed { flush() } }
        source.setCancelHandler { [self] in cancelled() }
        writeSource = source
        source.resume()
    }

    func suspendReading() {
        guard let readSource, !readSuspended else { return }
        readSuspended = true
        readSource.suspend()
    }

    private func resumeReading() {
        guard let readSource, readSuspended else { return }
        readSuspended = false
        readSource.resume()
    }

    /// Stops watching the socket; it is closed once both sources have let go of it.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        loop.remove(self)
        pendingCancels = writeSource == nil ? 1 : 2
        if let readSource {
            readSource.cancel()
            if readSuspended { readSource.resume() }
        }
        if let writeSource {
            writeSource.cancel()
            if writeSuspended { writeSource.resume() }
        }
    }

    private func cancelled() {
        pendingCancels -= 1
        guard pendingCancels == 0 else { return }
        readSource = nil
        writeSource = nil
        socket.close()
        context.closed(refused: refused)
    }

    /// The uptime in nanoseconds `duration` from now.
    static func deadline(after duration: Duration) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds &+ UInt64(clamping: duration.milliseconds) &* 1_000_000
    }
}
