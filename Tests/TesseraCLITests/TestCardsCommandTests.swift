import Foundation
import Testing

/// `tessera test-cards` run as a built binary.
@Suite struct TestCardsCommandTests {
    @Test func jsonListsEveryCardWithItsFlow() async throws {
        let result = try await CLIProcess.run(["test-cards", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let cards = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        #expect(cards.count == 36)
        for card in cards {
            #expect(Set(card.keys) == ["name", "scheme", "number", "expiry", "cvc", "flow", "outcome"])
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
        #expect(byName["visa-frictionless"]?["outcome"] == "approved")
        #expect(byName["declined-insufficient-funds"]?["number"] == "4000000000170003")
        #expect(byName["declined-insufficient-funds"]?["outcome"] == "declined-insufficient-funds")
        #expect(byName["cvv-no-match"]?["outcome"] == "cvv-no-match")
    }

    @Test func tableHasAHeaderAndOneLinePerCardThenTheAmounts() async throws {
        let result = try await CLIProcess.run(["test-cards"])
        #expect(result.status == 0)
        let parts = result.stdout.components(separatedBy: "\n\n")
        #expect(parts.count == 2)
        let cards = parts[0].split(separator: "\n")
        #expect(cards.first?.hasPrefix("NAME") == true)
        #expect(cards.first?.hasSuffix("OUTCOME") == true)
        #expect(cards.count == 37)
        #expect(cards.contains { $0.hasPrefix("jcb-challenge") && $0.contains("3528000000000148") })
        let amounts = parts[1].split(separator: "\n")
        #expect(amounts.first?.hasPrefix("AMOUNT") == true)
        #expect(amounts.contains { $0.hasPrefix("5001") && $0.contains("insufficient_funds") && $0.hasSuffix("51") })
        #expect(amounts.count == 6)
    }

    @Test func positionalArgumentsAreAUsageError() async throws {
        let result = try await CLIProcess.run(["test-cards", "visa"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }
}
