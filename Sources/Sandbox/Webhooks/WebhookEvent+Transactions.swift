import Foundation
import TesseraCore

/// The webhook events of a transaction's change, by its status before and after (webhooks facts §4).
///
/// Gr4vy's docs name the events but not the rule that picks them; the emulator's rule (inferred, by the
/// names): the status a change reaches names the event — `authorization_succeeded` →
/// `transaction.authorized`, `capture_succeeded` → `transaction.captured` (a partial capture too),
/// `capture_pending` → `transaction.capture-pending`, `authorization_voided` → `transaction.voided`,
/// `authorization_void_pending` → `transaction.void-pending`, `authorization_declined` →
/// `transaction.declined`, `authorization_failed` → `transaction.failed`, `buyer_approval_pending` →
/// `transaction.authentication-pending`. A new transaction paid after a successful 3-D Secure
/// authentication sends `transaction.authenticated` first. A change that keeps the status but changes the
/// transaction (`PUT /transactions/{id}`) sends `transaction.modified`; a refund sends `refund.succeeded`
/// with the refund as its target, and nothing for the transaction. A refused change sends nothing.
extension WebhookEvent {
    /// The event name of reaching `status`, or nil for `processing`.
    static func name(reaching status: TransactionStatus) -> String? {
        switch status {
        case .processing: nil
        case .authorizationSucceeded: "transaction.authorized"
        case .authorizationDeclined: "transaction.declined"
        case .authorizationFailed: "transaction.failed"
        case .authorizationVoided: "transaction.voided"
        case .authorizationVoidPending: "transaction.void-pending"
        case .captureSucceeded: "transaction.captured"
        case .capturePending: "transaction.capture-pending"
        case .buyerApprovalPending: "transaction.authentication-pending"
        }
    }

    /// The names of the events a new `transaction` sends.
    static func names(created transaction: TransactionRecord) -> [String] {
        let authenticated = transaction.details["three_d_secure"]?["status"]?.string == "complete"
        return (authenticated ? ["transaction.authenticated"] : [])
            + [name(reaching: transaction.status)].compactMap { $0 }
    }

    /// The names of the events the change of `before` into `after` sends; `refunded` says it was a refund.
    static func names(changed before: TransactionRecord, to after: TransactionRecord, refunded: Bool) -> [String] {
        if refunded { return ["refund.succeeded"] }
        if before.status != after.status || before.capturedAmount != after.capturedAmount,
            let name = name(reaching: after.status)
        {
            return [name]
        }
        return before == after ? [] : ["transaction.modified"]
    }
}

extension SandboxEnvironment {
    /// The webhook events of `after`, new (`before` nil) or changed from `before`; `refund` is the refund
    /// the change made. Each is stamped with the transaction's `updated_at`. `encoded` is `after.json` as
    /// ``CompactJSON`` when the caller already has it (the answer of a new transaction): it is not written again.
    func webhookEvents(
        before: TransactionRecord?, after: TransactionRecord, refund: RefundRecord?, encoded: Data? = nil
    ) -> [WebhookEvent] {
        let names =
            before.map { WebhookEvent.names(changed: $0, to: after, refunded: refund != nil) }
            ?? WebhookEvent.names(created: after)
        var transaction = encoded
        return names.map { name in
            let target: Data
            if name.hasPrefix("refund.") {
                target = (refund?.json(of: after) ?? .null).compactData
            } else {
                target = transaction ?? after.json.compactData
                transaction = target
            }
            return WebhookEvent(
                id: makeID().uuidString.lowercased(), name: name, createdAt: after.updatedAt,
                merchantAccountID: after.merchantAccountID, target: target)
        }
    }
}
