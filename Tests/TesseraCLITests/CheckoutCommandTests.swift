import Foundation
import TesseraTestSupport
import Testing

/// `tessera checkout` driven through a pseudo-terminal (script(1)): typing a card, the card turning to its
/// back on the security code, the number masked once its field loses focus, paying with a challenge
/// answered on the terminal, Ctrl-C restoring the terminal, a terminal too small, and no terminal at all. Each key
/// is typed once the form shows it is ready for it (``TerminalSession``).
@Suite struct CheckoutCommandTests {
    /// The line under the form once it is drawn and reading keys.
    static let ready = "Ctrl-C: cancel"

    /// Runs `command`, types `keys` once the form is ready, presses Ctrl-C once the terminal shows `shown`, and
    /// returns what the terminal showed, without escape codes.
    func cancelAfterTyping(_ keys: String, shows shown: String, in command: String) async throws -> String {
        let terminal = try await TerminalSession(command)
        #expect(await terminal.waitFor(Self.ready))
        terminal.type(keys)
        #expect(await terminal.waitFor(shown))
        terminal.type("\u{3}")
        _ = try await terminal.finish()
        return terminal.text
    }

    @Test func typingACardTurningToTheBackAndPayingThroughAChallenge() async throws {
        let terminal = try await TerminalSession(#"$TESSERA checkout --theme red-blue"#)
        #expect(await terminal.waitFor(Self.ready))
        terminal.type("4024007189449340\t0130\t456\tJane Doe")
        #expect(await terminal.waitFor("Jane Doe▏"))
        terminal.type("\r")
        #expect(await terminal.waitFor("Code (:resend, :cancel):"))
        terminal.type("1234\r")
        let result = try await terminal.finish()
        let text = terminal.text
        #expect(result.status == 0, "\(text.suffix(800))")
        #expect(text.contains("Card preview (back):"), "the card turns to its back on the security code")
        // The emulator's test BIN names its issuer on the card image (CardKit's TestBINIssuers, the default lookup).
        #expect(text.contains("Card preview (front): Tessera Test Bank; Visa; Card number ending 9340"))
        #expect(text.contains("  Card number     •••• •••• •••• 9340"), "masked once the field lost focus")
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
        let text = try await cancelAfterTyping(
            "378282246310005\t1230\t", shows: "› KPN", in: #"$TESSERA checkout --locale de --mask"#)
        #expect(text.contains("› Kartennummer"))
        #expect(text.contains("  Kartennummer    •••• •••••• •0005"), "\(text.suffix(900))")
        #expect(!text.contains("Kartenvorschau (back)"), "an Amex shows its CID on the front")
    }

    @Test func ctrlCLeavesAndRestoresTheTerminal() async throws {
        let text = try await cancelAfterTyping(
            "4242", shows: "4242▏", in: #"$TESSERA checkout; echo status=$?; stty -a"#)
        #expect(text.contains("Checkout cancelled; nothing was sent."))
        #expect(text.contains("status=1"))
        #expect(text.contains(" icanon") && text.contains(" echo") && !text.contains("-icanon"), "\(text.suffix(600))")
    }

    @Test func anInvalidCardShowsMessagesInsteadOfPaying() async throws {
        let text = try await cancelAfterTyping(
            "4242424242424241\t\r", shows: "    ! ", in: #"$TESSERA checkout; echo status=$?"#)
        #expect(!text.contains("tokenized"))
        #expect(text.contains("status=1"))
    }

    @Test func aTerminalTooSmallGetsAClearMessage() async throws {
        let terminal = try await TerminalSession(#"stty cols 30 rows 10; $TESSERA checkout"#)
        #expect(await terminal.waitFor("The terminal is 30×10; the checkout form needs at least 40×14."))
        terminal.type("\u{3}")
        _ = try await terminal.finish()
    }

    @Test func aResizeRedrawsTheForm() async throws {
        // Shrinks the pseudo-terminal while the form is open (TIOCSWINSZ, as a terminal window does), once the test
        // writes a line to the FIFO the shell waits on.
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-resize-\(UUID().uuidString)")
        guard mkfifo(fifo.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { unlink(fifo.path) }
        let shrink =
            #"python3 -c 'import fcntl,termios,struct; fcntl.ioctl(open("/dev/tty"), termios.TIOCSWINSZ, struct.pack("HHHH",10,30,0,0))'"#
        let terminal = try await TerminalSession(
            #"stty cols 80 rows 40; (read _ < "$FIFO"; \#(shrink)) & $TESSERA checkout"#,
            environment: ["FIFO": fifo.path])
        #expect(await terminal.waitFor(Self.ready))
        try await BlockingCall.run { try Data("now\n".utf8).write(to: fifo) }
        #expect(await terminal.waitFor("The terminal is 30×10"))
        terminal.type("\u{3}")
        _ = try await terminal.finish()
        let text = terminal.text
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
