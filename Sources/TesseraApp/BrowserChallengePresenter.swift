import ThreeDS

/// The SDK's challenge presenter for the browser: each screen is put on the `ChallengeBoard` for the page that
/// follows the run, and the page's answer is the cardholder's action.
///
/// The page draws the screen the server renders (`ChallengeView`) in the UI customization the SDK resolved for
/// ``appearance``; it never sees the ACS's messages. When the SDK's challenge timeout cancels the wait, the
/// screen is withdrawn and the page shows the run's end; a closed browser simply never answers.
public struct BrowserChallengePresenter: ChallengePresenter {
    /// Light or dark, as chosen in the page.
    public let appearance: ChallengeAppearance
    let board: ChallengeBoard
    let run: String

    /// Shows `screen` in the page and returns what the cardholder did there.
    public func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        try await board.show(screen, in: run)
    }
}
