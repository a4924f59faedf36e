import DigitalWallet
import Foundation
import Transport

/// Eligibility answers waiting for the cardholder to accept their terms, by a random id; the oldest are
/// forgotten beyond ``capacity``. Nothing of the card number is kept here.
actor PendingTerms {
    static let capacity = 16
    private var waiting: [String: EligibilityAcceptableData] = [:]
    private var order: [String] = []

    func add(_ data: EligibilityAcceptableData) -> String {
        let id = String(AppGate.randomToken().prefix(24))
        waiting[id] = data
        order.append(id)
        if order.count > Self.capacity { waiting[order.removeFirst()] = nil }
        return id
    }

    func take(_ id: String) -> EligibilityAcceptableData? {
        order.removeAll { $0 == id }
        return waiting.removeValue(forKey: id)
    }
}

extension WalletPages {
    /// Checks the posted card with the token service and shows its terms with an Accept button.
    func checkEligibility(_ form: FormBody) async throws -> HTTPResponse {
        let test = form["test_card"].flatMap(Int.init).flatMap {
            issuer.testCards.indices.contains($0) ? issuer.testCards[$0] : nil
        }
        guard let number = form["number"] ?? test?.number, let expiry = form["expiry"] ?? test?.expiry,
            let code = form["cvc"] ?? test?.securityCode
        else {
            throw AppRequestError.invalid("Type the card number, expiry and security code, or choose a test card.")
        }
        let card: FundingCard
        do {
            card = try FundingCard(number: number, expiry: expiry, securityCode: code)
        } catch {
            throw AppRequestError.invalid(Self.sentence(error))
        }
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        let eligibility = try await CardDigitizationService(wallet: wallet).checkEligibility(card)
        let terms = try await eligibility.termsAndConditions.content()
        let id = await pending.add(eligibility)
        let main: HTML =
            "<h1>Terms and conditions</h1>"
            + HTML.element(
                "p", ["class": "lead"], "The issuer asks you to accept these terms before the card is added.")
            + HTML.element("pre", ["class": "terms"], HTML.text(terms))
            + HTML.element(
                "form", ["method": "post", "action": "/wallet/digitize/\(id)/accept", "class": "actions"],
                HTML.element("button", ["type": "submit", "class": "primary"], "Accept and add the card")
                    + HTML.element("a", ["href": "/wallet", "class": "button"], "Cancel"))
        return page("Terms and conditions", main)
    }

    /// Digitizes the card whose terms were accepted: active (green), inactive until ID&V (yellow) or declined (red).
    func accept(pendingID: String) async throws -> HTTPResponse {
        guard let eligibility = await pending.take(pendingID) else {
            throw AppRequestError.notFound("These terms are no longer open; add the card again.")
        }
        let result = try await CardDigitizationService(wallet: wallet).digitizeCard(
            withTNC: eligibility.termsAndConditions.accept())
        switch result {
        case .approved(let id):
            return AppResponse.redirect(to: "/wallet/cards/\(id)?done=added")
        case .approvedWithIDV(let id, _):
            return AppResponse.redirect(to: "/wallet/cards/\(id)/activate")
        case .declined:
            return page(
                "Declined",
                AppHandler.problem("The issuer declined this card; it was not added.")
                    + HTML.element("p", [:], HTML.element("a", ["href": "/wallet"], "Back to the wallet")),
                status: 422)
        }
    }

    /// The ID&V page of an inactive card: the methods to choose from, then the code field and the emulated inbox;
    /// `problem` (a wrong code) is shown above the code field, which is offered again.
    func activationView(_ id: String, problem: String? = nil) async throws -> HTML {
        let card = try await card(id)
        guard let session = try await card.pendingActivationSession else {
            throw AppRequestError.invalid("This card is not waiting for activation.")
        }
        let methods = try await session.getIDVMethodList()
        let choices = HTML.join(
            methods.enumerated().map { index, method in
                HTML.element(
                    "label", ["class": "choice"],
                    HTML.void(
                        "input",
                        ["type": "radio", "name": "method", "value": method.id, "checked": index == 0 ? "" : nil])
                        + HTML.text("\(Self.methodName(method.type)): \(method.value)"))
            })
        var main: HTML =
            "<h1>Verify the card</h1>"
            + HTML.element(
                "p", ["class": "lead"],
                "The issuer approved the card with identification and verification (ID&amp;V): choose how to get a code."
            )
            + HTML.element(
                "form", ["method": "post", "action": "/wallet/cards/\(id)/idv", "class": "stack"],
                choices + HTML.element("button", ["type": "submit"], "Send the code"))
        if let reference = try await manager.tokenUniqueReference(forDigitalCardID: id),
            let sent = try issuer.lastCode(tokenReference: reference)
        {
            main =
                main
                + HTML.element(
                    "div", ["class": "inbox", "role": "status"],
                    HTML.element("h2", [:], "Emulated inbox")
                        + HTML.element(
                            "p", ["id": "otp-message"],
                            HTML.text("To \(sent.destination): your code is ")
                                + HTML.element("code", ["id": "otp-code"], HTML.escape(sent.code))))
                + HTML.element(
                    "form", ["method": "post", "action": "/wallet/cards/\(id)/activate", "class": "stack"],
                    (problem.map {
                        HTML.element("p", ["class": "problem", "role": "alert", "id": "otp-problem"], HTML.text($0))
                    } ?? "")
                        + HTML.element("label", ["for": "otp"], "One-time code")
                        + HTML.void(
                            "input",
                            [
                                "id": "otp", "name": "otp", "inputmode": "numeric", "autocomplete": "one-time-code",
                                "required": "", "maxlength": "12", "aria-invalid": problem == nil ? nil : "true",
                                "aria-describedby": problem == nil ? nil : "otp-problem",
                                "autofocus": problem == nil ? nil : "",
                            ])
                        + HTML.element("button", ["type": "submit", "class": "primary"], "Activate"))
        }
        return main + HTML.element("p", [:], HTML.element("a", ["href": "/wallet/cards/\(id)"], "Card details"))
    }

    static func methodName(_ type: IDVMethod.IDVType) -> String {
        switch type {
        case .otpBySMS: "Code by SMS"
        case .otpByEmail: "Code by e-mail"
        case .customerService: "Call customer service"
        case .webService: "Issuer's website"
        case .appToApp: "Issuer's app"
        case .other: "Other"
        }
    }
}
