import Foundation
import JOSE
import SQLite
import TesseraCore

extension TokenService {
    /// Issues a new batch of payment keys for an active token when it runs low (or always, when forced).
    ///
    /// A new batch joins the keys still usable: only keys used up or expired are dropped, so a key another
    /// process of the wallet has already taken for a payment stays good. Answers `{"transactionCredentials":[…],
    /// "replenishThreshold"}`; the list is empty when the token still has more payments left than the
    /// threshold and the request was not forced. Each key is 32 bytes, base64; it is derived from the
    /// store's master secret and the key's id, so the emulator keeps no key: the answer recorded for a
    /// replay carries none either, and the keys are derived again for each answer.
    func replenish(_ request: TokenServiceWire.ReplenishRequest, of wallet: String, body: Data?) throws -> JSONValue {
        let master = try store.secret("credential_master_key", random: environment.random)
        let now = environment.clock.now()
        let answer = try once("replenish", requestID: request.requestId, body: body) { connection -> JSONValue in
            let token = try token(request.tokenUniqueReference, of: wallet, in: connection)
            guard token.status == "ACTIVE" else {
                throw TokenServiceError.status(token.reference, is: token.status, for: "replenishment")
            }
            let profile = TokenServiceProduct.keyProfile(token.card.scheme)
            let left =
                try connection.scalar(
                    """
                    SELECT COALESCE(SUM(max_uses - uses), 0) FROM credentials
                    WHERE token_ref = ? AND auxiliary = 0 AND (expires_at IS NULL OR expires_at > ?)
                    """, [.text(token.reference), .real(now.timeIntervalSince1970)]
                ).int ?? 0
            var issued: [JSONValue] = []
            if request.forced == true || left <= profile.threshold {
                try connection.run(
                    "DELETE FROM credentials WHERE token_ref = ? AND (uses >= max_uses OR expires_at <= ?)",
                    [.text(token.reference), .real(now.timeIntervalSince1970)])
                var batches = [(profile, false)]
                if let auxiliary = token.card.auxiliaryScheme {
                    batches.append((TokenServiceProduct.keyProfile(auxiliary), true))
                }
                for (batchProfile, auxiliary) in batches {
                    for _ in 0..<batchProfile.batchSize {
                        issued.append(
                            try issue(
                                batchProfile, auxiliary: auxiliary, token: token, now: now,
                                in: connection))
                    }
                }
                try push("CBP.info.tokenReplenished", token: token.reference, wallet: token.walletID, in: connection)
            }
            return ["transactionCredentials": .array(issued), "replenishThreshold": .integer(Int64(profile.threshold))]
        }
        guard case .object(var fields) = answer, case .array(let credentials)? = fields["transactionCredentials"] else {
            return answer
        }
        fields["transactionCredentials"] = .array(
            try credentials.map { credential in
                guard case .object(var item) = credential, case .string(let id)? = item["credentialId"] else {
                    return credential
                }
                item["key"] = .string(try KeyedHash.hmacSHA256(key: master, data: Data(id.utf8)).base64EncodedString())
                return .object(item)
            })
        return .object(fields)
    }

    private func issue(
        _ profile: TokenServiceProduct.KeyProfile, auxiliary: Bool, token: TokenRow, now: Date,
        in connection: Connection
    ) throws -> JSONValue {
        let id = newID("CRD")
        let expiry = profile.validity.map { now.addingTimeInterval($0) }
        try connection.run(
            "INSERT INTO credentials (id, token_ref, auxiliary, max_uses, expires_at) VALUES (?, ?, ?, ?, ?)",
            [
                .text(id), .text(token.reference), .integer(auxiliary ? 1 : 0), .integer(Int64(profile.usesPerKey)),
                SQLiteValue(expiry?.timeIntervalSince1970),
            ])
        return [
            "credentialId": .string(id), "keyType": .string(profile.keyType),
            "maxUses": .integer(Int64(profile.usesPerKey)), "expiresAt": .string(expiry.map(Self.timestamp)),
            "auxiliary": .bool(auxiliary),
        ]
    }

    /// Authorizes a contactless payment: checks the key's cryptogram and that its use counter (ATC) is
    /// within the key's uses and not approved before, records the transaction, and queues a
    /// transaction push. Uses of one key may arrive in any order (several processes pay at once).
    func transact(_ request: TokenServiceWire.TransactRequest, of wallet: String, body: Data?) throws -> JSONValue {
        guard request.amount > 0, request.currencyCode.count == 3 else {
            throw TokenServiceError.invalid("INVALID_AMOUNT", "The amount must be positive with a 3-letter currency.")
        }
        let master = try store.secret("credential_master_key", random: environment.random)
        let now = environment.clock.now()
        return try once("transact", requestID: request.requestId, body: body) { connection -> JSONValue in
            let token = try token(request.tokenUniqueReference, of: wallet, in: connection)
            guard token.status == "ACTIVE" else {
                throw TokenServiceError.status(token.reference, is: token.status, for: "payment")
            }
            let credential = try connection.query(
                "SELECT * FROM credentials WHERE id = ? AND token_ref = ?",
                [.text(request.credentialId), .text(token.reference)]
            ).first
            let key = try KeyedHash.hmacSHA256(key: master, data: Data(request.credentialId.utf8))
            let message =
                "\(token.reference)|\(request.credentialId)|\(request.atc)|\(request.amount)|\(request.currencyCode)"
            let expected = Base64URL.encode(try KeyedHash.hmacSHA256(key: key, data: Data(message.utf8)))
            var approved = false
            if let credential, let maxUses = credential["max_uses"].int {
                let fresh = credential["expires_at"].double.map { $0 > now.timeIntervalSince1970 } ?? true
                let seen =
                    try connection.scalar(
                        "SELECT COUNT(*) FROM transactions WHERE credential_id = ? AND atc = ? AND status = 'APPROVED'",
                        [.text(request.credentialId), .integer(Int64(request.atc))]
                    ).int ?? 0
                approved =
                    fresh && seen == 0 && (0..<maxUses).contains(request.atc) && expected == request.cryptogram
                if approved {
                    try connection.run(
                        "UPDATE credentials SET uses = uses + 1 WHERE id = ?", [.text(request.credentialId)])
                }
            }
            let id = newID("TX")
            let status = approved ? "APPROVED" : "DECLINED"
            try connection.run(
                """
                INSERT INTO transactions (id, token_ref, at, status, amount, currency, merchant, auxiliary,
                    credential_id, atc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(id), .text(token.reference), .real(now.timeIntervalSince1970), .text(status),
                    .integer(Int64(request.amount)), .text(request.currencyCode), SQLiteValue(request.merchantName),
                    .integer(request.auxiliary == true ? 1 : 0), .text(request.credentialId),
                    .integer(Int64(request.atc)),
                ])
            try push(
                "TNS:PaymentTransactionNotification", token: token.reference, wallet: token.walletID, in: connection)
            return ["transactionId": .string(id), "status": .string(status)]
        }
    }

    /// The token's transactions of the last 30 days, newest first, at most 10.
    func history(_ request: TokenServiceWire.TokenRequest, of wallet: String) throws -> JSONValue {
        let since = environment.clock.now().addingTimeInterval(-30 * 86_400).timeIntervalSince1970
        let rows = try store.database.read { connection in
            _ = try token(request.tokenUniqueReference, of: wallet, in: connection)
            return try connection.query(
                "SELECT * FROM transactions WHERE token_ref = ? AND at >= ? ORDER BY at DESC, rowid DESC LIMIT 10",
                [.text(request.tokenUniqueReference), .real(since)])
        }
        let records: [JSONValue] = rows.map { row in
            [
                "transactionId": .string(row["id"].string ?? ""),
                "transactionTimestamp": .string(Self.timestamp(Date(timeIntervalSince1970: row["at"].double ?? 0))),
                "status": .string(row["status"].string ?? ""), "transactionType": "PURCHASE",
                "amount": .integer(Int64(row["amount"].int ?? 0)),
                "currencyCode": .string(row["currency"].string ?? ""),
                "merchantName": .string(row["merchant"].string), "auxiliary": .bool(row["auxiliary"].int == 1),
            ]
        }
        return ["transactions": .array(records)]
    }
}
