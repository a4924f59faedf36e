import Foundation

/// One HTTP/1.1 connection's states and transitions as a value: fed events (bytes arrived, the handler
/// answered, the response is out, the clock ticked) with the time in milliseconds, it answers with the one
/// ``Action`` the socket code is to take, and holds the bytes not yet consumed.
///
/// One request is read, parsed and handled at a time, and the next is parsed only once the response is out, so
/// pipelined requests are answered in order. Every limit a client controls is enforced here: head and body
/// size, the time to send a request, idle time, and the time a response may wait for a client that does not
/// read. Nothing here touches a socket or reads a clock, so tests drive it on a clock of their own.
struct ConnectionStateMachine {
    /// Where the connection is in its request cycle, with the deadline (milliseconds) that applies.
    enum State: Equatable {
        /// Waiting for the first byte of a request.
        case idle(deadline: Int64)
        /// A request is arriving; `head` is set once its head is parsed, which ends at `headEnd` and announces
        /// a body of `length` bytes.
        case reading(deadline: Int64, head: RequestHead?, headEnd: Int, length: Int)
        /// The handler runs on a worker.
        case handling
        /// A response is being written; `then` says what follows.
        case writing(deadline: Int64, then: AfterWrite)
        /// After a refusal: the write side is shut, and what the client still sends is discarded.
        case draining(deadline: Int64, discarded: Int)
        /// The connection is closed.
        case closed
    }

    /// What happens once a response is written.
    enum AfterWrite: Equatable {
        /// Read the next request.
        case next
        /// Close the connection.
        case close
        /// Shut the write side, discard input for a moment, then close (so the client reads the response
        /// instead of a reset).
        case linger
    }

    /// A response the server gives itself, and the access-log line that goes with it.
    struct Refusal: Equatable {
        /// 400, 408, 411, 413, 431, 503 or 505.
        let status: Int
        /// Why, in a sentence safe to show the client.
        let reason: String
        /// The request's method and target for the log, `-` when no head was read.
        var method = "-"
        var target = "-"
        /// Whether the body is sent (not for HEAD) and the connection kept open.
        var includeBody = true
        var keepAlive = false
    }

    /// What the socket code does next.
    enum Action: Equatable {
        /// Nothing: wait for the next event.
        case none
        /// Close the connection.
        case close
        /// Run the handler for a complete request.
        case handle(RequestHead, body: Data)
        /// Write an interim `100 Continue`; the request goes on arriving.
        case sendContinue
        /// Log the refusal and write its response.
        case refuse(Refusal)
        /// Shut the write side; input is discarded until the client closes or the deadline passes.
        case shutdownWrite
    }

    /// The most bytes a client that was refused may still send before the connection is closed on it.
    static let drainLimit = 4 * 1024 * 1024
    /// How long a refused client has to read the answer before the connection closes, in milliseconds.
    static let lingerMilliseconds: Int64 = 1000

    let configuration: HTTPServer.Configuration
    private(set) var state: State
    /// The bytes received and not yet part of a handled request.
    private(set) var input = InputBuffer()
    /// Whether the client has finished sending (a read returned end of file).
    private(set) var peerFinished = false
    /// Where the search for the end of the head resumes, so a head arriving in pieces is scanned once.
    private var searchFrom = 0
    private let refused: Bool

    /// A new connection at `now`; a `refused` one is answered 503 by ``start(now:)`` and closed.
    init(configuration: HTTPServer.Configuration, now: Int64, refused: Bool) {
        self.configuration = configuration
        self.refused = refused
        state = .idle(deadline: now &+ configuration.idleTimeout.milliseconds)
    }

    /// The first action: the 503 for a connection beyond the limit, nothing otherwise.
    mutating func start(now: Int64) -> Action {
        guard refused else { return .none }
        return refuse(.init(status: 503, reason: "Too many connections; retry later."), then: .linger, now: now)
    }

    /// Whether the socket code should read now: not once the client finished, and not while a request is
    /// handled or answered with more than a head and a chunk already waiting.
    var wantsInput: Bool {
        guard !peerFinished else { return false }
        switch state {
        case .idle, .reading, .draining: return true
        case .handling, .writing: return input.count <= configuration.maxHeaderBytes + 64 * 1024
        case .closed: return false
        }
    }

    /// Bytes arrived; a refused client that keeps sending past ``drainLimit`` is closed on.
    mutating func received<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Action {
        switch state {
        case .draining(let deadline, let discarded):
            guard discarded + bytes.count < Self.drainLimit else { return .close }
            state = .draining(deadline: deadline, discarded: discarded + bytes.count)
        case .closed:
            break
        default:
            input.append(bytes)
        }
        return .none
    }

    /// The client finished sending (half-closed or gone).
    mutating func peerClosed() {
        peerFinished = true
    }

    /// A burst of reads is over: parse what is buffered.
    mutating func inputEnded(now: Int64, stopping: Bool) -> Action {
        if case .draining = state { return peerFinished ? .close : .none }
        return process(now: now, stopping: stopping)
    }

    /// The handler's response is ready to write; the connection is kept only when `keepAlive`.
    mutating func responding(keepAlive: Bool, now: Int64) {
        state = .writing(deadline: now &+ configuration.sendTimeout.milliseconds, then: keepAlive ? .next : .close)
    }

    /// Every worker is busy: the request `head` is answered 503.
    mutating func busy(_ head: RequestHead, now: Int64, stopping: Bool) -> Action {
        let keepAlive = head.keepAlive && !stopping
        let refusal = Refusal(
            status: 503, reason: "The server is busy; retry later.", method: head.method.rawValue,
            target: head.target, includeBody: head.method != .head, keepAlive: keepAlive)
        return refuse(refusal, then: keepAlive ? .next : .close, now: now)
    }

    /// The queued bytes are all written: go on as the response planned.
    mutating func written(now: Int64, stopping: Bool) -> Action {
        guard case .writing(_, let then) = state else { return .none }
        switch then {
        case .close:
            return .close
        case .linger:
            input.removeAll()
            state = .draining(deadline: now &+ Self.lingerMilliseconds, discarded: 0)
            return peerFinished ? .close : .shutdownWrite
        case .next:
            if stopping { return .close }
            state = .idle(deadline: now &+ configuration.idleTimeout.milliseconds)
            return process(now: now, stopping: stopping)
        }
    }

    /// The clock ticked: enforces the deadline of the current state.
    mutating func tick(now: Int64) -> Action {
        switch state {
        case .idle(let deadline), .writing(let deadline, _), .draining(let deadline, _):
            return now > deadline ? .close : .none
        case .reading(let deadline, let head, _, _):
            guard now > deadline else { return .none }
            let reason =
                head == nil ? "The request took too long to arrive." : "The request body took too long to arrive."
            return refuse(.init(status: 408, reason: reason), then: .linger, now: now)
        case .handling, .closed:
            return .none
        }
    }

    /// The server is shutting down: close unless a request is being handled or answered.
    func shutdown() -> Action {
        switch state {
        case .idle, .reading, .draining: .close
        case .handling, .writing, .closed: .none
        }
    }

    /// The socket code closed the connection.
    mutating func closed() {
        state = .closed
    }

    /// Parses what is buffered: starts the next request once one is complete, refuses a bad one, or waits.
    private mutating func process(now: Int64, stopping: Bool) -> Action {
        var head: RequestHead?
        var headEnd = 0
        var length = 0
        switch state {
        case .idle:
            if input.isEmpty { return peerFinished || stopping ? .close : .none }
            state = .reading(
                deadline: now &+ configuration.requestTimeout.milliseconds, head: nil, headEnd: 0, length: 0)
        case .reading(_, let parsed, let end, let announced):
            (head, headEnd, length) = (parsed, end, announced)
        case .handling, .writing, .draining, .closed:
            return .none
        }
        if head == nil {
            guard let end = input.endOfHead(searchingFrom: searchFrom) else {
                if input.count > configuration.maxHeaderBytes { return refuseHeadTooLarge(now: now) }
                searchFrom = max(0, input.count - 3)
                return peerFinished ? .close : .none
            }
            guard end <= configuration.maxHeaderBytes + 4 else { return refuseHeadTooLarge(now: now) }
            do {
                let unread = input.unread
                let parsed = try RequestHead(
                    parsing: unread[..<(unread.startIndex + end)], maxFields: configuration.maxHeaderFields)
                length = try parsed.contentLength(limit: configuration.maxBodyBytes)
                (head, headEnd) = (parsed, end)
            } catch {
                return refuse(.init(status: error.status, reason: error.reason), then: .linger, now: now)
            }
            if case .reading(let deadline, _, _, _) = state {
                state = .reading(deadline: deadline, head: head, headEnd: headEnd, length: length)
            }
            input.reserve(headEnd + length)
            if head?.expectsContinue == true && input.count - headEnd < length {
                return peerFinished ? .close : .sendContinue
            }
        }
        guard let head else { return .none }
        guard input.count - headEnd >= length else { return peerFinished ? .close : .none }
        let start = input.unread.startIndex + headEnd
        let body = Data(input.unread[start..<(start + length)])
        input.consume(headEnd + length)
        searchFrom = 0
        state = .handling
        return .handle(head, body: body)
    }

    private mutating func refuseHeadTooLarge(now: Int64) -> Action {
        refuse(.init(status: 431, reason: "The request head is larger than the limit."), then: .linger, now: now)
    }

    private mutating func refuse(_ refusal: Refusal, then: AfterWrite, now: Int64) -> Action {
        state = .writing(deadline: now &+ configuration.sendTimeout.milliseconds, then: then)
        return .refuse(refusal)
    }
}
