import DigitalWallet
import Foundation
import Sandbox
import Testing

@Suite struct DigitizationFlowTests {
    @Test(arguments: [
        (TestPAN.visaGreen, DigitalCard.Scheme.visa, DigitalCard.KeyType.limitedUseKey),
        (TestPAN.mastercardGreen, .mastercard, .singleUseKey),
        (TestPAN.pureGreen, .pure, .singleUseKey),
    ])
    func greenCardsAreActiveWithKeys(pan: String, scheme: DigitalCard.Scheme, keyType: DigitalCard.KeyType)
        async throws
    {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(pan, in: wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        #expect(try await card.state == .active)
        #expect(try await card.details.scheme == scheme)
        #expect(try await card.details.isPaymentTypeSupported(.contactless))
        let metadata = try await card.cardMetadata
        #expect(metadata.panLastDigits == String(pan.suffix(4)))
        #expect(metadata.panExpiry == "1230")
        #expect(metadata.tokenLastDigits?.count == 4)
        let keys = try await card.paymentKeyInfo
        #expect(keys.keyType == keyType)
        #expect(keys.numberOfPaymentsLeft > 0)
        #expect(keys.needsReplenishment == false)
        #expect((keys.expiryDate != nil) == (keyType == .limitedUseKey))
    }

    @Test(arguments: [TestPAN.visaRed, TestPAN.mastercardRed, TestPAN.pureRed])
    func redCardsAreDeclinedAndNotAdded(pan: String) async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        guard case .declined = try await harness.digitize(pan, in: wallet) else {
            Issue.record("\(pan) was not declined")
            return
        }
        #expect(try await DigitalCardManager(wallet: wallet).cardList.isEmpty)
    }

    @Test(arguments: [TestPAN.visaYellow, TestPAN.mastercardYellow, TestPAN.pureYellow])
    func yellowCardsActivateWithTheOTPFromTheOutbox(pan: String) async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        guard case .approvedWithIDV(let id, let selector) = try await harness.digitize(pan, in: wallet) else {
            Issue.record("\(pan) did not ask for ID&V")
            return
        }
        let methods = selector.getIDVMethodList()
        #expect(methods.map(\.type) == [.otpBySMS, .otpByEmail, .customerService])
        #expect(methods.first?.value == "12X-XXX-XX32")
        let manager = DigitalCardManager(wallet: wallet)
        #expect(try await manager.digitalCard(forID: id)?.state == .inactive)
        #expect(try await manager.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft == 0)
        let session = try await selector.select(idvID: "1")
        #expect(try await session.state() == .otpNeeded)
        try await session.activate(withOTP: harness.latestOTP(for: id))
        #expect(try await manager.digitalCard(forID: id)?.state == .active)
        #expect(try await manager.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft ?? 0 > 0)
    }

    @Test func aPendingActivationResumesLaterInANewWalletInstance() async throws {
        let harness = try WalletHarness()
        let first = try await harness.enrolledWallet()
        guard case .approvedWithIDV(let id, _) = try await harness.digitize(TestPAN.visaYellow, in: first) else {
            Issue.record("no ID&V")
            return
        }
        let reopened = try harness.wallet()
        let card = try #require(await DigitalCardManager(wallet: reopened).digitalCard(forID: id))
        let session = try #require(try await card.pendingActivationSession)
        #expect(try await session.state() == .idvMethodNotSelected)
        #expect(try await session.getIDVMethodList().count == 3)
        try await session.select(idvID: "2")
        try await session.activate(withOTP: harness.latestOTP(for: id))
        #expect(try await card.state == .active)
        #expect(try await card.pendingActivationSession == nil)
    }

    @Test func wrongOTPsAbortTheActivationAndDeleteTheCard() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        guard
            case .approvedWithIDV(let id, let selector) = try await harness.digitize(
                TestPAN.mastercardYellow, in: wallet)
        else {
            Issue.record("no ID&V")
            return
        }
        let session = try await selector.select(idvID: "1")
        let reference = try harness.tokenReference(of: id)
        await #expect(throws: DigitizationError.incorrectOTP) { try await session.activate(withOTP: "000000x") }
        await #expect(throws: DigitizationError.incorrectOTP) { try await session.activate(withOTP: "000000y") }
        await #expect(throws: DigitizationError.incorrectOTPMaxTryExceeded) {
            try await session.activate(withOTP: "000000z")
        }
        #expect(await DigitalCardManager(wallet: wallet).digitalCard(forID: id) == nil)
        #expect(try harness.service.status(tokenUniqueReference: reference) == "DEACTIVATED")
        #expect(try await session.state() == .aborted)
    }

    @Test func cancellingIDVDeletesTheCardEverywhere() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        guard case .approvedWithIDV(let id, let selector) = try await harness.digitize(TestPAN.pureYellow, in: wallet)
        else {
            Issue.record("no ID&V")
            return
        }
        let reference = try harness.tokenReference(of: id)
        try await selector.cancel()
        #expect(await DigitalCardManager(wallet: wallet).digitalCard(forID: id) == nil)
        #expect(try harness.service.status(tokenUniqueReference: reference) == "DEACTIVATED")
    }

    @Test func anOTPBeforeChoosingAMethodOrForACallMethodIsRefused() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        guard case .approvedWithIDV(let id, let selector) = try await harness.digitize(TestPAN.visaYellow, in: wallet)
        else {
            Issue.record("no ID&V")
            return
        }
        let session = try #require(
            try await CardDigitizationService(wallet: wallet).getPendingCardActivationSession(forDigitalCardID: id))
        await #expect(throws: DigitizationError.idvMethodNotSelected) { try await session.activate(withOTP: "123456") }
        await #expect(throws: WalletError.self) { _ = try await selector.select(idvID: "3") }
        await #expect(throws: WalletError.self) { _ = try await selector.select(idvID: "9") }
    }

    @Test(arguments: [
        (TestPAN.ineligible, "123", EligibleError.fpanNotEligible),
        ("4242424242424242", "123", .unknownBIN),
        (TestPAN.visaGreen, "999", .incorrectCVV),
        ("4111111111111112", "123", .invalidCardData),
    ])
    func eligibilityRefusalsAreTyped(pan: String, cvc: String, expected: EligibleError) async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        await #expect(throws: expected) { _ = try await harness.digitize(pan, in: wallet, cvc: cvc) }
        #expect(try await DigitalCardManager(wallet: wallet).cardList.isEmpty)
    }

    @Test func aCardAlreadyInTheWalletIsRefusedUntilDeleted() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        await #expect(throws: EligibleError.cardAlreadyProvisionedInWallet) {
            _ = try await harness.digitize(TestPAN.mastercardGreen, in: wallet)
        }
        try await DigitalCardManager(wallet: wallet).manage(digitalCardID: id, action: .delete)
        _ = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
    }

    @Test func enrollmentIsOncePerInstallationAndRequiredToDigitize() async throws {
        let harness = try WalletHarness()
        let wallet = try harness.wallet()
        let enrollment = WalletSecureEnrollmentService(wallet: wallet)
        #expect(try await enrollment.isEnrolled() == false)
        await #expect(throws: WalletError.missingWalletSecureEnrollment) {
            _ = try await harness.digitize(TestPAN.visaGreen, in: wallet)
        }
        try await enrollment.enroll()
        let walletID = try SQLiteProbe(path: harness.directory + "/wallet.sqlite").string(
            "SELECT CAST(value AS TEXT) FROM meta WHERE key = 'wallet_id'")
        try await enrollment.enroll()
        try await WalletSecureEnrollmentService(wallet: harness.wallet()).enroll()
        #expect(
            try SQLiteProbe(path: harness.directory + "/wallet.sqlite").string(
                "SELECT CAST(value AS TEXT) FROM meta WHERE key = 'wallet_id'") == walletID)
        #expect(try await enrollment.contactlessPaymentEligibility() == .supported)
    }

    @Test func theTermsAreTheTokenServicesText() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let eligibility = try await CardDigitizationService(wallet: wallet).checkEligibility(
            FundingCard(number: TestPAN.pureGreen, expiry: "1230", securityCode: "123"))
        #expect(try await eligibility.termsAndConditions.content().contains("PURE digital card"))
    }
}
