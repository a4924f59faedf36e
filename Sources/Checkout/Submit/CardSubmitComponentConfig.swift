/// The configuration of the submit button and the hooks around authorisation (seed: `CardSubmitComponentConfig()`).
public struct CardSubmitComponentConfig: CheckoutComponentConfig {
    /// The button's title.
    public var buttonText = "Pay"
    /// Called with the token once the card is tokenised.
    public var onPostTokenisation: (@MainActor (CardToken) -> Void)?
    /// Asked before authorising; return the transaction to authorise, or nil to stop.
    public var onPreAuthorisation: (@MainActor (PreAuthorisationData) async -> TransactionInitiationData?)?
    /// Called with the authorisation's outcome.
    public var onPostAuthorisation: (@MainActor (AuthorisationResult) -> Void)?
    /// Called when submitting fails: invalid fields, or a tokenizer or authorisation error.
    public var onSubmitError: (@MainActor (SubmitError) -> Void)?

    /// A configuration with no hooks.
    public init() {}
}

/// Why a submission failed.
public struct SubmitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The components that failed validation, with their results (empty for a processing failure).
    public let failedFields: [ValidationResult]
    /// A message for the integrator.
    public let message: String

    /// The error a second ``CardSubmitComponent/submit()`` returns while the first is still in flight.
    public static let alreadySubmitting = SubmitError(
        failedFields: [], message: "A payment is already being submitted; wait for its outcome.")

    /// The message, and the ids and codes of failing fields.
    public var description: String {
        let fields = failedFields.map { "\($0.componentId) \($0.errorCode ?? "")" }.joined(separator: ", ")
        return fields.isEmpty ? message : "\(message) (\(fields))"
    }
}

/// How a submission ended.
public enum SubmitOutcome: Sendable, Hashable {
    /// The payment went through authorisation (authorised or declined).
    case authorised(AuthorisationResult)
    /// `onPreAuthorisation` returned nil.
    case cancelled
    /// Validation, tokenisation or authorisation failed; `onSubmitError` was called.
    case failed(SubmitError)
}
