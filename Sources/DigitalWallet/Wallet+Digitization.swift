import CardKit
import Foundation
import JOSE

extension Wallet {
    /// Whether this installation has enrolled with the token service.
    func isEnrolled() throws -> Bool {
        try store.setting("wallet_id") != nil
    }

    /// Enrols once per installation; a second call keeps the first wallet id.
    func enroll() async throws {
        guard try !isEnrolled() else { return }
        let answer = try await client.post(
            "/mdes/wallet/1/0/enroll", Wire.DeviceRequest(deviceInfo: Wire.Device(configuration.device)),
            as: Wire.Enrollment.self)
        guard answer.cardEncryptionKey.kty == .ec, !answer.cardEncryptionKey.isPrivate,
            let key = try? JSONEncoder().encode(answer.cardEncryptionKey)
        else { throw WalletError.tokenServiceInvalidResponse("the card encryption key is not a public EC key") }
        guard let secret = Data(base64Encoded: answer.walletSecret), secret.count >= 32 else {
            throw WalletError.tokenServiceInvalidResponse("the wallet secret is not 32 bytes of base64")
        }
        try store.enroll(
            walletID: answer.walletId, secret: secret, cardEncryptionKey: String(decoding: key, as: UTF8.self))
    }

    /// Asks the token service whether this device can pay contactless.
    func contactlessPaymentEligibility() async throws -> ContactlessPaymentEligibility {
        let answer = try await client.post(
            "/mdes/wallet/1/0/checkDevice", Wire.DeviceRequest(deviceInfo: Wire.Device(configuration.device)),
            as: Wire.DeviceEligibility.self)
        return answer.contactlessPaymentEligibility == "SUPPORTED" ? .supported : .deviceNotSupported
    }

    /// Checks a funding card with the token service; maps its refusals to ``EligibleError``.
    func checkEligibility(_ card: FundingCard) async throws -> EligibilityAcceptableData {
        let walletID = try walletID()
        guard Luhn.isValid(card.number), (12...19).contains(card.number.count) else {
            throw EligibleError.invalidCardData
        }
        let request = Wire.EligibilityRequest(
            requestId: requestID(), walletId: walletID,
            fundingAccountInfo: Wire.FundingAccountInfo(encryptedPayload: try encrypt(card)))
        do {
            let answer = try await client.post(
                "/mdes/digitization/1/0/checkEligibility", request, as: Wire.Eligibility.self)
            return EligibilityAcceptableData(
                termsAndConditions: TermsAndConditions(
                    wallet: self, assetID: answer.termsAndConditionsAssetId,
                    receipt: answer.eligibilityReceipt.value))
        } catch {
            if case .tokenServiceRefused(_, let reason, _) = error, let refusal = EligibleError(reasonCode: reason) {
                throw refusal
            }
            throw error
        }
    }

    /// The funding card as a compact JWE (ECDH-ES, A256GCM) to the token service's card key: the card
    /// number and security code never travel or rest in the clear.
    private func encrypt(_ card: FundingCard) throws -> Wire.EncryptedPayload {
        guard let text = try store.setting("card_encryption_key"), let key = try? JWK.parse(text) else {
            throw WalletError.missingWalletSecureEnrollment
        }
        let data = Wire.CardAccountData(
            accountNumber: card.number, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear,
            securityCode: card.securityCode)
        let token = try JWE.encrypt(
            plaintext: try JSONEncoder().encode(data), to: key, alg: .ecdhES, enc: .a256gcm,
            header: JOSEHeader(kid: key.kid), random: configuration.environment.random)
        return Wire.EncryptedPayload(encryptedData: token, publicKeyFingerprint: try key.thumbprint())
    }

    /// Digitizes the card whose terms were accepted: approved, approved with ID&V, or declined.
    ///
    /// The tokenize request is recorded as an intent, with the card id it will get, before it is sent; an
    /// approved card is stored together with the intent of its first replenishment. A crash anywhere
    /// is repaired by the next command (``reconcile()``): no token is left without its card.
    func digitize(_ accepted: TermsAndConditions.Acceptance) async throws -> DigitizationResult {
        let requestID = requestID()
        let intent = Intent(
            requestID: requestID, kind: .tokenize, cardID: self.requestID(),
            route: "/mdes/digitization/1/0/tokenize",
            body: try Wire.encode(
                Wire.TokenizeRequest(
                    requestId: requestID, walletId: try walletID(), eligibilityReceipt: accepted.receipt,
                    termsAndConditionsAssetId: accepted.assetID,
                    termsAndConditionsAcceptedTimestamp: accepted.acceptedAt.formatted(.iso8601))))
        try store.record(intent, at: now)
        return try await completeTokenize(intent)
    }

    /// Sends a tokenize intent and stores the card it answers.
    func completeTokenize(_ intent: Intent) async throws -> DigitizationResult {
        let answer = try await send(intent, as: Wire.Tokenized.self)
        switch answer.decision {
        case "DECLINED":
            try store.finish(intent.requestID)
            return .declined
        case "APPROVED", "REQUIRE_ADDITIONAL_AUTHENTICATION": break
        default: throw WalletError.tokenServiceInvalidResponse("unknown decision \(answer.decision)")
        }
        let approved = answer.decision == "APPROVED"
        let card = try CardRecord(tokenized: answer, id: intent.cardID, state: approved ? .active : .inactive, at: now)
        let replenishment = approved ? try replenishIntent(card, forced: true) : nil
        let stored = try store.write { connection -> Bool in
            guard try store.hasIntent(intent.requestID, in: connection) else { return false }
            try store.insert(card, in: connection)
            if let replenishment { try store.record(replenishment, at: now, in: connection) }
            try store.finish(intent.requestID, in: connection)
            return true
        }
        if approved {
            if stored {
                emit(.provisioned(digitalCardID: card.id))
                if let replenishment { _ = try? await completeReplenish(replenishment) }
            }
            return .approved(digitalCardID: card.id)
        }
        if stored { emit(.activationRequired(digitalCardID: card.id)) }
        return .approvedWithIDV(
            digitalCardID: card.id, IDVMethodSelector(wallet: self, digitalCardID: card.id, methods: card.idvMethods))
    }

    /// Asks the token service to send the code of ID&V method `methodID` for an inactive card.
    func selectIDV(_ id: String, methodID: String) async throws {
        let card = try inactiveCard(id, for: "ID&V selection")
        guard let method = card.idvMethods.first(where: { $0.id == methodID }) else {
            throw WalletError.invalidInput("Card \(id) has no ID&V method \(methodID).")
        }
        guard method.isOTPRequired else {
            throw WalletError.invalidInput("ID&V method \(methodID) (\(method.type)) does not use a one-time code.")
        }
        let requestID = requestID()
        let intent = Intent(
            requestID: requestID, kind: .requestCode, cardID: id, route: "/mdes/digitization/1/0/requestActivationCode",
            body: try Wire.encode(
                Wire.ActivationCodeRequest(
                    requestId: requestID, tokenUniqueReference: card.tokenReference, authenticationMethodId: methodID)),
            detail: methodID)
        try store.record(intent, at: now)
        try await completeRequestCode(intent)
    }

    /// Sends an ID&V selection intent and records the chosen method.
    func completeRequestCode(_ intent: Intent) async throws {
        let _: Wire.Result = try await send(intent, as: Wire.Result.self)
        try store.setSelectedIDV(intent.cardID, method: intent.detail, finishing: intent.requestID)
    }

    /// Activates an inactive card with the one-time code; too many wrong codes abort and delete it.
    func activate(_ id: String, otp: String) async throws {
        let card = try inactiveCard(id, for: "activation")
        guard card.idvSelected != nil else { throw DigitizationError.idvMethodNotSelected }
        let requestID = requestID()
        let intent = Intent(
            requestID: requestID, kind: .activate, cardID: id, route: "/mdes/digitization/1/0/activate",
            body: try Wire.encode(
                Wire.ActivateRequest(
                    requestId: requestID, tokenUniqueReference: card.tokenReference, authenticationCode: otp)))
        try store.record(intent, at: now)
        try await completeActivate(intent)
    }

    /// Sends an activation intent and applies its result: the card active (with its first replenishment
    /// recorded in the same transaction), a wrong code, or the card deleted after too many.
    func completeActivate(_ intent: Intent) async throws {
        let answer = try await send(intent, as: Wire.Result.self)
        guard let card = try store.card(intent.cardID) else { return try store.finish(intent.requestID) }
        switch answer.result {
        case "SUCCESS":
            let replenishment = try replenishIntent(card, forced: true)
            if try settle(intent, card: card, .state(.active), next: replenishment) {
                _ = try? await completeReplenish(replenishment)
            }
        case "INCORRECT_CODE":
            try settle(intent, card: card, nil)
            throw DigitizationError.incorrectOTP
        case "INCORRECT_CODE_RETRIES_EXCEEDED":
            try settle(intent, card: card, .delete)
            throw DigitizationError.incorrectOTPMaxTryExceeded
        default: throw WalletError.tokenServiceInvalidResponse("unknown activation result \(answer.result)")
        }
    }

    /// The pending activation state of a card, deleting it locally when the token service already did.
    func activationState(_ id: String) async throws -> PendingCardActivationSession.State {
        guard let card = try store.card(id) else { return .aborted }
        guard card.state == .inactive else { return .aborted }
        do {
            let answer = try await client.post(
                "/mdes/digitization/1/0/getToken", Wire.TokenRequest(tokenUniqueReference: card.tokenReference),
                as: Wire.TokenAnswer.self)
            if answer.token.status == "DEACTIVATED" {
                try apply(status: "DEACTIVATED", to: card)
                return .aborted
            }
        } catch {
            guard case .tokenServiceRefused(404, _, _)? = error as? WalletError else { throw error }
            try apply(status: "DEACTIVATED", to: card)
            return .aborted
        }
        return card.idvSelected == nil ? .idvMethodNotSelected : .otpNeeded
    }

    private func inactiveCard(_ id: String, for operation: String) throws -> CardRecord {
        let card = try store.existingCard(id)
        guard card.state == .inactive else {
            throw WalletError.cardStateDoesNotAllowRequestedOperation(
                digitalCardID: id, state: card.state, operation: operation)
        }
        return card
    }
}
