import DigitalWallet
import Foundation
import Sandbox
import Testing

/// A call whose answer never arrives (or arrives garbled) leaves an intent, and the next wallet opened on the
/// same files finishes it: the token service replays what it did, or does it now (a payment is settled by
/// asking instead: see PaymentAttemptTests).
@Suite struct IntentTests {
    /// A harness, a wallet through a faulty transport, and an enrolled installation.
    private func faultyWallet(_ harness: WalletHarness) async throws -> (Wallet, FaultyTransport) {
        let faulty = FaultyTransport(harness.transport)
        let wallet = try harness.wallet(transport: faulty)
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        return (wallet, faulty)
    }

    private func unfinishedIntents(_ harness: WalletHarness) throws -> Int {
        try SQLiteProbe(path: harness.directory + "/wallet.sqlite").int("SELECT COUNT(*) FROM intents")
    }

    @Test(arguments: [FaultyTransport.Fault.answerLost, .unreachable, .garbage, .badGateway])
    func aDigitizationWithoutItsAnswerAddsTheCardAtTheNextOpen(fault: FaultyTransport.Fault) async throws {
        let harness = try WalletHarness()
        let (wallet, faulty) = try await faultyWallet(harness)
        faulty.set(fault, on: "/tokenize")
        await #expect(throws: WalletError.self) { _ = try await harness.digitize(TestPAN.mastercardGreen, in: wallet) }
        #expect(try unfinishedIntents(harness) == 1)
        let next = DigitalCardManager(wallet: try harness.wallet())
        let cards = try await next.cardList
        #expect(cards.count == 1)
        let card = try #require(cards.first)
        #expect(try await card.state == .active)
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 8)
        #expect(try unfinishedIntents(harness) == 0)
        #expect(
            try await ContactlessPaymentSession(wallet: next.wallet()).startPayment(
                withDigitalCardID: card.digitalCardID, amount: 100
            ).approved)
    }

    @Test func aPaymentWhoseAnswerIsLostIsReportedApprovedByAskingTheService() async throws {
        let harness = try WalletHarness()
        let (wallet, faulty) = try await faultyWallet(harness)
        let id = try await harness.activeCard(TestPAN.pureGreen, in: wallet)
        faulty.set(.answerLost, on: "/transact")
        let payment = try await ContactlessPaymentSession(wallet: wallet).startPayment(
            withDigitalCardID: id, amount: 100)
        #expect(payment.approved)
        #expect(try unfinishedIntents(harness) == 0)
        let next = try harness.wallet()
        let card = try #require(await DigitalCardManager(wallet: next).digitalCard(forID: id))
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 5)
        #expect(try await DigitalCardManager(wallet: next).recoveredPayments.isEmpty)
        let records = try await TransactionHistoryService(wallet: next).records(forDigitalCardID: id)
        #expect(records.map(\.id) == [payment.transactionID])
    }

    @Test func aPaymentTheServiceRefusedGivesItsKeyUseBack() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.pureGreen, in: wallet)
        let stale = await DigitalCardManager(wallet: wallet).digitalCard(forID: id)
        try harness.service.issuerAction(tokenUniqueReference: harness.tokenReference(of: id), action: .suspend)
        // The wallet has not seen the push yet, so it takes a key; the service refuses the payment (409).
        await #expect(throws: WalletError.self) {
            _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 100)
        }
        #expect(try await stale?.paymentKeyInfo.numberOfPaymentsLeft == 6)
        #expect(try unfinishedIntents(harness) == 0)
    }

    @Test func aReplenishmentWhoseAnswerIsLostIsFetchedAgainNotLost() async throws {
        let harness = try WalletHarness()
        let (wallet, faulty) = try await faultyWallet(harness)
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        faulty.set(.answerLost, on: "/credentials/")
        await #expect(throws: WalletError.self) {
            try await ReplenishmentService(wallet: wallet).replenish(digitalCardID: id, isForced: true)
        }
        let next = try harness.wallet()
        let card = try #require(await DigitalCardManager(wallet: next).digitalCard(forID: id))
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 16)
        for _ in 0..<12 {
            #expect(
                try await ContactlessPaymentSession(wallet: next).startPayment(withDigitalCardID: id, amount: 1)
                    .approved)
        }
    }

    @Test func aSuspensionWhoseAnswerIsLostIsAppliedByTheNextOpen() async throws {
        let harness = try WalletHarness()
        let (wallet, faulty) = try await faultyWallet(harness)
        let id = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        faulty.set(.answerLost, on: "/suspend")
        await #expect(throws: WalletError.self) {
            try await DigitalCardManager(wallet: wallet).manage(digitalCardID: id, action: .suspend)
        }
        let next = DigitalCardManager(wallet: try harness.wallet())
        #expect(try await next.digitalCard(forID: id)?.state == .suspended)
        try await next.manage(digitalCardID: id, action: .resume)
        #expect(try harness.service.status(tokenUniqueReference: harness.tokenReference(of: id)) == "ACTIVE")
    }
}
