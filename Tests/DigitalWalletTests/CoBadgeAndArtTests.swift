import DigitalWallet
import Foundation
import Sandbox
import Testing

@Suite struct CoBadgeAndArtTests {
    @Test func aCoBadgedCardHasEveryAuxiliaryProperty() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.coBadged, in: wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        #expect(card.hasAuxiliaryScheme)
        #expect(try await card.details.scheme == .visa)
        #expect(try await card.details.auxiliaryScheme == .cartesBancaires)
        let metadata = try await card.cardMetadata
        #expect(metadata.auxiliaryTokenLastDigits?.count == 4)
        #expect(metadata.auxiliaryTokenExpiry == metadata.panExpiry)
        #expect(try await card.paymentKeyInfo.auxiliaryNumberOfPaymentsLeft == 8)
        _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(
            withDigitalCardID: id, amount: 700, auxiliary: true)
        #expect(try await card.paymentKeyInfo.auxiliaryNumberOfPaymentsLeft == 7)
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 10)
    }

    @Test(arguments: [TestPAN.visaGreen, TestPAN.mastercardGreen, TestPAN.pureGreen])
    func otherCardsHaveNilAuxiliaryProperties(pan: String) async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(pan, in: wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        #expect(card.hasAuxiliaryScheme == false)
        #expect(try await card.details.auxiliaryScheme == nil)
        #expect(try await card.cardMetadata.auxiliaryTokenLastDigits == nil)
        #expect(try await card.cardMetadata.auxiliaryTokenExpiry == nil)
        #expect(try await card.paymentKeyInfo.auxiliaryNumberOfPaymentsLeft == nil)
        #expect(try await card.cardArt.availableArtTypes.contains(.coBrandLogo) == false)
    }

    @Test func cardArtIsRealImageBytesCachedOnDisk() async throws {
        let harness = try WalletHarness()
        let faulty = FaultyTransport(harness.transport)
        let wallet = try harness.wallet(transport: faulty)
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        let id = try await harness.activeCard(TestPAN.coBadged, in: wallet)
        let art = try await #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id)).cardArt
        #expect(art.availableArtTypes == DigitalCard.ArtType.allCases)
        let icon = try await art.bitmap(forArtType: .cardIcon)
        #expect(icon.fileType() == "png")
        #expect(icon.size() == DigitalCard.Bitmap.Size(width: 32, height: 20))
        #expect(icon.data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let background = try await art.bitmap(forArtType: .cardBackgroundCombined)
        #expect(background.fileType() == "svg")
        let svg = String(decoding: background.data, as: UTF8.self)
        #expect(svg.hasPrefix("<svg") && svg.contains("Banque Tessera"))
        #expect(background.size() == DigitalCard.Bitmap.Size(width: 536, height: 338))
        let cached = try FileManager.default.contentsOfDirectory(atPath: harness.directory + "/wallet-art")
        #expect(cached.contains { $0.hasPrefix("cardIcon.") && $0.hasSuffix(".png") })
        faulty.set(.unreachable)
        #expect(try await art.bitmap(forArtType: .cardIcon) == icon)
        await #expect(throws: WalletError.self) { _ = try await art.bitmap(forArtType: .bankLogo) }
    }

    @Test func theIconIsAValidPNGWithChecksums() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        let art = try await #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id)).cardArt
        let png = try await art.bitmap(forArtType: .cardIcon).data
        // IHDR says 32 × 20; the IEND chunk ends with the CRC-32 every PNG has there (AE 42 60 82).
        #expect(png.subdata(in: 12..<16) == Data("IHDR".utf8))
        #expect(png.subdata(in: 16..<24) == Data([0, 0, 0, 32, 0, 0, 0, 20]))
        #expect(png.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    }
}
