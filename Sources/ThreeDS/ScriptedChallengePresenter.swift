/// A presenter that answers each screen with the next action from a list, for tests and automation.
///
/// It records every screen it was shown. When the list runs out it throws
/// ``ScriptExhausted``, which ends the challenge with a runtime error.
public actor ScriptedChallengePresenter: ChallengePresenter {
    /// Thrown when a screen arrives after the last scripted action.
    public struct ScriptExhausted: Error, Equatable, CustomStringConvertible {
        /// How many screens were answered before this one.
        public let answered: Int

        /// Says that the script ran out.
        public var description: String {
            "The scripted presenter had no action left for challenge screen \(answered + 1)."
        }
    }

    /// The appearance every screen is shown in.
    public nonisolated let appearance: ChallengeAppearance
    private var actions: [ChallengeAction]
    /// The screens shown so far, in order.
    public private(set) var presentedScreens: [ChallengeScreen] = []

    /// Creates a presenter that answers with `actions` in order.
    public init(_ actions: [ChallengeAction], appearance: ChallengeAppearance = .light) {
        self.actions = actions
        self.appearance = appearance
    }

    /// Records `screen` and returns the next scripted action.
    public func present(_ screen: ChallengeScreen) throws -> ChallengeAction {
        presentedScreens.append(screen)
        guard !actions.isEmpty else { throw ScriptExhausted(answered: presentedScreens.count - 1) }
        return actions.removeFirst()
    }
}
