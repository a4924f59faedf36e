import Foundation

/// Why a transaction refused a change: a 400 naming the state or amount that stands in the way.
struct TransactionRefusal: Error, Equatable {
    /// What is wrong and what to do.
    let message: String
    /// The pointer of the detail: `/amount` or `/transaction_id`.
    let pointer: String
    /// The detail's type, such as `invalid_state` or `amount_too_large`.
    let type: String

    /// The error answer: 400, `location` body for an amount, path for a state.
    var apiError: APIError {
        let location = pointer == "/transaction_id" ? "path" : "body"
        return APIError(
            status: 400, code: "bad_request", message: message,
            details: [.init(location: location, pointer: pointer, message: message, type: type)])
    }
}

/// The transaction state machine of the spec's statuses: an authorization is captured (fully or in
/// part, once) or voided; a capture is refunded up to what was captured; only a pending transaction
/// is cancelled.
///
/// ```
/// authorization_succeeded ─capture→ capture_succeeded ─refund…→ (refunded_amount ≤ captured_amount)
///          └──void→ authorization_voided
/// processing, buyer_approval_pending ─cancel→ authorization_voided
/// authorization_declined, authorization_failed: final
/// ```
extension TransactionRecord {
    /// Applies the outcome of the first authorization: approved (authorized, and captured too for the
    /// `capture` intent), declined or failed.
    mutating func authorize(_ outcome: TransactionOutcome, at date: Date) {
        updatedAt = date
        switch outcome.decision {
        case .approved:
            authorizedAmount = amount
            authorizedAt = date
            if intent == "capture" {
                status = .captureSucceeded
                capturedAmount = amount
                capturedAt = date
            } else {
                status = .authorizationSucceeded
            }
        case .declined: status = .authorizationDeclined
        case .failed: status = .authorizationFailed
        }
    }

    /// Captures `requested` (nil: everything authorized); the amount captured.
    mutating func capture(_ requested: Int?, at date: Date) throws(TransactionRefusal) -> Int {
        guard status == .authorizationSucceeded else {
            throw refusal("capture", hint: status == .captureSucceeded ? "it is already captured" : nil)
        }
        let amount = requested ?? authorizedAmount
        guard amount <= authorizedAmount else {
            throw TransactionRefusal(
                message: "The capture amount \(amount) is above the authorized amount \(authorizedAmount)",
                pointer: "/amount", type: "amount_too_large")
        }
        status = .captureSucceeded
        capturedAmount = amount
        capturedAt = date
        updatedAt = date
        return amount
    }

    /// Voids the authorization.
    mutating func void(at date: Date) throws(TransactionRefusal) {
        guard status == .authorizationSucceeded else {
            throw refusal("void", hint: status == .captureSucceeded ? "refund it instead" : nil)
        }
        status = .authorizationVoided
        voidedAt = date
        updatedAt = date
    }

    /// Cancels a pending transaction (`processing` or `buyer_approval_pending`); false, and nothing
    /// changed, for any other: an authorization is voided, a capture refunded.
    mutating func cancel(at date: Date) -> Bool {
        guard status == .processing || status == .buyerApprovalPending else { return false }
        status = .authorizationVoided
        canceledAt = date
        voidedAt = date
        updatedAt = date
        return true
    }

    /// What can still be refunded: captured and not yet refunded.
    var refundable: Int { capturedAmount - refundedAmount }

    /// Refunds `requested` (nil: everything refundable); the amount refunded.
    mutating func refund(_ requested: Int?, at date: Date) throws(TransactionRefusal) -> Int {
        guard status == .captureSucceeded, capturedAmount > 0 else { throw refusal("refund") }
        guard refundable > 0 else {
            throw TransactionRefusal(
                message: "The transaction \(id) is already refunded in full", pointer: "/transaction_id",
                type: "invalid_state")
        }
        let amount = requested ?? refundable
        guard amount <= refundable else {
            throw TransactionRefusal(
                message: "The refund amount \(amount) is above the \(refundable) captured and not yet refunded",
                pointer: "/amount", type: "amount_too_large")
        }
        refundedAmount += amount
        updatedAt = date
        return amount
    }

    private func refusal(_ action: String, hint: String? = nil) -> TransactionRefusal {
        let reason = hint.map { "; \($0)" } ?? ""
        return TransactionRefusal(
            message: "The transaction \(id) cannot be \(Self.participle(action)) in status \(status.rawValue)\(reason)",
            pointer: "/transaction_id", type: "invalid_state")
    }

    private static func participle(_ action: String) -> String {
        switch action {
        case "capture": "captured"
        case "void": "voided"
        default: "refunded"
        }
    }
}
