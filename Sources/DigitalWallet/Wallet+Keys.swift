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
    ///
    /// The user's attempt is the unit. A retry of an interrupted payment (same card, amount, currency,
    /// merchant and scheme within ``retryWindow``) gets that payment's outcome — the service's answer to its
    /// request id — instead of a second charge, unless `newPayment`. When the send fails without a refusal
    /// (no answer, a server error, a garbled answer) the payment is settled at once by asking the service:
    /// its outcome is returned, or ``WalletError/paymentNotMade(amount:reason:)`` when the service never got
    /// it (now it never will), or ``WalletError/paymentOutcomeUnknown(amount:)`` when the service cannot be
    /// asked (the next operation asks again).
    ///
    /// With `holding`, an approval is kept as an interrupted payment until ``acknowledge(payment:)``: the
    /// caller shows the outcome only after this returns, and a process killed before that has it announced
    /// by the next one (and its retry answered with it) instead of lost.
    func pay(
        _ id: String?, amount: Int, currencyCode: String, merchantName: String, auxiliary: Bool, newPayment: Bool,
        holding: Bool
    ) async throws -> TransactionContext {
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
        guard !store.isReadOnly else { throw WalletError.storeReadOnly(path: store.path) }
        let context = try await exclusive(id) { () async throws -> TransactionContext in
            if !newPayment,
                let earlier = try await retry(
                    of: card, amount: amount, currencyCode: currencyCode, merchantName: merchantName,
                    auxiliary: auxiliary, holding: holding)
            {
                return earlier
            }
            let requestID = requestID()
            let lock = try PaymentLock(directory: paymentLocks, requestID: requestID)
            let make = { (key: WalletStore.TakenKey) throws -> Intent in
                try self.payIntent(
                    card, requestID: requestID, key: key, amount: amount, currencyCode: currencyCode,
                    merchantName: merchantName, auxiliary: auxiliary)
            }
            var intent = try store.takeKey(of: id, auxiliary: auxiliary, now: now, intent: make)
            if intent == nil {
                let replenishment = try replenishIntent(card, forced: true)
                try store.record(replenishment, at: now)
                _ = try await completeReplenish(replenishment)
                intent = try store.takeKey(of: id, auxiliary: auxiliary, now: now, intent: make)
            }
            guard let intent else {
                lock.release()
                throw WalletError.noPaymentKeys(id)
            }
            return try await completePay(intent, holding: holding, lock: lock)
        }
        await replenishIfNeeded(id)
        return context
    }

    /// The outcome of an interrupted attempt of the same payment, if there is one within ``retryWindow``: an
    /// approval already settled, or an attempt not yet settled, sent again with its request id (the service
    /// answers its first outcome, or carries it out now if it never got it — once).
    private func retry(
        of card: CardRecord, amount: Int, currencyCode: String, merchantName: String, auxiliary: Bool, holding: Bool
    ) async throws -> TransactionContext? {
        let approvals = {
            try self.store.approvedRecoveries(
                card: card.id, amount: amount, currencyCode: currencyCode, merchantName: merchantName,
                auxiliary: auxiliary, now: self.now)
        }
        let unheld = try approvals().first { !PaymentLock.isHeld(directory: paymentLocks, requestID: $0.id) }
        // Read again: a sender forgets its shown outcome before it lets go of the lock.
        if let approved = unheld, try approvals().contains(approved) {
            return TransactionContext(
                paymentID: approved.id, digitalCardID: card.id, transactionID: approved.transactionID ?? "",
                approved: true, amount: amount, currencyCode: currencyCode, earlierAttemptDate: approved.date)
        }
        let earlier = try store.pendingPayments().first { payment in
            let request = payment.request
            return payment.intent.cardID == card.id && request.amount == amount
                && request.currencyCode == currencyCode && request.merchantName == merchantName
                && request.auxiliary == auxiliary && payment.createdAt.addingTimeInterval(Self.retryWindow) > now
                && !PaymentLock.isHeld(directory: paymentLocks, requestID: payment.intent.requestID)
        }
        guard let earlier else { return nil }
        let lock = try PaymentLock(directory: paymentLocks, requestID: earlier.intent.requestID)
        // Read again under its lock: the list was read before, and its own sender may since have settled it and let
        // go of the lock. Such a payment is another attempt's, already shown; this one is new.
        guard try store.hasIntent(earlier.intent.requestID) else {
            lock.release()
            return nil
        }
        return try await completePay(earlier.intent, holding: holding, lock: lock)
    }

    /// The intent of a payment with one use of `key`: its request carries the use's cryptogram.
    private func payIntent(
        _ card: CardRecord, requestID: String, key: WalletStore.TakenKey, amount: Int, currencyCode: String,
        merchantName: String, auxiliary: Bool
    ) throws -> Intent {
        let message = "\(card.tokenReference)|\(key.id)|\(key.atc)|\(amount)|\(currencyCode)"
        let cryptogram = Base64URL.encode(try KeyedHash.hmacSHA256(key: key.key, data: Data(message.utf8)))
        let request = Wire.TransactRequest(
            requestId: requestID, tokenUniqueReference: card.tokenReference, credentialId: key.id, atc: key.atc,
            cryptogram: cryptogram, amount: amount, currencyCode: currencyCode, merchantName: merchantName,
            auxiliary: auxiliary)
        return Intent(
            requestID: requestID, kind: .pay, cardID: card.id, route: "/mdes/remotetransaction/1/0/transact",
            body: try Wire.encode(request),
            detail: PayDetail(keyID: key.id, atc: key.atc, amount: amount, currencyCode: currencyCode).text)
    }

    /// Sends a payment intent and settles it with the service's decision, then releases its `lock` (with
    /// `holding`, an approval keeps it until ``acknowledge(payment:)``). When the send fails without a refusal,
    /// the service is asked what it did (see ``pay(_:amount:currencyCode:merchantName:auxiliary:newPayment:holding:)``).
    /// The decision is reported even when the store cannot record it: the intent then stays, and the next
    /// operation settles it the same way.
    private func completePay(_ intent: Intent, holding: Bool, lock: PaymentLock) async throws -> TransactionContext {
        var held = false
        defer { if !held { lock.release() } }
        let request = try JSONDecoder().decode(Wire.TransactRequest.self, from: intent.body)
        let payment = WalletStore.PendingPayment(intent: intent, request: request, createdAt: now)
        let resolution: Wire.Resolution
        do {
            let answer = try await send(intent, as: Wire.Transacted.self)
            resolution = Wire.Resolution(status: answer.status, transactionId: answer.transactionId)
        } catch {
            guard error.leavesOutcomeUnknown else { throw error }
            guard let asked = try? await resolve(payment) else {
                throw WalletError.paymentOutcomeUnknown(amount: MinorUnits.text(request.amount, request.currencyCode))
            }
            resolution = asked
            if resolution.status == "CANCELLED" {
                _ = try? settle(payment, resolution, announcing: false)
                throw WalletError.paymentNotMade(
                    amount: MinorUnits.text(request.amount, request.currencyCode), reason: error.description)
            }
        }
        let holds = holding && resolution.status == "APPROVED"
        // The service's answer stands even when the store cannot record it (the next operation does).
        let settled = try? settle(payment, resolution, announcing: holds)
        guard let context = settled ?? Self.transaction(payment, resolution) else {
            throw WalletError.tokenServiceInvalidResponse("a payment was answered without its transaction")
        }
        if holds, settled != nil {
            reportLocks[intent.requestID] = lock
            held = true
        }
        return context
    }

    /// Marks a payment made with `holding` as shown: it is no longer kept, so it is never announced and a
    /// payment of the same amount later is a new one. A retry's outcome (an earlier, interrupted attempt)
    /// is marked shown and stays the answer to further retries.
    func acknowledge(payment context: TransactionContext) throws(WalletError) {
        // The kept outcome goes first, then the lock: another process never sees the outcome without its lock.
        defer { reportLocks.removeValue(forKey: context.paymentID)?.release() }
        if context.earlierAttemptDate == nil {
            try store.forgetRecovery(context.paymentID)
        } else {
            try store.markAnnounced([context.paymentID])
        }
    }
}

extension WalletError {
    /// Whether a call that failed this way may have been carried out by the token service: no answer, a
    /// garbled one, or a server error (a refusal, 4xx, means it was not).
    var leavesOutcomeUnknown: Bool {
        switch self {
        case .tokenServiceUnreachable, .tokenServiceInvalidResponse: true
        case .tokenServiceRefused(let status, _, _): status >= 500
        default: false
        }
    }
}
