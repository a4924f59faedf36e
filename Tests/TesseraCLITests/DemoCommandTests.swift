import Foundation
import Testing

/// `tessera demo` on the built binary: every step reported in order, files written, no full card number,
/// no escape codes when piped, and the same tour on a pseudo-terminal with the challenge answered there.
@Suite struct DemoCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-demo-\(UUID().uuidString)")

    /// The full numbers of every card the demo uses.
    static let fullNumbers = [
        "4556557955726624", "4024007189449340", "4242424242424242", "5555555555554444", "40000025",
    ]
    static let steps = [
        "1. Payment options and card details", "2. A checkout session", "3. Tokenize with 3-D Secure",
        "4. The buyer's stored payment methods", "5. The dynamic card image", "6. The digital wallet",
        "7. Pay and refund", "Try next:",
    ]

    @Test func pipedTheDemoReportsEveryStepWithoutEscapesOrCardNumbers() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data")
        let result = try await CLIProcess.run(
            ["demo", "--output-dir", folder.path, "--data-dir", data.path], environment: ["NO_COLOR": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        var position = result.stdout.startIndex
        for step in Self.steps {
            let found = result.stdout.range(of: step, range: position..<result.stdout.endIndex)
            #expect(found != nil, "\(step) missing or out of order")
            position = found?.upperBound ?? position
        }
        #expect(!result.stdout.contains("\u{1B}"))
        // The tour ends by pointing at the client app, which shows the same parts in the browser.
        #expect(
            result.stdout.split(separator: "\n").last
                == "  tessera app                                      all of it in the browser: Home, Checkout, Wallet, Dashboard, Admin"
        )
        for number in Self.fullNumbers.dropLast() {
            #expect(!result.stdout.contains(number), "\(number) printed")
        }
        for line in [
            "visa-frictionless (visa •••• 6624) -> tokenized: true; frictionless, transaction status Y",
            "visa-challenge (visa •••• 9340) -> tokenized: true; challenge, transaction status Y",
            "answered by script: 1234", "│ Card number ending 4242", "-> approved", "-> suspended",
            "POST /transactions/{id}/refunds -> succeeded, 500 back",
            "GET /transactions/{id} -> capture_succeeded, captured 1299, refunded 500 USD",
        ] {
            #expect(result.stdout.contains(line), "\(line)")
        }
        let card = try String(contentsOf: folder.appendingPathComponent("card.svg"), encoding: .utf8)
        let challenge = try String(contentsOf: folder.appendingPathComponent("challenge.svg"), encoding: .utf8)
        #expect(card.contains("<svg") && !card.contains("4242424242424242"))
        #expect(challenge.contains("<svg") && challenge.contains("Enter your code"))
        // --data-dir keeps the wallet's files; without it they are thrown away.
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("wallet.sqlite").path))
    }

    @Test func onATerminalTheCardholderAnswersTheChallenge() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // script(1) gives the demo a pseudo-terminal; the challenge reads the code typed on it once it asks.
        let terminal = try await TerminalSession(
            #"$TESSERA demo --output-dir "$DIR" --theme green-yellow"#,
            environment: ["DIR": folder.path, "NO_COLOR": ""])
        #expect(await terminal.waitFor("Code (:resend, :cancel):"))
        terminal.type("1234\r")
        let result = try await terminal.finish()
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("the emulated issuer accepts the code 1234"))
        #expect(result.stdout.contains("challenge, transaction status Y"))
        #expect(result.stdout.contains("\u{1B}[38;2;"), "the card preview is drawn in colour")
        #expect(!result.stdout.contains("answered by script"))
        for number in Self.fullNumbers.dropLast() {
            #expect(!result.stdout.contains(number), "\(number) printed")
        }
    }
}
