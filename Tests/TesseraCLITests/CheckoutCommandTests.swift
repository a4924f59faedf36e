import Foundation
import Testing

/// `tessera checkout` driven through a pseudo-terminal (script(1)): typing a card, the card turning to its
/// back on the security code, the number masked once its field loses focus, paying with a challenge
/// answered on the terminal, Ctrl-C restoring the terminal, a terminal too small, and no terminal at all.
@Suite struct CheckoutCommandTests {
    /// Runs `command` on a pseudo-terminal, typing `keys` (pairs of a delay in seconds and bytes).
    func onTerminal(_ command: String, keys: [(Double, String)]) async throws -> CLIProcess.Result {
        let typing = keys.map { "sleep \($0.0); printf '%b' '\($0.1)'" }.joined(separator: "; ")
        return try await ShellProcess.run(
            #"(\#(typing); sleep 3) | script -qec "\#(command)" /dev/null"#,
            environment: ["TERM": "xterm", "NO_COLOR": "1"])
    }

    /// The text of `output` without escape codes.
    func plain(_ output: String) -> String {
        output.replacing(/\x1B\[[0-9;?]*[A-Za-z]/, with: "")
    }

    @Test func typingACardTurningToTheBackAndPayingThroughAChallenge() async throws {
        let result = try await onTerminal(
            #"$TESSERA checkout --theme red-blue"#,
            keys: [(1, "4024007189449340"), (0.3, "\\t0130\\t"), (0.3, "456\\tJane Doe"), (0.3, "\\r"), (2, "1234\\r")])
        let text = plain(result.stdout)
        #expect(result.status == 0, "\(text.suffix(800))")
        #expect(text.contains("Card preview (back):"), "the card turns to its back on the security code")
        // The emulator's test BIN names its issuer on the card image (CardKit's TestBINIssuers, the default lookup).
        #expect(text.contains("Card preview (front): Tessera Test Bank; Visa; Card number ending 9340"))
        #expect(text.contains("  Card number     •••• •••• •••• 9340"), "masked once the field lost focus")
        #expect(text.contains("Code (:resend, :cancel):"), "the challenge is asked on the terminal")
        #expect(text.contains(#""tokenized": true"#) && text.contains(#""transaction_status": "Y""#))
        // Seed 000's submit ran its hooks, in order, through the Gr4vy tokenizer on the emulator.
        let hooks = [
            "onPostTokenisation: Visa •••• 9340 stored in checkout session ",
            "onPreAuthorisation: authorising USD 12.99.", "onPostAuthorisation: authorised, transaction ",
        ]
        let positions = hooks.map { text.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(text.suffix(600))")
        #expect(
            positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "the hooks ran in the seed's order")
        #expect(!text.contains("4024007189449340"), "the full number is never printed")
    }

    @Test func anAmexStaysOnItsFrontForTheCIDAndTheFormSpeaksGerman() async throws {
        let result = try await onTerminal(
            #"$TESSERA checkout --locale de --mask"#, keys: [(1, "378282246310005\\t1230\\t"), (0.5, "\\003")])
        let text = plain(result.stdout)
        #expect(text.contains("› Kartennummer"))
        #expect(text.contains("  Kartennummer    •••• •••••• •0005"), "\(text.suffix(900))")
        #expect(text.contains("› KPN"))
        #expect(!text.contains("Kartenvorschau (back)"), "an Amex shows its CID on the front")
    }

    @Test func ctrlCLeavesAndRestoresTheTerminal() async throws {
        let result = try await onTerminal(
            #"$TESSERA checkout; echo status=\$?; stty -a"#, keys: [(1, "4242"), (0.3, "\\003")])
        let text = plain(result.stdout)
        #expect(text.contains("Checkout cancelled; nothing was sent."))
        #expect(text.contains("status=1"))
        #expect(text.contains(" icanon") && text.contains(" echo") && !text.contains("-icanon"), "\(text.suffix(600))")
    }

    @Test func anInvalidCardShowsMessagesInsteadOfPaying() async throws {
        let result = try await onTerminal(
            #"$TESSERA checkout; echo status=\$?"#, keys: [(1, "4242424242424241\\t\\r"), (0.5, "\\003")])
        let text = plain(result.stdout)
        #expect(text.contains("    ! "), "a validation message under a field")
        #expect(!text.contains("tokenized"))
        #expect(text.contains("status=1"))
    }

    @Test func aTerminalTooSmallGetsAClearMessage() async throws {
        let result = try await onTerminal(
            #"stty cols 30 rows 10; $TESSERA checkout"#, keys: [(1, "\\003")])
        #expect(plain(result.stdout).contains("The terminal is 30×10; the checkout form needs at least 40×14."))
    }

    @Test func aResizeRedrawsTheForm() async throws {
        // Shrinks the pseudo-terminal while the form is open (TIOCSWINSZ, as a terminal window does).
        let shrink =
            #"python3 -c 'import fcntl,termios,struct; fcntl.ioctl(open("/dev/tty"), termios.TIOCSWINSZ, struct.pack("HHHH",10,30,0,0))'"#
        let result = try await onTerminal(
            #"stty cols 80 rows 40; (sleep 1.5; \#(shrink.replacingOccurrences(of: "\"", with: "\\\"")) ) & $TESSERA checkout"#,
            keys: [(3, "\\003")])
        let text = plain(result.stdout)
        let full = try #require(text.range(of: "Card preview (front)"))
        let small = try #require(text.range(of: "The terminal is 30×10"))
        #expect(full.lowerBound < small.lowerBound)
        #expect(!text.contains("The card image needs"), "40 rows fit the card image")
    }

    @Test func withoutATerminalItPointsToTokenize() async throws {
        let result = try await CLIProcess.run(["checkout"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains("with 'tessera tokenize'"))
    }
}
