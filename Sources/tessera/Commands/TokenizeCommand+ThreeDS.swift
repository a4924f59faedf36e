import Foundation
import Gr4vyClient
import Sandbox
import TerminalChallenge
import TesseraClient
import ThreeDS

/// The 3-D Secure options of `tessera tokenize`, the presenter they choose, and the printed result.
extension TokenizeCommand {
    static let authenticate = Flag("--authenticate", help: "Authenticate the card with 3-D Secure (the default).")
    static let noAuthenticate = Flag("--no-authenticate", help: "Only store the card; no 3-D Secure.")
    static let testCard = Option(
        "--test-card", valueName: "name", help: "A card from 'tessera test-cards' (number, expiry and CVC).",
        parser: ValueParser(expected: "a name from 'tessera test-cards', e.g. visa-challenge") { TestCard.named($0) })
    static let theme = Option(
        "--theme", valueName: "theme",
        help: "The challenge screens' theme: none (default), red-blue, orange-purple, green-yellow.",
        parser: ValueParser<ThemeName>.choice)
    static let dark = Flag("--dark", help: "Show the challenge in the theme's dark variant.")
    static let sdkTimeout = Option(
        "--sdk-timeout", valueName: "minutes", help: "How long the challenge may take (default 5).",
        parser: .integer(in: 5...99, expected: "whole minutes from 5 to 99 (3-D Secure's minimum is 5)"))
    static let dsConfig = Option.text(
        "--ds-config", valueName: "file",
        help: "A DS configuration JSON file, added to the emulator's directory servers (see 'tessera admin').")
    static let challengeAnswer = Option.text(
        "--challenge-answer", valueName: "text",
        help: "Answer a text or HTML challenge screen (repeatable, one per screen)."
    ).repeatable.notRemembered
    static let challengeSelect = Option(
        "--challenge-select", valueName: "id[,id]",
        help: "Select options on a select screen (repeatable, one per screen).",
        parser: ValueParser(expected: "option ids separated by commas, e.g. 1,3") { text in
            let ids = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return ids.isEmpty || ids.contains(where: \.isEmpty) ? nil : ids
        }
    ).repeatable.notRemembered
    static let challengeCancel = Flag(
        "--challenge-cancel", help: "Cancel the challenge on its first screen."
    ).notRemembered

    /// The presenter the options choose: scripted answers, the terminal, or none (standard input is not one).
    func presenter(console: Console) -> (any ChallengePresenter)? {
        let appearance: ChallengeAppearance = dark ? .dark : .light
        if !challengeAnswers.isEmpty || !challengeSelections.isEmpty || challengeCancel {
            return ScriptedAnswerPresenter(
                answers: challengeAnswers, selections: challengeSelections, cancel: challengeCancel,
                appearance: appearance)
        }
        guard TerminalChallengePresenter.inputIsTerminal else { return nil }
        return TerminalChallengePresenter(
            appearance: appearance, environment: ProcessInfo.processInfo.environment,
            write: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// The directory servers of `--ds-config`, else those stored with `tessera admin set ds-config`.
    func directoryServers(settings: Settings) throws -> [DirectoryServerConfiguration] {
        let document: Data
        let source: String
        if let path = dsConfig {
            guard let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20 else {
                throw CLIError.failure(
                    "Cannot read the DS configuration '\(path)': give a readable JSON file of at most 1 MiB.")
            }
            (document, source) = (data, "'\(path)'")
        } else if let stored = settings.dsConfig {
            (document, source) = (Data(stored.utf8), "stored with 'tessera admin set ds-config'")
        } else {
            return []
        }
        do {
            return try Gr4vyThreeDSConfiguration.directoryServers(json: document)
        } catch {
            throw CLIError.failure("The DS configuration \(source) is refused: \(error.localizedDescription)")
        }
    }
}
