/// Shows challenge screens to the cardholder and returns what they did.
///
/// The SDK calls ``present(_:)`` once per CRes that asks for cardholder input. A presenter that
/// waits for a person should stop waiting when its task is cancelled: the SDK cancels it when the
/// challenge times out.
public protocol ChallengePresenter: Sendable {
    /// Whether screens are shown light or dark; the SDK resolves the UI customization for it.
    var appearance: ChallengeAppearance { get }

    /// Shows `screen` and returns the cardholder's action; throwing ends the challenge with a runtime error.
    func present(_ screen: ChallengeScreen) async throws -> ChallengeAction
}

/// Light or dark presentation, choosing the `DEFAULT` or `DARK` UI customization.
public enum ChallengeAppearance: String, Sendable, CaseIterable {
    /// The default (light) look.
    case light
    /// The dark look.
    case dark
}

/// What the cardholder did on a challenge screen.
public enum ChallengeAction: Sendable, Equatable {
    /// Submitted the text field (UI type 01); an empty text is sent as `challengeNoEntry`.
    case submitText(String)
    /// Submitted the selected option ids (UI types 02 and 03); none selected is sent as `challengeNoEntry`.
    case submitSelection([String])
    /// Confirmed the out-of-band authentication (UI type 04).
    case continueOutOfBand
    /// Submitted the HTML form (UI type 05) with these values by field name; the form's other
    /// fields keep their values from the HTML.
    case submitHTMLForm([String: String])
    /// Asked for the challenge code to be sent again.
    case resend
    /// Cancelled the challenge.
    case cancel
}
