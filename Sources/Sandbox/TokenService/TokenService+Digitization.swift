import CardKit
import Foundation
import JOSE
import SQLite
import TesseraCore

extension TokenService {
    /// Enrols a wallet installation; answers `{"walletId","contactlessPaymentEligibility"}`.
    func enroll(_ request: TokenServiceWire.EnrollRequest) throws -> JSONValue {
        let eligibility = Self.eligibility(of: request.deviceInfo)
        let walletID = newID("WLT")
        try store.database.write { connection in
            try connection.run(
                "INSERT INTO wallets (id, created_at) VALUES (?, ?)",
                [.text(walletID), .real(environment.clock.now().timeIntervalSince1970)])
        }
        let publicKey = try cardEncryptionKey().publicKey
        guard let key = JSONValue(parsing: try JSONEncoder().encode(publicKey)) else {
            throw TokenServiceError(status: 500, reasonCode: "SYSTEM_ERROR", message: "The card key does not encode.")
        }
        return [
            "walletId": .string(walletID), "contactlessPaymentEligibility": .string(eligibility),
            "walletSecret": .string(try walletSecret(walletID).base64EncodedString()),
            "cardEncryptionKey": key,
        ]
    }

    /// Says whether a device can pay contactless: `SUPPORTED`, or `DEVICE_NOT_SUPPORTED` without NFC.
    func checkDevice(_ request: TokenServiceWire.CheckDeviceRequest) throws -> JSONValue {
        return ["contactlessPaymentEligibility": .string(Self.eligibility(of: request.deviceInfo))]
    }

    private static func eligibility(of device: TokenServiceWire.DeviceInfo) -> String {
        device.nfcCapable ? "SUPPORTED" : "DEVICE_NOT_SUPPORTED"
    }

    /// Checks a funding card and answers an eligibility receipt and the terms to accept; `walletId` is the
    /// signer's (``checkOwnership(of:by:)``).
    func checkEligibility(_ request: TokenServiceWire.CheckEligibilityRequest) throws -> JSONValue {
        let data = try decryptCardData(request.fundingAccountInfo.encryptedPayload)
        let pan = data.accountNumber
        guard (12...19).contains(pan.count), pan.allSatisfy(\.isASCIIDigit), Luhn.isValid(pan) else {
            throw TokenServiceError.invalid("INVALID_CARD_DATA", "The account number is not a valid card number.")
        }
        guard let card = TokenServiceTestCard.card(pan: pan) else {
            throw TokenServiceError.invalid("UNKNOWN_BIN", "The card's BIN is not known to the token service.")
        }
        let expiry = ExpiryDate.validate(
            mmyy: data.expiryMonth + "/" + data.expiryYear, now: environment.clock.currentMonth(in: .gmt))
        guard expiry.state == .valid else {
            if expiry.reason == .expiryPast {
                throw TokenServiceError.invalid("CARD_EXPIRED", "The card has expired; add a card that has not.")
            }
            throw TokenServiceError.invalid("INVALID_CARD_DATA", "The expiry date is not a valid month from now.")
        }
        guard data.securityCode == TokenServiceTestCard.securityCode else {
            throw TokenServiceError.invalid("INCORRECT_SECURITY_CODE", "The security code does not match the card.")
        }
        guard card.flow != .ineligible else {
            throw TokenServiceError.invalid("CARD_NOT_ELIGIBLE", "The issuer does not allow this card in wallets.")
        }
        let fingerprint = try HMACFingerprinter(key: store.secret("fingerprint_key", random: environment.random))
            .fingerprint(cardNumber: pan)
        let receipt = newID("ER")
        try store.database.write { connection in
            guard try connection.scalar("SELECT COUNT(*) FROM wallets WHERE id = ?", [.text(request.walletId)]).int == 1
            else { throw TokenServiceError.invalid("WALLET_NOT_ENROLLED", "The wallet is not enrolled.") }
            let existing = try connection.scalar(
                "SELECT COUNT(*) FROM tokens WHERE wallet_id = ? AND fingerprint = ? AND status != 'DEACTIVATED'",
                [.text(request.walletId), .text(fingerprint)])
            guard existing.int == 0 else {
                throw TokenServiceError.invalid("CARD_ALREADY_IN_WALLET", "This card is already in the wallet.")
            }
            try connection.run(
                """
                INSERT INTO receipts (value, wallet_id, card_ref, fingerprint, pan_expiry, created_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(receipt), .text(request.walletId), .text(card.reference), .text(fingerprint),
                    .text(data.expiryMonth + data.expiryYear),
                    .real(environment.clock.now().timeIntervalSince1970),
                ])
        }
        return [
            "eligibilityReceipt": ["value": .string(receipt), "validForMinutes": 15],
            "termsAndConditionsAssetId": .string(TokenServiceAsset.termsID(card)),
            "applicableCardInfo": ["isSecurityCodeApplicable": true],
        ]
    }

    /// Tokenizes the card behind an eligibility receipt of the signer's wallet (`walletId`): APPROVED,
    /// REQUIRE_ADDITIONAL_AUTHENTICATION or DECLINED.
    func tokenize(_ request: TokenServiceWire.TokenizeRequest, body: Data?) throws -> JSONValue {
        guard request.termsAndConditionsAcceptedTimestamp != nil else {
            throw TokenServiceError.invalid("TERMS_NOT_ACCEPTED", "The cardholder has not accepted the terms.")
        }
        let reference = newID("DWSPMC")
        let suffix = String(
            format: "%04d", try Int(environment.random.bytes(2).reduce(0) { $0 * 256 + Int($1) }) % 10000)
        return try once("tokenize", requestID: request.requestId, body: body) { connection in
            guard
                let row = try connection.query(
                    "SELECT * FROM receipts WHERE value = ? AND wallet_id = ?",
                    [.text(request.eligibilityReceipt), .text(request.walletId)]
                ).first, let card = TokenServiceTestCard.card(reference: row["card_ref"].string ?? "")
            else {
                throw TokenServiceError.invalid(
                    "INVALID_ELIGIBILITY_RECEIPT", "The eligibility receipt is unknown or used.")
            }
            guard request.termsAndConditionsAssetId == TokenServiceAsset.termsID(card) else {
                throw TokenServiceError.invalid("INVALID_TERMS", "The accepted terms are not this card's terms.")
            }
            try connection.run("DELETE FROM receipts WHERE value = ?", [.text(request.eligibilityReceipt)])
            guard card.flow != .red else { return ["decision": "DECLINED"] }
            let status = card.flow == .green ? "ACTIVE" : "INACTIVE"
            // The token expires with the card it stands for (MMYY), never on a fixed date.
            let expiry = row["pan_expiry"].string ?? ""
            try connection.run(
                """
                INSERT INTO tokens (ref, wallet_id, card_ref, fingerprint, status, token_suffix, token_expiry,
                    aux_token_suffix, aux_token_expiry, status_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(reference), .text(request.walletId), .text(card.reference), row["fingerprint"],
                    .text(status), .text(suffix), .text(expiry),
                    card.isCoBadged ? .text(String(suffix.reversed())) : .null, card.isCoBadged ? .text(expiry) : .null,
                    .real(environment.clock.now().timeIntervalSince1970),
                ])
            if card.flow == .green {
                try push("CBP.info.tokenProvisioned", token: reference, wallet: request.walletId, in: connection)
            }
            return TokenServiceProduct.tokenizeAnswer(
                card: card, reference: reference, suffix: suffix, status: status, expiry: expiry)
        }
    }

    /// The service's P-256 key for card data (private), made the first time it is asked for.
    func cardEncryptionKey() throws -> JWK {
        try store.database.write { connection in
            if let stored = try connection.scalar("SELECT value FROM meta WHERE key = 'card_encryption_key'").data {
                return try JWK.parse(stored)
            }
            let key = try JWK.generate(curve: .p256, kid: "tessera-token-service-card-key")
            try connection.run(
                "INSERT INTO meta (key, value) VALUES ('card_encryption_key', ?)",
                [.blob(try JSONEncoder().encode(key))])
            return key
        }
    }

    /// The card data of an encrypted payload, or a 400 when it does not decrypt or decode.
    private func decryptCardData(_ payload: TokenServiceWire.EncryptedPayload) throws
        -> TokenServiceWire.CardAccountData
    {
        let plaintext: Data
        do {
            plaintext = try JWE.decrypt(payload.encryptedData, with: cardEncryptionKey())
        } catch {
            throw TokenServiceError.invalid(
                "CRYPTOGRAPHY_ERROR", "The card data does not decrypt with the service's card encryption key.")
        }
        return try Self.decode(TokenServiceWire.CardAccountData.self, plaintext)
    }

    /// Sends a one-time code for an OTP method of an inactive token to the outbox.
    func requestActivationCode(
        _ request: TokenServiceWire.RequestActivationCodeRequest, of wallet: String, body: Data?
    ) throws -> JSONValue {
        guard let method = TokenServiceProduct.otpMethods.first(where: { $0.id == request.authenticationMethodId })
        else {
            throw TokenServiceError.invalid(
                "INVALID_AUTHENTICATION_METHOD", "Method \(request.authenticationMethodId) does not send a code.")
        }
        let digits = try environment.random.bytes(4).reduce(0) { ($0 * 256 + Int($1)) % 1_000_000 }
        let code = String(format: "%06d", digits)
        return try once("requestActivationCode", requestID: request.requestId, body: body) { connection in
            let token = try token(request.tokenUniqueReference, of: wallet, in: connection)
            guard token.status == "INACTIVE" else {
                throw TokenServiceError.status(token.reference, is: token.status, for: "activation")
            }
            try connection.run(
                "INSERT INTO outbox (token_ref, method_id, destination, code, sent_at) VALUES (?, ?, ?, ?, ?)",
                [
                    .text(token.reference), .text(method.id), .text(method.value), .text(code),
                    .real(environment.clock.now().timeIntervalSince1970),
                ])
            return ["result": "SUCCESS"]
        }
    }

    /// Checks a one-time code: SUCCESS activates the token; after ``maxOTPAttempts`` wrong codes it is deleted.
    func activate(_ request: TokenServiceWire.ActivateRequest, of wallet: String, body: Data?) throws -> JSONValue {
        return try once("activate", requestID: request.requestId, body: body) { connection -> JSONValue in
            let token = try token(request.tokenUniqueReference, of: wallet, in: connection)
            guard token.status == "INACTIVE" else {
                throw TokenServiceError.status(token.reference, is: token.status, for: "activation")
            }
            let sent = try connection.scalar(
                "SELECT code FROM outbox WHERE token_ref = ? ORDER BY id DESC LIMIT 1", [.text(token.reference)])
            guard let code = sent.string else {
                throw TokenServiceError.invalid("NO_ACTIVATION_CODE", "No activation code was requested.")
            }
            if code == request.authenticationCode {
                try setStatus(token, to: "ACTIVE", push: "CBP.info.tokenProvisioned", in: connection)
                return ["result": "SUCCESS", "tokenStatus": "ACTIVE"]
            }
            let attempts = token.otpAttempts + 1
            try connection.run(
                "UPDATE tokens SET otp_attempts = ? WHERE ref = ?", [.integer(Int64(attempts)), .text(token.reference)])
            guard attempts >= Self.maxOTPAttempts else {
                return ["result": "INCORRECT_CODE", "tokenStatus": "INACTIVE"]
            }
            try setStatus(token, to: "DEACTIVATED", push: "CBP.info.tokenDeleted", reason: "OTHER", in: connection)
            return ["result": "INCORRECT_CODE_RETRIES_EXCEEDED", "tokenStatus": "DEACTIVATED"]
        }
    }

    /// One code the emulator "sent" by SMS or e-mail.
    public struct OutboxMessage: Sendable, Equatable {
        /// The masked destination (a phone number or an e-mail address).
        public let destination: String
        /// The one-time code.
        public let code: String
        /// When it was sent.
        public let sentAt: Date
    }

    /// The codes sent for a token, newest first (the emulated SMS and e-mail inbox).
    public func outbox(tokenUniqueReference: String) throws -> [OutboxMessage] {
        try store.database.read { connection in
            try connection.query(
                "SELECT destination, code, sent_at FROM outbox WHERE token_ref = ? ORDER BY id DESC",
                [.text(tokenUniqueReference)]
            ).map {
                OutboxMessage(
                    destination: $0["destination"].string ?? "", code: $0["code"].string ?? "",
                    sentAt: Date(timeIntervalSince1970: $0["sent_at"].double ?? 0))
            }
        }
    }
}
