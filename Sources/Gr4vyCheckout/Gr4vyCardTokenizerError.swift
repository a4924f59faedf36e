import Foundation
import Gr4vyClient
import TesseraCore

/// Why ``Gr4vyCardTokenizer`` did not get as far as authorising: `submit()` passes its description to
/// `onSubmitError` in a `SubmitError`. No description holds a card number.
public enum Gr4vyCardTokenizerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cardholder cancelled the 3-D Secure challenge; nothing was charged.
    case challengeCancelled
    /// 3-D Secure did not authenticate the cardholder (a status other than Y or A, a timeout, a challenge that
    /// could not be shown); the sentence says which. Nothing was charged.
    case notAuthenticated(String)
    /// A request failed: what was being done, and the client's error in one sentence (card numbers redacted).
    case request(String, String)
    /// No attempt to authorise got an answer, so the payment may have been made: the client's last error (card
    /// numbers redacted). Submitting again would pay with a new checkout session, so the sentence says not to.
    case outcomeUnknown(String)

    /// A request failure for `step`, from the client's `error`.
    static func request(_ step: String, _ error: any Error) -> Gr4vyCardTokenizerError {
        .request(step, detail(of: error))
    }

    /// The client's `error` in one sentence, card numbers redacted.
    static func detail(of error: any Error) -> String {
        let detail = (error as? Gr4vyError)?.errorDescription ?? (error as? LocalizedError)?.errorDescription
        return Redactor().redact(message: detail ?? "\(error)")
    }

    /// One sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case .challengeCancelled:
            "The 3-D Secure challenge was cancelled; nothing was charged. Submit again to retry."
        case .notAuthenticated(let reason):
            "The card was not authenticated: \(Redactor().redact(message: reason)) Nothing was charged."
        case .request(let step, let detail):
            "\(step) failed: \(detail) Check the connection and submit again."
        case .outcomeUnknown(let detail):
            "The payment's outcome is not known (\(detail)); it may have been charged. Do not submit again: look "
                + "for the transaction first."
        }
    }
}
