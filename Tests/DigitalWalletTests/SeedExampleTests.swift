import DigitalWallet
import Foundation
import Sandbox
import Testing

/// Seed 002's code, as written there, against the default wallet registered with the emulator.
@Suite(.serialized) struct SeedExampleTests {
    @Test func theSeedsSnippetsRunAgainstTheDefaultWallet() async throws {
        #expect(throws: WalletError.notConfigured) { _ = try Wallet.default() }
        let harness = try WalletHarness()
        Wallet.configureDefault(try harness.configuration())
        let wallet = try Wallet.default()
        try await WalletSecureEnrollmentService().enroll()
        let visa = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        let coBadged = try await harness.activeCard(TestPAN.coBadged, in: wallet)
        _ = try await DigitalCardManager().digitalCard(forID: visa)?.setDefault()

        // Retrieve card list
        let manager = DigitalCardManager()
        let cardList = try await manager.cardList
        #expect(cardList.map(\.digitalCardID) == [visa, coBadged])

        // Get a digital card
        let defaultCard = try await manager.defaultCard
        #expect(defaultCard?.digitalCardID == visa)
        #expect(cardList.first?.digitalCardID == visa && cardList.last?.digitalCardID == coBadged)
        let specificCard = await manager.digitalCard(forID: coBadged)
        #expect(await manager.digitalCard(forID: "") == nil)
        let digitalCard = try #require(specificCard)

        // Get card details
        let cardState = try await digitalCard.state
        let cardArt = try await digitalCard.cardArt
        let bitmap = try await cardArt.bitmap(forArtType: .cardBackgroundCombined)
        let cardMetadata = try await digitalCard.cardMetadata
        let paymentKeyInfo = try await digitalCard.paymentKeyInfo
        let cardDetail = try await digitalCard.details
        #expect(cardState == .active)
        #expect(bitmap.fileType() == "svg")
        #expect(cardMetadata.panLastDigits == "1001" && cardMetadata.panExpiry == "1230")
        #expect(paymentKeyInfo.numberOfPaymentsLeft == 10 && !paymentKeyInfo.needsReplenishment)
        #expect(cardDetail.scheme == .visa && cardDetail.paymentTypesSupported == [.qr, .contactless, .dsrp])

        // Get auxiliary scheme details
        #expect(digitalCard.hasAuxiliaryScheme)
        #expect(cardDetail.auxiliaryScheme == .cartesBancaires)
        #expect(
            cardMetadata.auxiliaryTokenLastDigits != nil && cardMetadata.auxiliaryTokenExpiry == cardMetadata.panExpiry)
        #expect(paymentKeyInfo.auxiliaryNumberOfPaymentsLeft == 8)
    }
}
