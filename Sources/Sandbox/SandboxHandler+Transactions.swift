import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// `POST /transactions`: authorizes (and for the `capture` intent captures) the amount with a card,
    /// a stored payment method or a checkout session; 201 with the transaction, declined or not.
    ///
    /// The outcome is scripted by the card and the amount (``TransactionOutcome``). A checkout session
    /// pays once, carrying its 3-D Secure outcome; `store: true` keeps the card for the buyer.
    func createTransaction(_ request: HTTPRequest) throws -> HTTPResponse {
        let account = try Self.merchantAccount(request)
        let body = try Self.bodyObject(request)
        return try idempotent(request, account: account, body: body) { claim in
            var validator = Validator(location: "body")
            let fields = TransactionCreateFields(body, &validator)
            let payment = try resolvePayment(body["payment_method"], account: account, fields: fields, &validator)
            try validator.check()
            guard let payment, let amount = fields.amount, let currency = fields.currency else {
                throw APIError.validation(validator.details)
            }
            let now = environment.clock.now()
            var transaction = TransactionRecord(
                id: environment.makeID().uuidString.lowercased(), merchantAccountID: account, createdAt: now,
                intent: fields.intent, amount: amount, currency: currency)
            let outcome = TransactionOutcome.of(card: payment.testCard, amount: amount)
            transaction.authorize(outcome, at: now)
            transaction.buyerID = payment.buyer?.id
            transaction.buyerExternalIdentifier = payment.buyer?.externalIdentifier
            transaction.checkoutSessionID = payment.sessionID
            transaction.externalIdentifier = fields.externalIdentifier
            transaction.metadata = fields.metadata
            let stored = try storeIfAsked(payment, account: account, fields: fields, at: now)
            transaction.paymentMethodID = stored?.id ?? (payment.isStored ? payment.method.id : nil)
            transaction.details = fields.echoed
            transaction.details.merge(
                try paymentDetails(
                    payment, method: stored ?? payment.method, isStored: stored != nil || payment.isStored,
                    outcome: outcome, transaction: transaction)
            ) { _, new in new }
            let events =
                [event(for: outcome, transaction)]
                + (transaction.capturedAmount > 0
                    ? [
                        event("payment-connector-response-transaction-capture-succeeded", transaction)
                    ] : [])
            let response = (status: 201, body: transaction.json.compactData)
            switch try store.insert(
                transaction, events: events, claim: claim, response: response, environment: environment)
            {
            case .inserted: return Self.json(201, encoded: response.body)
            case .sessionGone: throw Self.unknownSession(payment.sessionID ?? "")
            case .sessionUsed(let other): throw Self.sessionUsed(payment.sessionID ?? "", by: other)
            }
        }
    }

    /// With `store: true`, keeps the card paid with for the buyer in `account`: a card given in full is
    /// stored (or its stored twin reused); a stored method without a buyer is given to the buyer. Nil when
    /// nothing changed.
    private func storeIfAsked(
        _ payment: TransactionPayment, account: String, fields: TransactionCreateFields, at date: Date
    ) throws -> StoredPaymentMethod? {
        guard fields.store else { return nil }
        if let card = payment.card {
            let method = payment.method
            return try store.store(
                card: method.fingerprint ?? "", expirationDate: card.expiry, account: account,
                buyerID: payment.buyer?.id, at: date
            ) { method }
        }
        if let buyer = payment.buyer, payment.isStored, payment.method.buyerID == nil {
            try store.assign(methodID: payment.method.id, account: account, to: buyer.id)
        }
        return nil
    }

    /// The members a transaction fixes at creation from its payment and outcome.
    private func paymentDetails(
        _ payment: TransactionPayment, method: StoredPaymentMethod, isStored: Bool, outcome: TransactionOutcome,
        transaction: TransactionRecord
    ) throws -> [String: JSONValue] {
        let approved = outcome.decision == .approved
        let challenge = try payment.threeDSecure?["acs_transaction_id"]?.string.flatMap {
            try store.threeDSChallenge(acsTransactionID: $0)
        }
        let cavv = Data(withUnsafeBytes(of: environment.makeID().uuid) { Array($0) } + [0, 0, 0, 0])
        return [
            "payment_method": method.transactionSummary(stored: isStored),
            "method": "card", "instrument_type": "pan", "payment_service": Self.mockCardService,
            "buyer": payment.buyer?.transactionJSON ?? payment.guestBuyer ?? .null,
            "three_d_secure": TransactionThreeDSecure.summary(
                payment.threeDSecure, challenge: challenge, scheme: method.scheme, amount: transaction.amount,
                dsTransactionID: environment.makeID().uuidString.lowercased(), cavv: cavv.base64EncodedString()),
            "intent_outcome": approved ? "succeeded" : "failed",
            "error_code": .string(outcome.errorCode), "raw_response_code": .string(outcome.responseCode),
            "raw_response_description": .string(outcome.responseDescription),
            "auth_response_code": .null, "iso_response_code": .string(outcome.responseCode),
            "avs_response_code": approved ? .string(outcome.avs) : .null,
            "cvv_response_code": approved
                ? .string(outcome.cvvCode(securityCodeGiven: payment.securityCodeGiven)) : .null,
            "scheme_transaction_id": .null,
        ]
    }

    /// The payment service every emulated transaction goes to: Gr4vy's mock card connector.
    static let mockCardService: JSONValue = [
        "type": "payment-service", "id": "46973e9d-88a7-44a6-abfe-be4ff0134ff4",
        "payment_service_definition_id": "mock-card", "method": "card", "display_name": "Mock Card",
    ]

    /// The connector event of an authorization's outcome.
    private func event(for outcome: TransactionOutcome, _ transaction: TransactionRecord) -> TransactionEventRecord {
        switch outcome.decision {
        case .approved: event("payment-connector-response-transaction-authorization-succeeded", transaction)
        case .declined: event("payment-connector-response-transaction-declined", transaction)
        case .failed: event("payment-connector-response-transaction-authorization-failed", transaction)
        }
    }

    /// An event named `name` about `transaction` as it now stands.
    func event(_ name: String, _ transaction: TransactionRecord, amount: Int? = nil) -> TransactionEventRecord {
        TransactionEventRecord(
            id: environment.makeID().uuidString.lowercased(), transactionID: transaction.id,
            createdAt: transaction.updatedAt, name: name,
            context: [
                "status": .string(transaction.status.rawValue), "amount": .integer(Int64(amount ?? transaction.amount)),
                "currency": .string(transaction.currency),
                "payment_service_id": Self.mockCardService["id"] ?? .null,
            ])
    }

    static func sessionUsed(_ id: String, by transaction: String) -> APIError {
        var error = APIError.duplicate(
            "The checkout session \(id) already paid for a transaction; create a new session",
            pointer: "/payment_method/id")
        error.resourceID = transaction
        return error
    }
}

extension StoredPaymentMethod {
    /// The spec's `TransactionPaymentMethod`; `stored` says whether the method has an id to show.
    func transactionSummary(stored: Bool) -> JSONValue {
        [
            "type": "payment-method", "id": stored ? .string(id) : .null, "method": .string(method),
            "mode": .string(method), "scheme": .string(scheme), "label": .string(last4),
            "expiration_date": .string(expirationDate), "fingerprint": .string(fingerprint),
            "country": .string(country), "currency": .string(currency),
            "details": ["bin": .string(bin), "card_type": .string(cardType), "card_issuer_name": .string(issuerName)],
            "approval_url": .null, "approval_target": .null, "external_identifier": .null, "last_replaced_at": .null,
            "payment_account_reference": .null,
        ]
    }
}

extension BuyerRecord {
    /// The spec's `TransactionBuyer`.
    var transactionJSON: JSONValue {
        [
            "type": "buyer", "id": .string(id), "reconciliation_id": .string(Self.reconciliationID(id)),
            "external_identifier": .string(externalIdentifier), "display_name": .string(displayName),
            "account_number": .string(accountNumber), "billing_details": billingDetails ?? .null,
        ]
    }
}
