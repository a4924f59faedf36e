import Foundation
import Testing

/// `tessera test-cards` run as a built binary.
@Suite struct TestCardsCommandTests {
    @Test func jsonListsEveryCardWithItsFlow() throws {
        let result = try CLIProcess.run(["test-cards", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let cards = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        #expect(cards.count == 26)
        for card in cards {
            #expect(Set(card.keys) == ["name", "scheme", "number", "expiry", "cvc", "flow"])
        }
        let byName = Dictionary(uniqueKeysWithValues: cards.map { ($0["name"] ?? "", $0) })
        #expect(byName["visa-frictionless"]?["number"] == "4556557955726624")
        #expect(byName["visa-frictionless"]?["cvc"] == "123")
        #expect(byName["visa-challenge"]?["flow"] == "challenge")
        #expect(byName["visa-challenge"]?["cvc"] == "456")
        #expect(byName["amex-challenge"]?["scheme"] == "amex")
        #expect(byName["authentication-error"]?["flow"] == "error")
        for name in ["ui-02-single-select", "acs-wrong-counter", "frictionless-r-rejected"] {
            #expect(byName[name] != nil, "\(name)")
        }
    }

    @Test func tableHasAHeaderAndOneLinePerCard() throws {
        let result = try CLIProcess.run(["test-cards"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("NAME") == true)
        #expect(lines.count == 27)
        #expect(lines.contains { $0.hasPrefix("jcb-challenge") && $0.contains("3528000000000148") })
    }

    @Test func positionalArgumentsAreAUsageError() throws {
        let result = try CLIProcess.run(["test-cards", "visa"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }
}
