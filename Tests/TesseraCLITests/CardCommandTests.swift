import Foundation
import Testing

/// `tessera card …` run as a built binary: output, JSON shape and exit statuses.
@Suite struct CardCommandTests {
    private func json(_ result: CLIProcess.Result) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: [.fragmentsAllowed])
        return try #require(object as? [String: Any])
    }

    @Test func inspectJSONKeysAreSnakeCase() async throws {
        let result = try await CLIProcess.run(["card", "inspect", "4000002500001001", "--json"])
        let keys = try json(result).keys.sorted()
        #expect(
            keys == [
                "brand", "candidates", "co_badged", "formatted", "lengths", "luhn", "masked", "reason",
                "security_code", "state",
            ])
        #expect(keys.allSatisfy { $0 == $0.lowercased() && !$0.contains("-") })
    }

    @Test func inspectReportsAValidCardAsJSON() async throws {
        let result = try await CLIProcess.run(["card", "inspect", "4242424242424242", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let report = try json(result)
        #expect(report["brand"] as? String == "visa")
        #expect(report["candidates"] as? [String] == ["visa"])
        #expect(report["co_badged"] as? [String] == [])
        #expect(report["state"] as? String == "valid")
        #expect(report["reason"] is NSNull)
        #expect(report["luhn"] as? Bool == true)
        #expect(report["lengths"] as? [Int] == [16, 18, 19])
        #expect(report["formatted"] as? String == "•••• •••• •••• 4242")
        #expect(report["masked"] as? String == "424242******4242")
        let code = try #require(report["security_code"] as? [String: Any])
        #expect(code["name"] as? String == "CVV")
        #expect(code["sizes"] as? [Int] == [3])
        #expect(!result.stdout.contains("4242424242424242"))
    }

    @Test func revealShowsTheGroupedNumber() async throws {
        let result = try await CLIProcess.run(["card", "inspect", "--reveal", "--json", "378282246310005"])
        #expect(result.status == 0)
        let report = try json(result)
        #expect(report["formatted"] as? String == "3782 822463 10005")
        #expect(report["masked"] as? String == "378282*****0005")
        #expect((report["security_code"] as? [String: Any])?["name"] as? String == "CID")
    }

    @Test(arguments: [
        ("4000002500001001", "visa", ["carte-bancaire"]),
        ("5555552500001001", "mastercard", ["carte-bancaire"]),
        ("378282246310005", "amex", []),
        ("4571000000000000", "visa", ["dankort"]),
    ])
    func inspectReportsCoBadges(number: String, brand: String, coBadged: [String]) async throws {
        let report = try json(try await CLIProcess.run(["card", "inspect", number, "--json"]))
        #expect(report["brand"] as? String == brand)
        #expect(report["co_badged"] as? [String] == coBadged)
    }

    @Test func ambiguousPrefixListsCandidatesAndExitsOne() async throws {
        let result = try await CLIProcess.run(["card", "inspect", "4", "--json"])
        #expect(result.status == 1)
        let report = try json(result)
        #expect(report["brand"] is NSNull)
        #expect(report["candidates"] as? [String] == ["visa", "maestro", "elo"])
        #expect(report["state"] as? String == "incomplete")
        #expect(report["reason"] as? String == "CN04")
        #expect(result.stderr.hasPrefix("Error: The card number is incomplete. (CN04)"))
    }

    @Test(arguments: [
        (["4242424242424241"], "incomplete", "CN06"),
        (["5555555555554445"], "invalid", "CN06"),
        (["4242abcd"], "invalid", "CN02"),
        (["7777777777777777"], "invalid", "CN03"),
        (["4242💳4242"], "invalid", "CN02"),
        (["4242\u{7}4242"], "invalid", "CN02"),
        ([String(repeating: "4", count: 100_000)], "invalid", "CN05"),
        (["--", "-4242"], "incomplete", "CN04"),
    ])
    func badNumbersExitOneWithAReason(arguments: [String], state: String, reason: String) async throws {
        let result = try await CLIProcess.run(["card", "inspect", "--json"] + arguments)
        #expect(result.status == 1)
        let report = try json(result)
        #expect(report["state"] as? String == state)
        #expect(report["reason"] as? String == reason)
        #expect(result.stderr.contains("(\(reason))"))
        #expect(result.stdout.count < 1_000)
    }

    @Test func nonASCIIDigitsAreNormalised() async throws {
        let result = try await CLIProcess.run(["card", "inspect", "４２４２４２４２４２４２４２４２", "--json"])
        #expect(result.status == 0)
        #expect(try json(result)["brand"] as? String == "visa")
    }

    @Test func readableSummaryWithoutJSON() async throws {
        let result = try await CLIProcess.run(["card", "inspect", "3782 822463 10005"])
        #expect(result.status == 0)
        for line in [
            "Brand:         American Express", "State:         valid", "Formatted:     •••• •••••• •0005",
            "Masked:        378282*****0005", "Security code: CID, 4 digits",
        ] {
            #expect(result.stdout.contains(line))
        }
        #expect(!result.stdout.contains("378282246310005"))
    }

    @Test(arguments: ["10/30", "10 / 30", "10/2030", "1030", "10 30", "2030-10"])
    func expiryReadsTypedForms(text: String) async throws {
        let result = try await CLIProcess.run(["card", "expiry", text, "--now", "2026-11", "--json"])
        #expect(result.status == 0)
        let report = try json(result)
        #expect(report["month"] as? Int == 10)
        #expect(report["year"] as? Int == 2030)
        #expect(report["state"] as? String == "valid")
        #expect(report["formatted"] as? String == "10/30")
    }

    @Test(arguments: [
        ("123", "incomplete", "EX04"), ("10/25", "invalid", "EX05"), ("12/46", "invalid", "EX06"),
        ("13/30", "invalid", "EX03"), ("10/30💳", "invalid", "EX02"),
    ])
    func expiryProblemsExitOne(text: String, state: String, reason: String) async throws {
        let result = try await CLIProcess.run(["card", "expiry", text, "--now=2026-11", "--json"])
        #expect(result.status == 1)
        let report = try json(result)
        #expect(report["state"] as? String == state)
        #expect(report["reason"] as? String == reason)
        #expect(report["formatted"] is NSNull || reason == "EX05" || reason == "EX06")
    }

    @Test func expiryReadableSummary() async throws {
        let result = try await CLIProcess.run(["card", "expiry", "1/30", "--now", "2026-11"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Expiry:    01/30"))
        #expect(result.stdout.contains("Year:      2030"))
    }

    @Test(arguments: [
        ["card", "inspect"], ["card", "inspect", "1", "2"], ["card", "inspect", "--what", "1"],
        ["card", "expiry"], ["card", "expiry", "10/30", "--now", "2026-13"], ["card", "expiry", "10/30", "--now"],
        ["card", "nonsense"],
    ])
    func usageErrorsExit64(arguments: [String]) async throws {
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("Usage: tessera card"))
    }

    @Test(arguments: [
        (["card", "--help"], "SUBCOMMANDS:"), (["card", "inspect", "--help"], "--reveal"),
        (["card", "expiry", "-h"], "--now <YYYY-MM>"), (["card"], "SUBCOMMANDS:"),
        (["card", "-h", "inspect"], "USAGE: tessera card inspect <number>"),
        (["help", "card", "expiry"], "USAGE: tessera card expiry"),
    ])
    func helpGoesToStdout(arguments: [String], mentions: String) async throws {
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains(mentions))
        #expect(result.stderr.isEmpty)
    }
}
