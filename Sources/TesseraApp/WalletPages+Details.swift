import DigitalWallet
import Foundation

extension WalletPages {
    /// The details view: the card drawn from Checkout's card scene, its facts in words (MM/YY dates, key type,
    /// scheme and payment types, a co-badged card's second scheme), the confirmation of a payment just made
    /// (amount and transaction id, read back from the card's history), the actions its state allows and the
    /// issuer's images with captions. `payProblem` (a refused amount) is shown above the actions, the amount marked.
    func detailsView(
        _ id: String, notice: WalletNotice?, transactionID: String? = nil, payProblem: String? = nil
    ) async throws -> HTML {
        _ = try? await manager.synchronize()
        let card = try await card(id)
        let state = try await card.state
        let metadata = try await card.cardMetadata
        let keys = try await card.paymentKeyInfo
        let details = try await card.details
        let available = try await card.cardArt.availableArtTypes
        let isDefault = try await card.isDefaultCard
        let schemes = [details.scheme, details.auxiliaryScheme].compactMap { $0 }
        var facts: [(String, String?)] = [
            ("State", WalletWording.state(state)), ("Default card", isDefault ? "Yes" : "No"),
            ("Card number ends", metadata.panLastDigits),
            ("Card expires", WalletWording.expiryText(metadata.panExpiry)),
            ("Token ends", metadata.tokenLastDigits), ("Token expires", WalletWording.expiryText(metadata.tokenExpiry)),
            ("Issuer", metadata.issuerName), ("Issuer phone", metadata.issuerPhoneNumber),
            ("Issuer e-mail", metadata.issuerEmail), ("Issuer website", metadata.issuerWebsite),
            ("Terms", metadata.termsAndConditionsUrl), ("Description", metadata.shortDescription),
            ("Payments left", String(keys.numberOfPaymentsLeft)),
            ("Needs replenishment", keys.needsReplenishment ? "Yes" : "No"),
            ("Key type", keys.keyType == .limitedUseKey ? "Limited-use keys" : "Single-use keys"),
            ("Keys valid until", keys.expiryDate.map(WalletWording.moment)),
            ("Scheme", details.scheme.map(WalletWording.scheme)),
            ("Payment types", details.paymentTypesSupported.map(WalletWording.paymentType).joined(separator: ", ")),
        ]
        if card.hasAuxiliaryScheme {
            facts += [
                ("Second scheme", details.auxiliaryScheme.map(WalletWording.scheme)),
                ("Second token ends", metadata.auxiliaryTokenLastDigits),
                ("Second token expires", WalletWording.expiryText(metadata.auxiliaryTokenExpiry)),
                ("Second scheme payments left", keys.auxiliaryNumberOfPaymentsLeft.map(String.init)),
            ]
        }
        let table = HTML.element(
            "dl", ["class": "facts"],
            HTML.join(
                facts.map { name, value in
                    HTML.element("dt", [:], HTML.escape(name)) + HTML.element("dd", [:], HTML.text(value ?? "—"))
                }))
        let title = HTML.escape(
            schemes.map(WalletWording.scheme).joined(separator: " + ") + " •••• " + (metadata.panLastDigits ?? ""))
        let description = WalletWording.imageDescription(
            schemes: schemes, lastDigits: metadata.panLastDigits, expiry: metadata.panExpiry,
            issuer: metadata.issuerName)
        let face = HTML.element(
            "figure", ["class": "card-face"],
            HTML.void("img", ["src": "/wallet/cards/\(id)/image", "alt": description, "id": "card-face"]))
        return HTML.element("p", [:], HTML.element("a", ["href": "/wallet"], "← All cards"))
            + HTML.element("h1", ["data-state": "\(state)"], title) + noticeBox(notice)
            + (await confirmation(of: transactionID, on: id)) + face + table
            + (payProblem.map {
                HTML.element("p", ["class": "problem", "role": "alert", "id": "amount-problem"], HTML.text($0))
            } ?? "") + actions(id, state: state, isDefault: isDefault, payProblem: payProblem != nil)
            + issuerImages(id, available, issuer: metadata.issuerName)
    }

    /// The payment `transactionID` of card `id` as one sentence naming its amount and id, when the card's
    /// history has it (nothing from the URL is shown unless it matches a transaction).
    private func confirmation(of transactionID: String?, on id: String) async -> HTML {
        guard let transactionID, transactionID.count <= 80,
            let records = try? await TransactionHistoryService(wallet: wallet).records(forDigitalCardID: id),
            let record = records.first(where: { $0.id == transactionID })
        else { return "" }
        let amount = WalletWording.money(record.amount, record.currencyCode)
        let merchant = record.merchantName.map { " at \($0)" } ?? ""
        let sentence =
            record.status == "approved"
            ? "Paid \(amount)\(merchant). Transaction \(record.id)."
            : "The payment of \(amount)\(merchant) was declined. Transaction \(record.id)."
        return HTML.element(
            "p", ["class": record.status == "approved" ? "notice paid" : "problem", "role": "status", "id": "payment"],
            HTML.text(sentence))
    }

    /// The issuer's own images of the card, each captioned in words and described for a screen reader.
    private func issuerImages(_ id: String, _ available: [DigitalCard.ArtType], issuer: String?) -> HTML {
        guard !available.isEmpty else { return "" }
        let figures = HTML.join(
            DigitalCard.ArtType.allCases.filter(available.contains).map { type in
                let caption = WalletWording.caption(type)
                let alt = issuer.map { "\(caption) of \($0)" } ?? caption
                return HTML.element(
                    "figure", ["class": "art", "data-art": type.rawValue],
                    HTML.void("img", ["src": "/wallet/cards/\(id)/art/\(type.rawValue)", "alt": alt])
                        + HTML.element("figcaption", [:], HTML.escape(caption)))
            })
        return HTML.element("h2", [:], "Images from the issuer") + HTML.element("div", ["class": "arts"], figures)
    }

    private func actions(_ id: String, state: DigitalCard.State, isDefault: Bool, payProblem: Bool) -> HTML {
        func button(_ action: String, _ label: StaticString, extra: HTML = "") -> HTML {
            HTML.element(
                "form", ["method": "post", "action": "/wallet/cards/\(id)/\(action)", "class": "inline"],
                extra
                    + HTML.element(
                        "button", ["type": "submit", "name": "do", "value": action], HTML(stringLiteral: label)))
        }
        var buttons: [HTML] = []
        switch state {
        case .active:
            buttons.append(button("pay", "Pay", extra: payFields(refused: payProblem)))
            buttons.append(
                button(
                    "replenish", "Replenish keys",
                    extra: HTML.void("input", ["type": "hidden", "name": "force", "value": "1"])))
            if !isDefault { buttons.append(button("default", "Make default")) }
            buttons.append(button("suspend", "Suspend"))
        case .suspended:
            buttons.append(button("resume", "Resume"))
        case .inactive:
            buttons.append(
                HTML.element("a", ["href": "/wallet/cards/\(id)/activate", "class": "button"], "Verify and activate"))
        case .retired, .unknown:
            break
        }
        if state != .retired { buttons.append(button("delete", "Delete")) }
        let issuerOptions = HTML.join(
            issuer.issuerActions.map { HTML.element("option", ["value": $0], HTML.escape($0)) })
        let issuerForm = HTML.element(
            "form", ["method": "post", "action": "/wallet/cards/\(id)/issuer", "class": "inline issuer"],
            HTML.element("label", ["for": "issuer-action"], "As the issuer:")
                + HTML.element("select", ["id": "issuer-action", "name": "action"], issuerOptions)
                + HTML.element("button", ["type": "submit"], "Send"))
        return HTML.element("div", ["class": "actions"], HTML.join(buttons) + issuerForm)
    }

    /// The Pay form's labelled amount, in major units, and its currency; a `refused` amount is marked.
    private func payFields(refused: Bool) -> HTML {
        let currencies = HTML.join(
            WalletWording.currencies.map { HTML.element("option", ["value": $0.code], HTML.escape($0.code)) })
        return HTML.element("label", ["for": "amount"], "Amount")
            + HTML.void(
                "input",
                [
                    "id": "amount", "name": "amount", "value": "10.00", "inputmode": "decimal", "size": "8",
                    "maxlength": "12", "aria-invalid": refused ? "true" : nil,
                    "aria-describedby": refused ? "amount-problem" : nil, "autofocus": refused ? "" : nil,
                ])
            + HTML.element("select", ["id": "currency", "name": "currency", "aria-label": "Currency"], currencies)
    }
}
