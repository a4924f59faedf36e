/// Decides which one ending a challenge gets, and keeps every send before that ending's `Erro`.
///
/// The message loop and the timeout timer race. Whoever ``claim()``s first reports the outcome; a
/// claim waits until a send in flight has finished, so the timer's `Erro` 402 is always the last
/// message, and after a claim no new send starts.
actor ChallengeGate {
    private var finished = false
    private var sending = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// Starts a send, or returns false when the challenge has already ended.
    func beginSend() -> Bool {
        guard !finished else { return false }
        sending += 1
        return true
    }

    /// Ends a send started with ``beginSend()``.
    func endSend() {
        sending -= 1
        if sending == 0 {
            for waiter in idleWaiters { waiter.resume() }
            idleWaiters = []
        }
    }

    /// Ends the challenge for the caller, once no send is in flight; false when it had already ended.
    func claim() async -> Bool {
        guard !finished else { return false }
        finished = true
        if sending > 0 { await withCheckedContinuation { idleWaiters.append($0) } }
        return true
    }
}
