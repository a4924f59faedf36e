import Foundation
import JOSE

extension Wallet {
    /// Asks the token service for new payment keys for an active card and stores what it sends.
    ///
    /// Unforced, the service sends keys only when the card is at or below its threshold. Returns the
    /// number of payments left afterwards.
    @discardableResult
    func replenish(_ id: String, forced: Bool) async throws -> UInt {
        let card = try store.existingCard(id)
        guard card.state == .active else {
            throw WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: card.state, operation: "replenish")
        }
        _ = try walletID()
        return try await exclusive(id) {
            let intent = try replenishIntent(card, forced: forced)
            try store.record(intent, at: now)
            return try await completeReplenish(intent)
        }
    }

    /// The intent of a replenishment of `card`, not yet recorded.
    func replenishIntent(_ card: CardRecord, forced: Bool) throws(WalletError) -> Intent {
        let requestID = requestID()
        return Intent(
            requestID: requestID, kind: .replenish, cardID: card.id, route: "/mdes/credentials/1/0/replenish",
            body: try Wire.encode(
                Wire.ReplenishRequest(requestId: requestID, tokenUniqueReference: card.tokenReference, forced: forced)))
    }

    /// Sends a replenishment intent and stores the keys it answers; returns the payments left.
    func completeReplenish(_ intent: Intent) async throws -> UInt {
        let answer = try await send(intent, as: Wire.Credentials.self)
        let keys = try answer.transactionCredentials.map { credential throws(WalletError) in
            guard let key = Data(base64Encoded: credential.key), key.count == 32 else {
                throw WalletError.tokenServiceInvalidResponse("a payment key is not 32 bytes of base64")
            }
            return WalletStore.IssuedKey(
                id: credential.credentialId, key: key, maxUses: credential.maxUses,
                expiresAt: credential.expiresAt.flatMap { try? Date($0, strategy: .iso8601) },
                auxiliary: credential.auxiliary)
        }
        try store.addKeys(
            of: intent.cardID, keys, threshold: answer.replenishThreshold, now: now, finishing: intent.requestID)
        let left = try store.paymentsLeft(of: intent.cardID, auxiliary: false, now: now).0
        if !keys.isEmpty { emit(.replenished(digitalCardID: intent.cardID, numberOfPaymentsLeft: left)) }
        return left
    }

    /// Replenishes an active card at or below its threshold; a failure leaves it for the next moment
    /// (start-up, a payment, becoming default, connectivity back), since the card still needs keys.
    func replenishIfNeeded(_ id: String) async {
        guard let info = try? paymentKeyInfo(id), info.needsReplenishment else { return }
        _ = try? await replenish(id, forced: false)
    }

    /// The payment key summary of a card.
    func paymentKeyInfo(_ id: String) throws -> DigitalCard.PaymentKeyInfo {
        let card = try store.existingCard(id)
        let (left, expiry) = try store.paymentsLeft(of: id, auxiliary: false, now: now)
        let auxiliary = card.auxiliaryScheme == nil ? nil : try store.paymentsLeft(of: id, auxiliary: true, now: now).0
        return DigitalCard.PaymentKeyInfo(
            numberOfPaymentsLeft: left, auxiliaryNumberOfPaymentsLeft: auxiliary,
            needsReplenishment: card.state == .active && left <= UInt(max(0, card.threshold)),
            keyType: card.keyType, expiryDate: card.keyType == .limitedUseKey ? expiry : nil)
    }

    /// Emulates a contactless payment: takes a key, computes its cryptogram and has the token service
    /// authorize it. Refused unless the card is active. When no usable key is left (all used, or expired
    /// while the card sat idle), the payment first fetches a new batch.
    func pay(_ id: String?, amount: Int, currencyCode: String, merchantName: String, auxiliary: Bool) async throws
        -> TransactionContext
    {
        guard amount > 0, currencyCode.count == 3, currencyCode.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw WalletError.invalidInput("Give a positive amount in minor units and a 3-letter currency code.")
        }
        guard let id = try id ?? store.cards().first(where: \.isDefault)?.id else {
            throw WalletError.invalidInput("There is no default card; name the card to pay with.")
        }
        let card = try store.existingCard(id)
        guard card.state == .active else {
            throw WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: card.state, operation: "pay")
        }
        guard !auxiliary || card.auxiliaryScheme != nil else {
            throw WalletError.invalidInput("Card \(id) is not co-badged; it has no auxiliary scheme.")
        }
        let context = try await exclusive(id) { () async throws -> TransactionContext in
            let make = { (key: WalletStore.TakenKey) throws -> Intent in
                try self.payIntent(
                    card, key: key, amount: amount, currencyCode: currencyCode, merchantName: merchantName,
                    auxiliary: auxiliary)
            }
            var intent = try store.takeKey(of: id, auxiliary: auxiliary, now: now, intent: make)
            if intent == nil {
                let replenishment = try replenishIntent(card, forced: true)
                try store.record(replenishment, at: now)
                _ = try await completeReplenish(replenishment)
                intent = try store.takeKey(of: id, auxiliary: auxiliary, now: now, intent: make)
            }
            guard let intent else { throw WalletError.noPaymentKeys(id) }
            return try await completePay(intent)
        }
        await replenishIfNeeded(id)
        return context
    }

    /// The intent of a payment with one use of `key`: its request carries the use's cryptogram.
    private func payIntent(
        _ card: CardRecord, key: WalletStore.TakenKey, amount: Int, currencyCode: String, merchantName: String,
        auxiliary: Bool
    ) throws -> Intent {
        let message = "\(card.tokenReference)|\(key.id)|\(key.atc)|\(amount)|\(currencyCode)"
        let cryptogram = Base64URL.encode(try KeyedHash.hmacSHA256(key: key.key, data: Data(message.utf8)))
        let requestID = requestID()
        let request = Wire.TransactRequest(
            requestId: requestID, tokenUniqueReference: card.tokenReference, credentialId: key.id, atc: key.atc,
            cryptogram: cryptogram, amount: amount, currencyCode: currencyCode, merchantName: merchantName,
            auxiliary: auxiliary)
        return Intent(
            requestID: requestID, kind: .pay, cardID: card.id, route: "/mdes/remotetransaction/1/0/transact",
            body: try Wire.encode(request),
            detail: PayDetail(keyID: key.id, atc: key.atc, amount: amount, currencyCode: currencyCode).text)
    }

    /// Sends a payment intent and finishes it with the service's decision.
    func completePay(_ intent: Intent) async throws -> TransactionContext {
        let answer = try await send(intent, as: Wire.Transacted.self)
        try store.finish(intent.requestID)
        let detail = PayDetail(intent.detail)
        let context = TransactionContext(
            digitalCardID: intent.cardID, transactionID: answer.transactionId, approved: answer.status == "APPROVED",
            amount: detail?.amount ?? 0, currencyCode: detail?.currencyCode ?? "")
        emit(
            .transactionRecorded(
                digitalCardID: intent.cardID, transactionID: context.transactionID, approved: context.approved))
        return context
    }
}
