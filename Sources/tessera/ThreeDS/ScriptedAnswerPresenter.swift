import ThreeDS

/// Answers challenge screens from `--challenge-answer`, `--challenge-select` and `--challenge-cancel`,
/// picking by the screen's UI type: text and HTML screens take the next answer, select screens the next
/// selection, out-of-band screens continue. A screen the script cannot answer ends the challenge with
/// an error that names it.
actor ScriptedAnswerPresenter: ChallengePresenter {
    /// A screen the script has no answer for.
    struct Unanswered: Error, CustomStringConvertible {
        let description: String
    }

    nonisolated let appearance: ChallengeAppearance
    private var answers: [String]
    private var selections: [[String]]
    private let cancel: Bool
    private var shown = 0

    init(answers: [String], selections: [[String]], cancel: Bool, appearance: ChallengeAppearance) {
        self.answers = answers
        self.selections = selections
        self.cancel = cancel
        self.appearance = appearance
    }

    func present(_ screen: ChallengeScreen) throws -> ChallengeAction {
        shown += 1
        if cancel { return .cancel }
        switch screen.uiType {
        case .text:
            return .submitText(try next(&answers, "--challenge-answer", screen))
        case .singleSelect, .multiSelect:
            return .submitSelection(try next(&selections, "--challenge-select", screen))
        case .outOfBand:
            return .continueOutOfBand
        case .html:
            let answer = try next(&answers, "--challenge-answer", screen)
            let field = screen.htmlForm?.fields.first { !["hidden", "submit"].contains($0.type) }
            return .submitHTMLForm(field.map { [$0.name: answer] } ?? [:])
        }
    }

    private func next<Value>(_ list: inout [Value], _ option: String, _ screen: ChallengeScreen) throws -> Value {
        guard !list.isEmpty else {
            throw Unanswered(
                description: "challenge screen \(shown) (UI type \(screen.uiType.rawValue), "
                    + "'\(screen.header ?? screen.label ?? "untitled")') needs another \(option)")
        }
        return list.removeFirst()
    }
}
