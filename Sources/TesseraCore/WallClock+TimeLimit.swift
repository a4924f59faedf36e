extension WallClock {
    /// Runs `operation` for at most `limit` of this clock's time: what it returns, or nil when the time ran out
    /// first (the operation is then cancelled, and awaited).
    ///
    /// Cancelling the calling task cancels the operation, and what it returns then is returned: the operation must
    /// end promptly when cancelled, as a transport's request does.
    package func withTimeLimit<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async -> T) async
        -> T?
    {
        await withTaskGroup(of: TimeLimitOutcome<T>.self) { group in
            group.addTask { .finished(await operation()) }
            group.addTask {
                do {
                    try await sleep(for: limit)
                    return .expired
                } catch {
                    return .cancelled
                }
            }
            defer { group.cancelAll() }
            while let outcome = await group.next() {
                switch outcome {
                case .finished(let value): return value
                case .expired: return nil
                case .cancelled: continue
                }
            }
            return nil
        }
    }
}

/// What ended first in ``WallClock/withTimeLimit(_:_:)``: the operation, or its timer (run out, or cancelled with
/// the caller, when the operation's own end is awaited).
private enum TimeLimitOutcome<T: Sendable>: Sendable {
    case finished(T)
    case expired
    case cancelled
}
