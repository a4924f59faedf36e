/// How a challenge ended: the async variant of doChallenge returns it, the receiver gets one callback for it.
public enum ChallengeOutcome: Sendable, Equatable {
    /// The ACS finished the challenge with this `transStatus` (`Y`, `N`, …).
    case completed(CompletionEvent)
    /// The cardholder cancelled; the SDK sent `challengeCancel` 01.
    case cancelled
    /// The challenge outlived its timeout; the SDK sent `Erro` 402.
    case timedOut
    /// A CRes broke the protocol (the SDK sent an `Erro`), or the ACS sent an `Erro`.
    case protocolError(ProtocolErrorEvent)
    /// The challenge could not run: a network failure, a bad ACS signature, a presenter failure.
    case runtimeError(RuntimeErrorEvent)
}

/// The end of a completed challenge.
public struct CompletionEvent: Sendable, Equatable {
    /// The SDK's transaction id.
    public let sdkTransactionID: String
    /// The final `transStatus` from the ACS.
    public let transactionStatus: String
}

/// A protocol error and the `Erro` message behind it.
public struct ProtocolErrorEvent: Sendable, Equatable {
    /// The SDK's transaction id.
    public let sdkTransactionID: String
    /// The error message the SDK sent to the ACS (component `C`) or received from it (component `A`).
    public let errorMessage: ErrorMessage
}

/// A failure outside the protocol.
public struct RuntimeErrorEvent: Error, Sendable, Equatable {
    /// A code when one applies (an HTTP status), else nil.
    public let errorCode: String?
    /// What went wrong.
    public let errorMessage: String
}

/// Receives the end of a challenge started with the callback variant of doChallenge: exactly one call.
public protocol ChallengeStatusReceiver: Sendable {
    /// The challenge completed with a final status.
    func completed(_ event: CompletionEvent)
    /// The cardholder cancelled.
    func cancelled()
    /// The challenge timed out.
    func timedout()
    /// The ACS or the SDK found a protocol error.
    func protocolError(_ event: ProtocolErrorEvent)
    /// The challenge could not run.
    func runtimeError(_ event: RuntimeErrorEvent)
}

extension ChallengeStatusReceiver {
    func deliver(_ outcome: ChallengeOutcome) {
        switch outcome {
        case .completed(let event): completed(event)
        case .cancelled: cancelled()
        case .timedOut: timedout()
        case .protocolError(let event): protocolError(event)
        case .runtimeError(let event): runtimeError(event)
        }
    }
}
