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
            let answer = try await client.post(
                "/mdes/credentials/1/0/replenish",
                Wire.ReplenishRequest(tokenUniqueReference: card.tokenReference, forced: forced),
                as: Wire.Credentials.self)
            guard !answer.transactionCredentials.isEmpty else {
                return try store.paymentsLeft(of: id, auxiliary: false, now: now).0
            }
            let keys = try answer.transactionCredentials.map { credential throws(WalletError) in
                guard let key = Data(base64Encoded: credential.key), key.count == 32 else {
                    throw WalletError.tokenServiceInvalidResponse("a payment key is not 32 bytes of base64")
                }
                return WalletStore.IssuedKey(
                    id: credential.credentialId, key: key, maxUses: credential.maxUses,
                    expiresAt: credential.expiresAt.flatMap { try? Date($0, strategy: .iso8601) },
                    auxiliary: credential.auxiliary)
            }
            try store.replaceKeys(of: id, with: keys, threshold: answer.replenishThreshold)
            let left = try store.paymentsLeft(of: id, auxiliary: false, now: now).0
            emit(.replenished(digitalCardID: id, numberOfPaymentsLeft: left))
            return left
        }
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
    /// authorize it. Refused unless the card is active with a key left.
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
            guard let key = try store.takeKey(of: id, auxiliary: auxiliary, now: now) else {
                throw WalletError.noPaymentKeys(id)
            }
            let message = "\(card.tokenReference)|\(key.id)|\(key.atc)|\(amount)|\(currencyCode)"
            let cryptogram = Base64URL.encode(try KeyedHash.hmacSHA256(key: key.key, data: Data(message.utf8)))
            let answer = try await client.post(
                "/mdes/remotetransaction/1/0/transact",
                Wire.TransactRequest(
                    tokenUniqueReference: card.tokenReference, credentialId: key.id, atc: key.atc,
                    cryptogram: cryptogram, amount: amount, currencyCode: currencyCode, merchantName: merchantName,
                    auxiliary: auxiliary), as: Wire.Transacted.self)
            return TransactionContext(
                digitalCardID: id, transactionID: answer.transactionId, approved: answer.status == "APPROVED",
                amount: amount, currencyCode: currencyCode)
        }
        emit(.transactionRecorded(digitalCardID: id, transactionID: context.transactionID, approved: context.approved))
        await replenishIfNeeded(id)
        return context
    }
}
