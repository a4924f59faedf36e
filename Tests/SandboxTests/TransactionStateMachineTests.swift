import Foundation
import Testing

@testable import Sandbox

/// The transaction state machine on its own: captures, voids and refunds against the amounts.
@Suite struct TransactionStateMachineTests {
    static let now = Date(timeIntervalSince1970: 1_795_953_600)

    static func authorized(_ amount: Int = 1000) -> TransactionRecord {
        var transaction = TransactionRecord(
            id: "t", merchantAccountID: "default", createdAt: now, intent: "authorize", amount: amount, currency: "EUR")
        transaction.authorize(.approved, at: now)
        return transaction
    }

    /// (capture requested, captured or nil when refused, status after).
    static let captures: [(Int?, Int?, TransactionStatus)] = [
        (nil, 1000, .captureSucceeded), (1000, 1000, .captureSucceeded), (400, 400, .captureSucceeded),
        (0, 0, .captureSucceeded), (1001, nil, .authorizationSucceeded),
    ]

    @Test(arguments: 0..<captures.count)
    func captureIsBoundedByTheAuthorizedAmount(index: Int) {
        let (requested, captured, status) = Self.captures[index]
        var transaction = Self.authorized()
        let result = try? transaction.capture(requested, at: Self.now)
        #expect(result == captured)
        #expect(transaction.status == status)
        #expect(transaction.capturedAmount == (captured ?? 0))
    }

    @Test func declinedAndFailedAuthorizationsHoldNothingAndCannotBeCaptured() {
        for (outcome, status) in [
            (TransactionOutcome.insufficientFunds, TransactionStatus.authorizationDeclined),
            (.failed, .authorizationFailed),
        ] {
            var transaction = TransactionRecord(
                id: "t", merchantAccountID: "default", createdAt: Self.now, intent: "authorize", amount: 10,
                currency: "EUR")
            transaction.authorize(outcome, at: Self.now)
            #expect(transaction.status == status)
            #expect(transaction.authorizedAmount == 0)
            #expect(throws: TransactionRefusal.self) { try transaction.capture(nil, at: Self.now) }
            #expect(throws: TransactionRefusal.self) { try transaction.void(at: Self.now) }
        }
    }

    @Test func theCaptureIntentCapturesAtOnce() {
        var transaction = TransactionRecord(
            id: "t", merchantAccountID: "default", createdAt: Self.now, intent: "capture", amount: 700, currency: "EUR")
        transaction.authorize(.approved, at: Self.now)
        #expect(transaction.status == .captureSucceeded)
        #expect((transaction.authorizedAmount, transaction.capturedAmount) == (700, 700))
        #expect(transaction.capturedAt == Self.now)
    }

    @Test func aVoidedAuthorizationCannotBeCapturedOrRefunded() throws {
        var transaction = Self.authorized()
        try transaction.void(at: Self.now)
        #expect(transaction.status == .authorizationVoided)
        #expect(transaction.voidedAt == Self.now)
        let refusal = try #require(throws: TransactionRefusal.self) { try transaction.capture(nil, at: Self.now) }
        #expect(refusal.message.contains("authorization_voided"))
        #expect(throws: TransactionRefusal.self) { try transaction.refund(nil, at: Self.now) }
        #expect(throws: TransactionRefusal.self) { try transaction.void(at: Self.now) }
    }

    @Test func aCaptureIsNotVoidedAndIsCapturedOnce() throws {
        var transaction = Self.authorized()
        _ = try transaction.capture(600, at: Self.now)
        let void = try #require(throws: TransactionRefusal.self) { try transaction.void(at: Self.now) }
        #expect(void.message.contains("refund it instead"))
        #expect(throws: TransactionRefusal.self) { try transaction.capture(100, at: Self.now) }
    }

    @Test func refundsAddUpToAtMostWhatWasCaptured() throws {
        var transaction = Self.authorized()
        _ = try transaction.capture(600, at: Self.now)
        #expect(try transaction.refund(250, at: Self.now) == 250)
        let over = try #require(throws: TransactionRefusal.self) { try transaction.refund(351, at: Self.now) }
        #expect(over.pointer == "/amount")
        #expect(transaction.refundedAmount == 250)
        #expect(try transaction.refund(nil, at: Self.now) == 350)
        #expect(transaction.refundedAmount == 600)
        #expect(throws: TransactionRefusal.self) { try transaction.refund(1, at: Self.now) }
        #expect(transaction.status == .captureSucceeded)
    }

    @Test(arguments: TransactionStatus.allCases)
    func onlyAPendingTransactionIsCancelled(status: TransactionStatus) {
        var transaction = Self.authorized()
        transaction.status = status
        let pending = status == .processing || status == .buyerApprovalPending
        #expect(transaction.cancel(at: Self.now) == pending)
        #expect(transaction.status == (pending ? .authorizationVoided : status))
        #expect(transaction.canceledAt == (pending ? Self.now : nil))
    }
}
