import Dispatch
import Foundation

/// The socket side of one client connection, on its ``EventLoop``'s queue: it reads, writes and watches, and
/// leaves every decision to its ``ConnectionStateMachine``.
// Safe (the other of the server's two unchecked conformances): a connection is confined to its loop's queue. Every
// mutable property is only read and written on `loop.queue` (the socket's event handlers, the deadline timer and the
// workers' replies, sent there with `loop.queue.async`); `socket`, `loop`, `context` and `refused` never change.
final class Connection: @unchecked Sendable {
    let socket: Socket
    let loop: EventLoop
    let context: ServerContext
    let refused: Bool
    private var machine: ConnectionStateMachine
    private var outgoing: [UInt8] = []
    private var outgoingOffset = 0
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
        machine = ConnectionStateMachine(
            configuration: context.configuration, now: context.clock.uptime().milliseconds, refused: refused)
    }

    /// Starts watching the socket (on `loop.queue`).
    func start() {
        loop.add(self)
        let source = DispatchSource.makeReadSource(fileDescriptor: socket.descriptor, queue: loop.queue)
        source.setEventHandler { [self] in readable() }
        source.setCancelHandler { [self] in cancelled() }
        readSource = source
        source.resume()
        perform(machine.start(now: context.clock.uptime().milliseconds))
    }

    /// Enforces the deadline of the current state (called by the loop's timer).
    func tick(now: Int64) {
        guard !isClosed else { return }
        perform(machine.tick(now: now))
    }

    /// At shutdown: closes the connection unless a request is being handled or answered.
    func closeIfIdle() {
        perform(machine.shutdown())
    }

    /// Reads what arrived and hands it to the state machine.
    private func readable() {
        guard !isClosed else { return }
        reading: while true {
            switch socket.receive(into: loop.scratch) {
            case .bytes(let count):
                let action = machine.received(UnsafeRawBufferPointer(rebasing: loop.scratch[..<count]))
                guard action == .none else { return perform(action) }
                if count < loop.scratch.count { break reading }
            case .wouldBlock:
                break reading
            case .closed:
                machine.peerClosed()
                break reading
            case .failed:
                return close()
            }
        }
        perform(machine.inputEnded(now: context.clock.uptime().milliseconds, stopping: context.isStopping))
    }

    /// Does what the state machine decided, then reads only while it wants input.
    private func perform(_ action: ConnectionStateMachine.Action) {
        guard !isClosed else { return }
        switch action {
        case .none: break
        case .close: return close()
        case .handle(let head, let body): handle(head, body: body)
        case .sendContinue: send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        case .refuse(let refusal): refuse(refusal)
        case .shutdownWrite: socket.shutdown(.write)
        }
        guard !isClosed else { return }
        if machine.wantsInput { resumeReading() } else { suspendReading() }
    }

    /// Runs the handler for one complete request on a worker; answers 503 when the workers are busy.
    private func handle(_ head: RequestHead, body: Data) {
        let started = context.clock.uptime()
        let context = context
        let accepted = context.pool.submit { [self] executor in
            let (response, unreadable) = context.respond(to: head, body: body, on: executor)
            let keepAlive = head.keepAlive && !unreadable && !context.isStopping
            let bytes = ResponseSerializer.bytes(
                of: response, includeBody: head.method != .head, keepAlive: keepAlive, date: context.date.current)
            context.log(
                AccessLogEntry(
                    method: head.method.rawValue, target: head.target, status: response.status,
                    bytes: response.body.count,
                    milliseconds: (context.clock.uptime() - started) / .milliseconds(1)))
            loop.queue.async {
                guard !self.isClosed else { return }
                self.machine.responding(keepAlive: keepAlive, now: context.clock.uptime().milliseconds)
                self.send(bytes)
            }
            context.trim.finished(bytes: body.count + bytes.count)
        }
        if !accepted {
            perform(machine.busy(head, now: context.clock.uptime().milliseconds, stopping: context.isStopping))
        }
    }

    /// Logs a response the server gives itself and sends it: the one place a refusal is written.
    private func refuse(_ refusal: ConnectionStateMachine.Refusal) {
        context.log(
            AccessLogEntry(
                method: refusal.method, target: refusal.target, status: refusal.status, bytes: 0, milliseconds: 0))
        let response = ResponseSerializer.rejection(status: refusal.status, reason: refusal.reason)
        send(
            ResponseSerializer.bytes(
                of: response, includeBody: refusal.includeBody, keepAlive: refusal.keepAlive,
                date: context.date.current))
    }

    /// Queues `bytes` for the client and writes what the socket takes now.
    private func send(_ bytes: [UInt8]) {
        outgoing.append(contentsOf: bytes)
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
        outgoing.removeAll(keepingCapacity: outgoing.capacity <= InputBuffer.keptCapacity)
        outgoingOffset = 0
        if let writeSource, !writeSuspended {
            writeSource.suspend()
            writeSuspended = true
        }
        perform(machine.written(now: context.clock.uptime().milliseconds, stopping: context.isStopping))
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

    private func suspendReading() {
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
        machine.closed()
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
}
