import DigitalWallet
import Foundation
import Sandbox
import Testing

@Suite struct PaymentKeyTests {
    @Test func singleUseKeysRunToZeroWhileReplenishmentIsUnreachableThenComeBack() async throws {
        let harness = try WalletHarness()
        let faulty = FaultyTransport(harness.transport)
        let wallet = try harness.wallet(transport: faulty)
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 8)
        faulty.set(.unreachable, on: "/credentials/")
        let payments = ContactlessPaymentSession(wallet: wallet)
        for left in stride(from: 7, through: 0, by: -1) {
            let result = try await payments.startPayment(withDigitalCardID: id, amount: 250)
            #expect(result.approved)
            let info = try await card.paymentKeyInfo
            #expect(info.numberOfPaymentsLeft == UInt(left))
            #expect(info.needsReplenishment == (left <= 3))
        }
        // With no key left the payment asks for a batch itself, and says the service cannot be reached.
        let error = await #expect(throws: WalletError.self) {
            _ = try await payments.startPayment(withDigitalCardID: id, amount: 250)
        }
        guard case .tokenServiceUnreachable? = error else {
            Issue.record("expected an unreachable token service, got \(String(describing: error))")
            return
        }
        faulty.set(.none)
        #expect(try await ReplenishmentService(wallet: wallet).replenish(digitalCardID: id) == 8)
        #expect(try await card.paymentKeyInfo.needsReplenishment == false)
    }

    @Test func reachingTheThresholdReplenishesAutomaticallyAfterAPayment() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.pureGreen, in: wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        let events = try await DigitalCardManager(wallet: wallet).events
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 6)
        let payments = ContactlessPaymentSession(wallet: wallet)
        for _ in 0..<3 { _ = try await payments.startPayment(withDigitalCardID: id, amount: 100) }
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 3)
        // At the threshold (2 left) a batch of 6 joins the 2 keys still usable.
        _ = try await payments.startPayment(withDigitalCardID: id, amount: 100)
        #expect(try await card.paymentKeyInfo.numberOfPaymentsLeft == 8)
        for await event in events {
            if case .replenished(id, let left) = event {
                #expect(left == 8)
                break
            }
        }
    }

    @Test func visaLimitedUseKeysThatExpiredWhileIdleAreReplenishedByThePaymentThatNeedsThem() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
        let fresh = try await card.paymentKeyInfo
        #expect(fresh.keyType == .limitedUseKey)
        #expect(fresh.numberOfPaymentsLeft == 10)
        let expiry = try #require(fresh.expiryDate)
        #expect(expiry == harness.clock.now.addingTimeInterval(7 * 86_400))
        harness.clock.advance(by: 8 * 86_400)
        let stale = try await card.paymentKeyInfo
        #expect(stale.numberOfPaymentsLeft == 0)
        #expect(stale.needsReplenishment)
        let payment = try await ContactlessPaymentSession(wallet: wallet).startPayment(
            withDigitalCardID: id, amount: 100)
        #expect(payment.approved)
        let renewed = try await card.paymentKeyInfo
        #expect(renewed.numberOfPaymentsLeft == 9)
        #expect(try #require(renewed.expiryDate) > harness.clock.now)
    }

    @Test func forcedReplenishmentAddsABatchUnforcedLeavesEnough() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 100)
        let service = ReplenishmentService(wallet: wallet)
        #expect(try await service.replenish(digitalCardID: id) == 7)
        #expect(try await service.replenish(digitalCardID: id, isForced: true) == 15)
    }

    @Test func paymentsAndReplenishmentAreRefusedUnlessActive() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let manager = DigitalCardManager(wallet: wallet)
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        try await manager.manage(digitalCardID: id, action: .suspend)
        await #expect(
            throws: WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: .suspended, operation: "pay")
        ) { _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 100) }
        await #expect(throws: WalletError.self) {
            try await ReplenishmentService(wallet: wallet).replenish(digitalCardID: id, isForced: true)
        }
        #expect(try await manager.digitalCard(forID: id)?.paymentKeyInfo.needsReplenishment == false)
    }

    @Test func badPaymentInputIsRefusedBeforeAKeyIsUsed() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        let payments = ContactlessPaymentSession(wallet: wallet)
        await #expect(throws: WalletError.self) {
            _ = try await payments.startPayment(withDigitalCardID: id, amount: 0)
        }
        await #expect(throws: WalletError.self) {
            _ = try await payments.startPayment(withDigitalCardID: id, amount: 5, currencyCode: "EURO")
        }
        await #expect(throws: WalletError.self) { _ = try await payments.startPayment(amount: 5) }
        await #expect(throws: WalletError.self) {
            _ = try await payments.startPayment(withDigitalCardID: id, amount: 5, auxiliary: true)
        }
        #expect(
            try await DigitalCardManager(wallet: wallet).digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft
                == 8)
    }

    @Test func historyListsTheTokenServicesRecordsNewestFirst() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        try await DigitalCardManager(wallet: wallet).digitalCard(forID: id)?.setDefault()
        let payments = ContactlessPaymentSession(wallet: wallet)
        _ = try await payments.startPayment(amount: 1_250, merchantName: "Bakery")
        harness.clock.advance(by: 60)
        _ = try await payments.startPayment(withDigitalCardID: id, amount: 399, currencyCode: "GBP")
        let records = try await TransactionHistoryService(wallet: wallet).records(forDigitalCardID: id)
        #expect(records.map(\.amount) == [399, 1_250])
        #expect(records.map(\.currencyCode) == ["GBP", "EUR"])
        #expect(records.map(\.status) == ["approved", "approved"])
        #expect(records.last?.merchantName == "Bakery")
    }
}
