extension Connection {
    /// Enforces the deadline of the current phase (called by the loop's timer).
    func checkDeadline(now: UInt64) {
        switch phase {
        case .idle(let deadline), .writing(let deadline), .draining(let deadline, _):
            if now > deadline { close() }
        case .reading(let deadline, let head, _, _):
            if now > deadline {
                reject(
                    .init(
                        status: 408,
                        reason: head == nil
                            ? "The request took too long to arrive." : "The request body took too long to arrive."))
            }
        case .handling:
            break
        }
    }

    /// At shutdown: closes the connection unless a request is being handled or answered.
    func closeIfIdle() {
        switch phase {
        case .idle, .reading, .draining: close()
        case .handling, .writing: break
        }
    }
}
