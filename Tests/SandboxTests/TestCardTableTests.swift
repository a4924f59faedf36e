import CardKit
import Foundation
import Testing

@testable import Sandbox

/// The test-card table: the sample app's cards as published, and scenario cards the emulator accepts.
@Suite struct TestCardTableTests {
    /// gr4vy-api.md, "Test cards of the official sample app".
    static let sampleApp: [(String, String, String)] = [
        ("visa", "4556557955726624", "4024007189449340"),
        ("mastercard", "5333259155643223", "5267648608924299"),
        ("amex", "341502098634895", "349531373081938"),
        ("diners", "36000000000008", "36000002000048"),
        ("jcb", "3528000000000056", "3528000000000148"),
    ]

    @Test func sampleAppCardsAreListedAsPublished() {
        for (prefix, frictionless, challenge) in Self.sampleApp {
            let easy = TestCard.named("\(prefix)-frictionless")
            #expect(easy?.number == frictionless)
            #expect(easy?.cvc == "123")
            #expect(easy?.flow == .frictionless)
            let hard = TestCard.named("\(prefix)-challenge")
            #expect(hard?.number == challenge)
            #expect(hard?.cvc == "456")
            #expect(hard?.behaviour == .challenge(.text))
        }
    }

    @Test func namesAndNumbersAreUniqueAndEveryScenarioHasACard() {
        #expect(Set(TestCard.all.map(\.name)).count == TestCard.all.count)
        #expect(Set(TestCard.all.map(\.number)).count == TestCard.all.count)
        let scenarios = Set(
            TestCard.all.compactMap { card -> ACSScenario? in
                if case .challenge(let scenario) = card.behaviour { scenario } else { nil }
            })
        #expect(scenarios == Set(ACSScenario.allCases))
        let statuses = Set(
            TestCard.all.compactMap { card -> String? in
                if case .frictionless(let status) = card.behaviour { status } else { nil }
            })
        #expect(statuses == ["Y", "N", "U", "R", "A"])
    }

    /// Each card tokenizes (Luhn, length, a supported scheme) and is stored under its listed scheme.
    @Test(arguments: TestCard.all)
    func cardTokenizesUnderItsScheme(card: TestCard) async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.session(with: card)
        let stored = await sandbox.send(.get, "/checkout/sessions/\(session)").object["payment_method"]
        #expect((stored as? [String: Any])?["scheme"] as? String == card.scheme)
    }

    /// A test card's expiry rolls with the clock, so the cards work in any year (a fixed "01/30" would
    /// have expired in February 2030).
    @Test(arguments: [(2026, 11, "12/30"), (2029, 12, "12/33"), (2036, 2, "12/40"), (2099, 6, "12/03")])
    func expiryIsValidWhateverTheYear(year: Int, month: Int, expected: String) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = try #require(calendar.date(from: DateComponents(year: year, month: month, day: 15)))
        let expiry = TestCard.all[0].expiry(at: now)
        #expect(expiry == expected)
        let today = try #require(YearMonth(year: year, month: month))
        if year < 2096 { #expect(ExpiryDate.validate(mmyy: expiry, now: today).state == .valid) }
    }
}
