import Foundation
import Testing

/// `tessera wallet …`, run as the built binary over one data directory per test.
@Suite struct WalletCommandTests {
    /// An expiry the token service accepts whatever the year: December, four years ahead.
    static let expiry =
        "12/" + String(format: "%02d", (Calendar(identifier: .gregorian).component(.year, from: Date()) + 4) % 100)

    static func environment() -> [String: String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-wallet-\(UUID().uuidString)")
            .path
        return ["TESSERA_DATA_DIR": path, "NO_COLOR": "1"]
    }

    static func run(_ arguments: [String], _ environment: [String: String], stdin: String = "") async throws
        -> CLIProcess.Result
    {
        try await CLIProcess.run(["wallet"] + arguments, stdin: stdin, environment: environment)
    }

    @Test func testCardsJSONListsEveryFlowInSnakeCase() async throws {
        let result = try await Self.run(["test-cards", "--json"], Self.environment())
        #expect(result.status == 0)
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(Set(cards.compactMap { $0["flow"] as? String }) == ["green", "yellow", "red", "ineligible"])
        #expect(Set(cards.compactMap { $0["scheme"] as? String }) == ["visa", "mastercard", "pure"])
        #expect(cards.filter { $0["co_badged"] as? Bool == true }.map { $0["pan"] as? String } == ["4000002500001001"])
        #expect(cards.allSatisfy { Set($0.keys) == ["pan", "expiry", "cvc", "scheme", "flow", "co_badged"] })
    }

    /// `--pan -` reads one bounded line, as tokenize does: a line over the limit is refused, not read whole
    /// (4 KiB here, so that the pipe takes it all before the command stops reading).
    @Test func aFloodOnStdinForThePANIsRefused() async throws {
        let environment = Self.environment()
        let result = try await Self.run(
            ["digitize", "--pan", "-", "--expiry", Self.expiry, "--cvc", "123", "--accept-terms"], environment,
            stdin: String(repeating: "5105105105105100", count: 256))
        #expect(result.status == 1)
        #expect(result.stderr.contains("a card number line"), "\(result.stderr)")
        #expect(!result.stderr.contains("5105105105105100"))
    }

    @Test func aYellowCardGoesFromDigitizeThroughTheOTPToAPayment() async throws {
        let environment = Self.environment()
        await #expect(try Self.run(["enroll"], environment).status == 0)
        let digitized = try await Self.run(
            ["digitize", "--pan", "-", "--expiry", Self.expiry, "--cvc", "123", "--accept-terms"], environment,
            stdin: "5105105105105100\n")
        #expect(digitized.status == 0, "\(digitized.stderr)")
        #expect(!digitized.stdout.contains("5105105105105100"))
        let id = try #require(digitized.stdout.split(separator: " ").first { $0.hasPrefix("DC-") }.map(String.init))
        let otp = try await Self.run(["otp", id], environment)
        let code = try #require(otp.stdout.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(code.count == 6)
        await #expect(try Self.run(["activate", id, "--otp", code], environment).status == 0)
        let paid = try await Self.run(["pay", id, "--amount", "250"], environment)
        #expect(paid.status == 0)
        #expect(paid.stdout.contains("7 payments left"))
        let shown = try await Self.run(["show", id, "--json"], environment)
        let card = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(card["state"] as? String == "active")
        #expect((card["card_metadata"] as? [String: Any])?["pan_last_digits"] as? String == "5100")
        #expect((card["payment_key_info"] as? [String: Any])?["number_of_payments_left"] as? Int == 7)
        #expect((card["details"] as? [String: Any])?["auxiliary_scheme"] is NSNull)
        await #expect(try Self.run(["history", id], environment).stdout.contains("250 EUR"))
    }

    @Test func anEmptiedTokenServiceFileIsRefusedNotStartedAfresh() async throws {
        let environment = Self.environment()
        await #expect(try Self.run(["enroll"], environment).status == 0)
        let service = try #require(environment["TESSERA_DATA_DIR"]) + "/tokenservice.sqlite"
        try Data().write(to: URL(fileURLWithPath: service))
        try? FileManager.default.removeItem(atPath: service + "-wal")
        let listed = try await Self.run(["list"], environment)
        #expect(listed.status == 1)
        #expect(listed.stderr.contains("\(service) is empty"), "\(listed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: service)).isEmpty)
    }

    @Test func anIssuerSuspensionShowsInTheListAndBlocksPayments() async throws {
        let environment = Self.environment()
        _ = try await Self.run(["enroll"], environment)
        let digitized = try await Self.run(
            ["digitize", "--pan", "4111111111111111", "--expiry", Self.expiry, "--cvc", "123", "--accept-terms"],
            environment)
        let id = try #require(digitized.stdout.split(separator: " ").first { $0.hasPrefix("DC-") }.map(String.init))
        await #expect(try Self.run(["issuer-action", id, "suspend"], environment).status == 0)
        await #expect(try Self.run(["list"], environment).stdout.contains("suspended"))
        let refused = try await Self.run(["pay", id], environment)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("Error: ") && refused.stderr.contains("suspended"))
        await #expect(try Self.run(["resume", id], environment).stdout.contains("active"))
    }

    @Test(arguments: [
        ["show", "DC-missing"], ["pay", "DC-missing"], ["suspend", "DC-missing"], ["otp", "DC-missing"],
    ])
    func anUnknownIDExits1AndNamesIt(arguments: [String]) async throws {
        let result = try await Self.run(arguments, Self.environment())
        #expect(result.status == 1)
        #expect(result.stderr.contains("DC-missing"))
    }

    @Test(arguments: [
        ["digitize", "--pan", "4111111111111111"], ["pay", "DC-x", "--amount", "0"],
        ["art", "DC-x", "--type", "logo", "-o", "x"],
        ["issuer-action", "DC-x", "explode"], ["nope"],
    ])
    func badUsageExits64(arguments: [String]) async throws {
        let result = try await Self.run(arguments, Self.environment())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }
}
