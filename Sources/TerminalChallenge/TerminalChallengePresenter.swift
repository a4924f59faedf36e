import Drawing
import Foundation
import ThreeDS

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws challenge screens on the terminal (standard error, so standard output keeps the JSON) in the
/// theme's colours, and reads the cardholder's answer from the keyboard.
///
/// A text screen reads a line (`:resend` asks for a new code, `:cancel` cancels); a select screen is
/// driven with the arrow keys, space to select, enter to submit, `r` to resend and `c` to cancel; an
/// out-of-band screen waits for enter. Colour follows `NO_COLOR` and whether standard error is a terminal.
/// Every wait for the cardholder ends when the SDK's challenge timeout does: the prompt's line is ended, so
/// what the app writes next (the timeout's sentence) starts a line of its own, and the terminal is left in its
/// normal mode.
///
/// ```swift
/// let threeDS = Gr4vyThreeDSConfiguration(presenter: TerminalChallengePresenter())
/// ```
public struct TerminalChallengePresenter: ChallengePresenter {
    /// Light or dark: which of the UI customization's looks the screens are drawn in.
    public let appearance: ChallengeAppearance
    let renderer: ANSIRenderer
    let write: @Sendable (String) -> Void
    /// Whether a redraw may move the cursor back over the previous drawing (standard error is a terminal).
    let canRedrawInPlace: Bool
    /// Where the answers are read; a wait ends when the SDK cancels it (the challenge timed out).
    let keys: TerminalKeys

    /// A presenter reading the cardholder's answers from `input` (standard input unless given) and writing the
    /// screens with `write` (standard error unless given); colour follows `environment`'s `NO_COLOR`.
    public init(
        appearance: ChallengeAppearance = .light,
        environment: [String: String] = ProcessInfo.processInfo.environment, input: Int32 = STDIN_FILENO,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.appearance = appearance
        keys = TerminalKeys(descriptor: input)
        let color = ANSIRenderer.colorAllowed(environment: environment) && isatty(2) == 1
        renderer = ANSIRenderer(columns: 60, useColor: color)
        canRedrawInPlace = isatty(2) == 1
        self.write = write
    }

    /// Whether standard input is a terminal, so that a cardholder can answer there.
    public static var inputIsTerminal: Bool { TerminalKeys.inputIsTerminal }

    /// Draws `screen` and returns the cardholder's answer; throws `CancellationError` when the challenge times
    /// out first, and an error saying so when the input ends.
    public func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        switch screen.uiType {
        case .text: return try await readText(screen, prompt: "Code (:resend, :cancel): ")
        case .singleSelect, .multiSelect: return try await readSelection(screen)
        case .outOfBand:
            draw(screen, ChallengeEntryState())
            write("Press enter when you have approved it (c then enter cancels): ")
            let line = try await nextLine()
            return line.lowercased() == "c" ? .cancel : .continueOutOfBand
        case .html:
            let action = try await readText(screen, prompt: "Value for the form (:cancel): ")
            guard case .submitText(let value) = action else { return action }
            let field = screen.htmlForm?.fields.first { !["hidden", "submit"].contains($0.type) }
            return .submitHTMLForm(field.map { [$0.name: value] } ?? [:])
        }
    }

    /// Draws `screen`; after `erasing` lines of an earlier drawing of it, in place. Returns the lines drawn.
    @discardableResult
    private func draw(_ screen: ChallengeScreen, _ entry: ChallengeEntryState, erasing: Int = 0) -> Int {
        let text = renderer.render(screen.scene(width: 360, entry: entry)) + "\n"
        let up = erasing > 0 && canRedrawInPlace ? "\u{1B}[\(erasing)A\u{1B}[J" : ""
        write(up + text)
        return text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    }

    private func readText(_ screen: ChallengeScreen, prompt: String) async throws -> ChallengeAction {
        draw(screen, ChallengeEntryState())
        write(prompt)
        let line = try await nextLine()
        switch line {
        case ":cancel": return .cancel
        case ":resend" where screen.resendLabel != nil: return .resend
        default: return .submitText(line)
        }
    }

    private func readSelection(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        var entry = ChallengeEntryState(focus: 0)
        let count = screen.options.count
        var drawn = 0
        while true {
            drawn = draw(screen, entry, erasing: drawn) + 1
            write("↑/↓ move, space selects, enter submits, r resends, c cancels\n")
            let focus = entry.focus ?? 0
            switch try await keys.key() {
            case .up: entry.focus = (focus + count - 1) % max(count, 1)
            case .down: entry.focus = (focus + 1) % max(count, 1)
            case .space where count > 0:
                let id = screen.options[focus].id
                if screen.uiType == .singleSelect {
                    entry.selected = [id]
                } else if entry.selected.contains(id) {
                    entry.selected.remove(id)
                } else {
                    entry.selected.insert(id)
                }
            case .enter: return .submitSelection(screen.options.map(\.id).filter(entry.selected.contains))
            case .character("c"): return .cancel
            case .character("r") where screen.resendLabel != nil: return .resend
            case .end: throw InputEnded()
            default: continue
            }
            try Task.checkCancellation()
        }
    }

    private func nextLine() async throws -> String {
        let line: String?
        do {
            line = try await keys.line()
            try Task.checkCancellation()
        } catch {
            // The challenge timed out while the prompt waited: end its line for whatever is written next.
            write("\n")
            throw error
        }
        guard let line else { throw InputEnded() }
        return line
    }

    /// Standard input ended before the challenge was answered.
    struct InputEnded: Error, CustomStringConvertible {
        var description: String { "standard input ended before the challenge was answered" }
    }
}
