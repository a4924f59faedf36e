import Dispatch
import Foundation

extension Connection {
    /// Parses what is buffered: starts the next request once one is complete, rejects a bad one, or
    /// waits for more bytes.
    func process() {
        let configuration = context.configuration
        var head: RequestHead?
        var headEnd = 0
        var length = 0
        switch phase {
        case .idle:
            if buffer.isEmpty {
                if peerFinished || context.isStopping { close() }
                return
            }
            phase = .reading(
                deadline: Self.deadline(after: configuration.requestTimeout), head: nil, headEnd: 0, length: 0)
        case .reading(_, let parsed, let end, let announced):
            (head, headEnd, length) = (parsed, end, announced)
        case .handling, .writing, .draining:
            return
        }
        if head == nil {
            guard let end = Self.endOfHead(in: buffer, from: searchFrom) else {
                if buffer.count > configuration.maxHeaderBytes {
                    return reject(.init(status: 431, reason: "The request head is larger than the limit."))
                }
                searchFrom = max(0, buffer.count - 3)
                if peerFinished { close() }
                return
            }
            guard end <= configuration.maxHeaderBytes + 4 else {
                return reject(.init(status: 431, reason: "The request head is larger than the limit."))
            }
            do {
                let parsed = try RequestHead(parsing: buffer[..<end], maxFields: configuration.maxHeaderFields)
                length = try parsed.contentLength(limit: configuration.maxBodyBytes)
                head = parsed
                headEnd = end
            } catch {
                return reject(error)
            }
            if case .reading(let deadline, _, _, _) = phase {
                phase = .reading(deadline: deadline, head: head, headEnd: headEnd, length: length)
            }
            if head?.expectsContinue == true && buffer.count - headEnd < length {
                sendContinue()
                guard !isClosed else { return }
            }
        }
        guard let head else { return }
        guard buffer.count - headEnd >= length else {
            if peerFinished { close() }
            return
        }
        let body = Data(buffer[headEnd..<(headEnd + length)])
        buffer.removeFirst(headEnd + length)
        searchFrom = 0
        handle(head, body: body)
    }

    /// Runs the handler for one complete request on a worker; answers 503 when the workers are busy.
    private func handle(_ head: RequestHead, body: Data) {
        phase = .handling
        let started = DispatchTime.now().uptimeNanoseconds
        let context = context
        let accepted = context.pool.submit { [self] executor in
            let (response, unreadable) = context.respond(to: head, body: body, on: executor)
            let keepAlive = head.keepAlive && !unreadable && !context.isStopping
            let bytes = ResponseSerializer.bytes(
                of: response, includeBody: head.method != .head, keepAlive: keepAlive, date: context.date.current)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            context.log(
                AccessLogEntry(
                    method: head.method.rawValue, target: head.target, status: response.status,
                    bytes: response.body.count, milliseconds: elapsed))
            loop.queue.async { self.respond(bytes, then: keepAlive ? .next : .close) }
        }
        guard !accepted else { return }
        let busy = ResponseSerializer.rejection(status: 503, reason: "The server is busy; retry later.")
        let keepAlive = head.keepAlive && !context.isStopping
        context.log(
            AccessLogEntry(method: head.method.rawValue, target: head.target, status: 503, bytes: 0, milliseconds: 0))
        respond(
            ResponseSerializer.bytes(
                of: busy, includeBody: head.method != .head, keepAlive: keepAlive, date: context.date.current),
            then: keepAlive ? .next : .close)
    }

    /// Answers a request the server refuses, then closes the connection gently.
    func reject(_ rejection: RequestHead.Rejection) {
        let response = ResponseSerializer.rejection(status: rejection.status, reason: rejection.reason)
        context.log(AccessLogEntry(method: "-", target: "-", status: rejection.status, bytes: 0, milliseconds: 0))
        respond(
            ResponseSerializer.bytes(of: response, includeBody: true, keepAlive: false, date: context.date.current),
            then: .linger)
    }

    /// The offset just past the first blank line (`\r\n\r\n` or `\n\n`) at or after `start`.
    static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A {
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { return index + 2 }
                if index + 2 < bytes.count && bytes[index + 1] == 0x0D && bytes[index + 2] == 0x0A {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }
}
