import Drawing
import Foundation
import TerminalChallenge
import TesseraClient
import ThreeDS

/// The demo's challenge screens: each is written to `challenge.svg` in its theme, then answered by the
/// cardholder on a terminal (``TerminalChallengePresenter``) or, elsewhere, described in plain text and
/// answered by script with the emulated issuer's code.
struct DemoChallengePresenter: ChallengePresenter {
    let demo: Demo
    let interactive: Bool

    var appearance: ChallengeAppearance { demo.dark ? .dark : .light }

    func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        let file = demo.output.appendingPathComponent("challenge.svg")
        try demo.write(try SVGRenderer().render(screen.scene()), to: file)
        let theme = "\(demo.theme.rawValue), \(appearance.rawValue)"
        if interactive {
            demo.console.out("   The challenge screen (\(theme)) is also in \(file.relativePath).")
            let terminal = TerminalChallengePresenter(
                appearance: appearance, environment: ProcessInfo.processInfo.environment,
                write: { FileHandle.standardError.write(Data($0.utf8)) })
            return try await terminal.present(screen)
        }
        let lines = [screen.header, screen.label, screen.text].compactMap { $0 }.filter { !$0.isEmpty }
        demo.console.out(
            "   Challenge screen (UI type \(screen.uiType.rawValue), theme \(theme)), in \(file.relativePath):")
        for line in lines { demo.console.out("     │ \(line)") }
        let scripted = ScriptedAnswerPresenter(
            answers: ["1234"], selections: [["1"]], cancel: false, appearance: appearance)
        let action = try await scripted.present(screen)
        demo.console.out("     answered by script: 1234")
        return action
    }
}

extension Demo {
    /// Writes `text` to `file`, or fails naming it.
    func write(_ text: String, to file: URL) throws {
        do {
            try Data(text.utf8).write(to: file)
        } catch {
            throw CLIError.failure(
                "Cannot write \(file.path) (\(ErrorReport(error).clause)); name a writable folder with --output-dir.")
        }
    }
}
