import DigitalWallet
import Foundation
import Sandbox
import Testing

/// The person's attempt is the unit: a payment whose outcome its command did not report is settled by asking
/// the token service, never sent again behind their back; what the service did is announced once; a retry
/// of the same payment is never charged twice; a payment reported as not made is never charged.
@Suite struct PaymentAttemptTests {
    /// A harness, its enrolled wallet behind a faulty transport, and a PURE card (six single-use keys).
    private func setUp() async throws -> (WalletHarness, FaultyTransport, Wallet, String) {
        let harness = try WalletHarness()
        let faulty = FaultyTransport(harness.transport)
        let wallet = try harness.wallet(transport: faulty)
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        let id = try await harness.activeCard(TestPAN.pureGreen, in: wallet)
        return (harness, faulty, wallet, id)
    }

    private func pay(
        _ wallet: Wallet, _ id: String, amount: Int = 4_242, isNewPayment: Bool = false
    ) async throws -> TransactionContext {
        try await ContactlessPaymentSession(wallet: wallet).startPayment(
            withDigitalCardID: id, amount: amount, isNewPayment: isNewPayment)
    }

    /// The transactions the service recorded for the card, by status.
    private func charges(_ harness: WalletHarness, _ id: String) async throws -> [String] {
        try await TransactionHistoryService(wallet: harness.wallet()).records(forDigitalCardID: id).map(\.status)
    }

    private func outcomeUnknown(_ error: any Error) -> Bool {
        guard case .paymentOutcomeUnknown("42.42 EUR")? = error as? WalletError else { return false }
        let message = "\(error)"
        return message.contains("not known yet") && message.contains("never charges twice")
    }

    @Test func aPaymentKilledBeforeItsSendIsCancelledAtTheNextOpenAndAnnouncedOnce() async throws {
        let (harness, faulty, wallet, id) = try await setUp()
        // Neither the payment nor the question about it gets through: for the store, a kill before the send.
        faulty.set(.unreachable, on: "/remotetransaction/")
        await #expect(performing: { _ = try await pay(wallet, id) }, throws: outcomeUnknown)
        let next = DigitalCardManager(wallet: try harness.wallet())
        let recovered = try await next.recoveredPayments
        #expect(recovered.map(\.outcome) == [.cancelled])
        #expect(recovered.first?.description.contains("42.42 EUR on card …0012 never reached") == true)
        #expect(try await next.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft == 6)
        try await next.acknowledge(recovered)
        #expect(try await DigitalCardManager(wallet: harness.wallet()).recoveredPayments.isEmpty)
        #expect(try await charges(harness, id).isEmpty)
        // The retry is the one charge.
        #expect(try await pay(next.wallet(), id).earlierAttemptDate == nil)
        #expect(try await charges(harness, id) == ["approved"])
    }

    @Test func aPaymentKilledAfterTheServiceCommittedIsAnnouncedAndItsRetryIsNotChargedAgain() async throws {
        let (harness, faulty, wallet, id) = try await setUp()
        faulty.set(.answerLost, on: "/transact")
        faulty.add(.unreachable, on: "/resolve")
        await #expect(performing: { _ = try await pay(wallet, id) }, throws: outcomeUnknown)
        let next = try harness.wallet()
        let manager = DigitalCardManager(wallet: next)
        let recovered = try #require(try await manager.recoveredPayments.first)
        let approved = try await TransactionHistoryService(wallet: next).records(forDigitalCardID: id)
        #expect(approved.map(\.status) == ["approved"])
        #expect(recovered.outcome == .approved)
        #expect(recovered.transactionID == approved.first?.id)
        #expect(
            recovered.description
                == "An interrupted payment of 42.42 EUR on card …0012 was approved at "
                + "\(harness.clock.now.formatted(.iso8601)) (transaction \(approved.first?.id ?? ""))."
        )
        // Still kept: no command has shown it.
        #expect(try await DigitalCardManager(wallet: harness.wallet()).recoveredPayments == [recovered])
        try await manager.acknowledge([recovered])
        let retry = try await pay(next, id)
        #expect(retry.approved && retry.transactionID == recovered.transactionID)
        #expect(retry.earlierAttemptDate == recovered.date)
        #expect(try await charges(harness, id) == ["approved"])
        #expect(try await manager.recoveredPayments.isEmpty)
        // A new payment of the same amount, on purpose.
        let second = try await pay(next, id, isNewPayment: true)
        #expect(second.approved && second.transactionID != recovered.transactionID)
        #expect(try await charges(harness, id) == ["approved", "approved"])
    }

    @Test func aRetryAfterTheRetryWindowIsANewPayment() async throws {
        let (harness, faulty, wallet, id) = try await setUp()
        faulty.set(.answerLost, on: "/transact")
        faulty.add(.unreachable, on: "/resolve")
        await #expect(performing: { _ = try await pay(wallet, id) }, throws: outcomeUnknown)
        let next = try harness.wallet()
        #expect(try await DigitalCardManager(wallet: next).recoveredPayments.count == 1)
        harness.clock.advance(by: Wallet.retryWindow + 1)
        #expect(try await pay(next, id).earlierAttemptDate == nil)
        #expect(try await charges(harness, id) == ["approved", "approved"])
    }

    @Test(arguments: [FaultyTransport.Fault.serverError, .unreachable, .garbage, .badGateway])
    func aSendThatFailsBeforeTheServiceIsReportedAsNotMadeAndNeverCharged(fault: FaultyTransport.Fault)
        async throws
    {
        let (harness, faulty, wallet, id) = try await setUp()
        faulty.set(fault, on: "/transact")
        await #expect {
            _ = try await pay(wallet, id)
        } throws: { error in
            guard case .paymentNotMade("42.42 EUR", _)? = error as? WalletError else { return false }
            return "\(error)".contains("nothing was charged")
        }
        faulty.set(.none)
        let next = DigitalCardManager(wallet: try harness.wallet())
        #expect(try await next.recoveredPayments.isEmpty)
        #expect(try await next.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft == 6)
        #expect(try await charges(harness, id).isEmpty)
    }

    @Test func aPaymentWhoseAnswerIsGarbledAfterTheServiceCommittedIsReportedApproved() async throws {
        let (harness, faulty, wallet, id) = try await setUp()
        faulty.set(.answerLost, on: "/transact")
        let payment = try await pay(wallet, id)
        #expect(payment.approved && payment.earlierAttemptDate == nil)
        #expect(try await charges(harness, id) == ["approved"])
        #expect(try await DigitalCardManager(wallet: harness.wallet()).recoveredPayments.isEmpty)
    }

    @Test func aRetryWhileTheServiceCannotBeAskedReusesTheRequestIDAndChargesOnce() async throws {
        let (harness, faulty, wallet, id) = try await setUp()
        faulty.set(.unreachable, on: "/remotetransaction/")
        await #expect(performing: { _ = try await pay(wallet, id) }, throws: outcomeUnknown)
        // The service is back for payments but cannot be asked: the retry sends the same request again.
        faulty.set(.unreachable, on: "/resolve")
        let retry = try await pay(wallet, id)
        #expect(retry.approved)
        faulty.set(.none)
        let next = DigitalCardManager(wallet: try harness.wallet())
        #expect(try await next.recoveredPayments.isEmpty)
        #expect(try await charges(harness, id) == ["approved"])
        #expect(try await next.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft == 5)
    }

    @Test func aPaymentInFlightIsLeftToItsSender() async throws {
        let (harness, _, _, id) = try await setUp()
        let gate = GatedTransport(harness.transport, holding: "/transact")
        let sender = try harness.wallet(transport: gate)
        let paying = Task { try await pay(sender, id) }
        await gate.waitUntilHeld()
        // Another wallet on the same files reconciles while the payment is on its way.
        let other = DigitalCardManager(wallet: try harness.wallet())
        #expect(try await other.recoveredPayments.isEmpty)
        gate.release()
        #expect(try await paying.value.approved)
        #expect(try await charges(harness, id) == ["approved"])
    }

    /// Pays with the outcome held, in a wallet that is closed before the outcome is acknowledged (as a process
    /// killed before printing it).
    private func payAndClose(_ harness: WalletHarness, _ id: String) async throws -> TransactionContext {
        let payer = try harness.wallet()
        let paid = try await ContactlessPaymentSession(wallet: payer).startPayment(
            withDigitalCardID: id, amount: 4_242, holdsOutcomeUntilAcknowledged: true)
        // While its payer lives, another wallet on the same files leaves the outcome to it.
        #expect(try await DigitalCardManager(wallet: harness.wallet()).recoveredPayments.isEmpty)
        return paid
    }

    @Test func anApprovalTheCallerNeverShowedIsAnnouncedAndAnswersTheRetry() async throws {
        let (harness, _, _, id) = try await setUp()
        let paid = try await payAndClose(harness, id)
        let next = try harness.wallet()
        let recovered = try await DigitalCardManager(wallet: next).recoveredPayments
        #expect(recovered.map(\.transactionID) == [paid.transactionID])
        let retry = try await pay(next, id)
        #expect(retry.transactionID == paid.transactionID && retry.earlierAttemptDate != nil)
        #expect(try await charges(harness, id) == ["approved"])
    }

    @Test func anAcknowledgedApprovalIsNeitherAnnouncedNorTheAnswerToTheNextPayment() async throws {
        let (harness, _, wallet, id) = try await setUp()
        let session = ContactlessPaymentSession(wallet: wallet)
        let paid = try await session.startPayment(
            withDigitalCardID: id, amount: 4_242, holdsOutcomeUntilAcknowledged: true)
        try await session.acknowledge(paid)
        let next = try harness.wallet()
        #expect(try await DigitalCardManager(wallet: next).recoveredPayments.isEmpty)
        #expect(try await pay(next, id).transactionID != paid.transactionID)
        #expect(try await charges(harness, id) == ["approved", "approved"])
    }
}
