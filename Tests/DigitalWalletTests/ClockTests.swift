import DigitalWallet
import Foundation
import Sandbox
import Testing

/// No fixed date: tokens expire with their card, and an expired card is refused, whatever the year.
@Suite struct ClockTests {
    static func date(year: Int, month: Int) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return try #require(calendar.date(from: DateComponents(year: year, month: month, day: 15)))
    }

    @Test(arguments: [(2031, 6), (2036, 3)])
    func aCardDigitizedInALaterYearGetsATokenExpiringWithItAndAnExpiredCardIsRefused(year: Int, month: Int)
        async throws
    {
        let harness = try WalletHarness()
        harness.clock.advance(by: try Self.date(year: year, month: month).timeIntervalSince(harness.clock.now))
        let wallet = try await harness.enrolledWallet()
        let expiry = TokenServiceTestCard.expiry(at: harness.clock.now)
        let mmyy = expiry.replacingOccurrences(of: "/", with: "")
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        let metadata = try await card.cardMetadata
        #expect(metadata.panExpiry == mmyy)
        #expect(metadata.tokenExpiry == mmyy)
        #expect(
            try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 5).approved)
        for past in ["12/30", "\(String(format: "%02d", month - 1 == 0 ? 12 : month - 1))/\(year % 100)"] {
            await #expect(throws: EligibleError.cardExpired) {
                _ = try await CardDigitizationService(wallet: wallet).checkEligibility(
                    FundingCard(number: TestPAN.visaGreen, expiry: past, securityCode: "123"))
            }
        }
    }
}
