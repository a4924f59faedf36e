import Foundation
import Sandbox
import TesseraClient
import Testing
import Transport

/// Remembered forms on the built binary, each test with its own configuration folder: the last fields of an
/// endpoint command become its defaults (flags too), a flag given wins, `--reset` forgets, and card data is never
/// kept; a remembered checkout session is said on stdout's first line, and refused once it has paid.
@Suite struct RememberedFormTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-forms-\(UUID().uuidString)")
    var forms: URL { folder.appendingPathComponent("config/forms.json") }

    func run(_ arguments: [String], debug: Bool = false) async throws -> CLIProcess.Result {
        try await CLIProcess.run(
            arguments,
            environment: [
                "TESSERA_CONFIG_DIR": folder.appendingPathComponent("config").path,
                "TESSERA_DATA_DIR": folder.appendingPathComponent("data").path, "TESSERA_DEBUG": debug ? "1" : "",
            ])
    }

    func storedText() throws -> String {
        String(decoding: try Data(contentsOf: forms), as: UTF8.self)
    }

    @Test func theLastFieldsAreTheNextDefaultsAndAFlagGivenWins() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await run(["card-details", "--currency", "EUR", "--country", "DE", "--bin", "42424242"])
        #expect(first.status == 0, "\(first.stderr)")
        // --currency is required: the remembered one fills it in, and the request carries it.
        let second = try await run(["card-details", "--bin", "42424242"], debug: true)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("country=DE") && second.stderr.contains("currency=EUR"))
        #expect(second.stderr.contains("Using remembered --currency, --country"))
        let third = try await run(["card-details", "--currency", "GBP", "--bin", "42424242"], debug: true)
        #expect(third.status == 0)
        #expect(third.stderr.contains("currency=GBP") && !third.stderr.contains("currency=EUR"))
        #expect(try storedText().contains("GBP"))
        let attributes = try FileManager.default.attributesOfItem(atPath: forms.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func resetForgetsTheCommandsFields() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(try run(["card-details", "--currency", "EUR", "--bin", "42424242"]).status == 0)
        await #expect(try run(["payment-options", "--currency", "USD"]).status == 0)
        let reset = try await run(["card-details", "--reset"])
        #expect(reset.status == 64)
        #expect(reset.stderr.contains("Forgot the remembered fields of 'tessera card-details'."))
        #expect(reset.stderr.contains("Missing expected option '--currency <code>'"))
        #expect(!(try storedText().contains("card-details")))
        #expect(try storedText().contains("payment-options"))
    }

    @Test func aCardNumberAndABinAreNeverStoredButFlagsAre() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await run([
            "card-details", "--currency", "USD", "--bin", "42424242", "--metadata", "note=4242424242424242",
            "--merchant-initiated",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try storedText()
        #expect(text.contains("USD"))
        for absent in ["42424242", "--bin", "--metadata"] {
            #expect(!text.contains(absent), "\(absent) was stored")
        }
        // The flag is remembered and sent again, as the sample app keeps its toggles; --reset forgets it.
        #expect(text.contains(#""--merchant-initiated" : ["#))
        let again = try await run(["card-details", "--bin", "42424242"], debug: true)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("Using remembered --currency, --merchant-initiated"))
        #expect(again.stderr.contains("merchant_initiated=true"))
        let reset = try await run(["card-details", "--reset", "--currency", "USD", "--bin", "42424242"], debug: true)
        #expect(reset.status == 0 && !reset.stderr.contains("merchant_initiated=true"))
    }

    @Test func tokenizeRemembersDarkAndNoAuthenticate() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try await run(["checkout-session", "create", "--currency", "USD"])
        let session = try #require(created.stdout.firstMatch(of: /"id" : "([0-9a-f-]{36})"/)?.1)
        let first = try await run([
            "tokenize", "--session", String(session), "--test-card", "visa-frictionless", "--no-authenticate", "--dark",
        ])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try storedText().contains("--no-authenticate") && storedText().contains("--dark"))
        let second = try await run(["tokenize"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("--no-authenticate") && second.stderr.contains("--dark"))
        // Stored only: no authentication in the result.
        #expect(!second.stdout.contains("authentication"))
        // --authenticate, given now, wins over the remembered --no-authenticate.
        let third = try await run(["tokenize", "--authenticate"])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout.contains(#""transaction_status""#))
    }

    @Test func aRememberedSessionIsSaidOnStdoutAndRefusedOncePaid() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try await run(["checkout-session", "create", "--currency", "USD", "--amount", "1299"])
        let session = try #require(created.stdout.firstMatch(of: /"id" : "([0-9a-f-]{36})"/)?.1)
        let first = try await run(["tokenize", "--session", String(session), "--test-card", "visa-frictionless"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stdout.hasPrefix("Using"))
        let reused = try await run(["tokenize"])
        #expect(reused.status == 0, "\(reused.stderr)")
        let firstLine = reused.stdout.split(separator: "\n").first.map(String.init)
        #expect(
            firstLine == "Using the remembered checkout session \(session) ('tessera tokenize --reset' forgets it).")
        let paid = try await run([
            "transaction", "create", "--checkout-session-id", String(session), "--amount", "1299", "--currency", "USD",
        ])
        #expect(paid.status == 0, "\(paid.stderr)")
        let refused = try await run(["tokenize"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr.contains("The remembered checkout session \(session) has already paid for a transaction"))
        // It is forgotten: the next run asks for a session.
        #expect(!(try storedText().contains(String(session))))
    }

    /// A remembered buyer the API no longer knows is said so and forgotten; the next run asks for one.
    @Test func aRememberedBuyerThatWasDeletedIsForgotten() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let buyer = try await run(["buyer", "create", "--external-identifier", "gone-buyer"])
        let id = String(try #require(buyer.stdout.firstMatch(of: /"id" : "([0-9a-f-]{36})"/)?.1))
        let listed = try await run(["payment-methods", "--buyer-id", id])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(try storedText().contains(id))
        // The buyer is deleted through the emulator's API, over the same state file.
        let emulator = try SandboxSetup.handler(
            ephemeral: false, offerEphemeral: false,
            environment: ["TESSERA_DATA_DIR": folder.appendingPathComponent("data").path])
        let deleted = await emulator.handle(
            HTTPRequest(
                method: .delete, url: URL(string: "http://in-process-emulator.localhost/buyers/\(id)")!,
                headers: ["Authorization": "Bearer " + (try DevelopmentToken.make(now: Date(), id: UUID()))]))
        #expect(deleted.status == 204)
        let refused = try await run(["payment-methods"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "The remembered buyer (--buyer-id \(id)) no longer exists, so it is forgotten; give --buyer-id or "
                    + "--buyer-external-identifier."))
        #expect(!(try storedText().contains(id)))
        #expect(try await run(["payment-methods"]).status == 64)
    }

    @Test func aRememberedOptionGivesWayToOneExclusiveWithIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let buyer = try await run(["buyer", "create", "--external-identifier", "forms-buyer"])
        #expect(buyer.status == 0, "\(buyer.stderr)")
        let id = try #require(buyer.stdout.firstMatch(of: /"id" : "([0-9a-f-]{36})"/)?.1)
        await #expect(try run(["payment-methods", "--buyer-id", String(id)]).status == 0)
        let other = try await run(["payment-methods", "--buyer-external-identifier", "forms-buyer"], debug: true)
        #expect(other.status == 0, "\(other.stderr)")
        #expect(!other.stderr.contains("buyer_id="))
    }

    @Test func tokenizeRemembersTheSessionAndThemeButNoCardData() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try await run(["checkout-session", "create", "--currency", "USD"])
        let session = try #require(created.stdout.firstMatch(of: /"id" : "([0-9a-f-]{36})"/)?.1)
        let first = try await run([
            "tokenize", "--session", String(session), "--test-card", "visa-frictionless", "--theme", "red-blue",
            "--challenge-answer", "1234",
        ])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try storedText().contains("visa-frictionless"))
        // The session comes from memory; --card, given now, wins over the remembered --test-card.
        let second = try await run(["tokenize", "--card", "4556557955726624", "--expiry", "01/30", "--cvc", "123"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("Using remembered --session"))
        let text = try storedText()
        // The form now holds this run's fields: the session and theme, no longer the test card.
        #expect(text.contains(String(session)) && text.contains("red-blue") && !text.contains("visa-frictionless"))
        for absent in ["4556557955726624", "01/30", "--cvc", "1234", "--challenge-answer"] {
            #expect(!text.contains(absent), "\(absent) was stored")
        }
    }

    @Test func aCorruptFileIsReportedWithItsPathAndLeftAloneUntilReset() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: forms.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"payment-options\": [".utf8).write(to: forms)
        let result = try await run(["payment-options", "--currency", "USD"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(forms.path) && result.stderr.contains("--reset"))
        #expect(try storedText() == "{\"payment-options\": [")
        let show = try await run(["admin", "show"])
        #expect(show.status == 0 && show.stdout.contains("is corrupt"))
        let reset = try await run(["payment-options", "--reset", "--currency", "USD"])
        #expect(reset.status == 0)
        #expect(try storedText().contains("\"USD\""))
    }

    @Test func adminShowListsTheFieldsAndAdminResetForgetsThem() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(try run(["payment-options", "--currency", "USD", "--metadata", "order=42 a"]).status == 0)
        let show = try await run(["admin", "show"])
        #expect(show.stdout.contains("  tessera payment-options\n    --currency USD\n    --metadata 'order=42 a'"))
        await #expect(try run(["admin", "reset"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: forms.path))
    }
}
