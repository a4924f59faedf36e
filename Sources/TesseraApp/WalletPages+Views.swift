import DigitalWallet
import Foundation

extension WalletPages {
    /// The list view: each card's art, last digits, scheme, state and default mark, then the form to add one.
    func listView(notice: WalletNotice?) async throws -> HTML {
        _ = try? await manager.synchronize()
        var rows: [HTML] = []
        for card in try await manager.cardList {
            let metadata = try await card.cardMetadata
            let details = try await card.details
            let state = try await card.state
            let types = try await card.cardArt.availableArtTypes
            let art = [DigitalCard.ArtType.cardBackgroundCombined, .cardBackground, .cardIcon].first(
                where: types.contains)
            let schemes = [details.scheme, details.auxiliaryScheme].compactMap { $0 }.map(Self.schemeName)
            let image =
                art.map {
                    HTML.void(
                        "img",
                        ["src": "/wallet/cards/\(card.digitalCardID)/art/\($0.rawValue)", "alt": "", "class": "thumb"])
                } ?? ""
            let defaultMark: HTML = try await card.isDefaultCard ? "<span class=\"badge\">Default</span>" : ""
            rows.append(
                HTML.element(
                    "li", ["class": "wallet-card", "data-state": "\(state)"],
                    HTML.element(
                        "a", ["href": "/wallet/cards/\(card.digitalCardID)"],
                        image
                            + HTML.element(
                                "span", ["class": "summary"],
                                HTML.element("strong", [:], HTML.escape(schemes.joined(separator: " + ")))
                                    + HTML.element(
                                        "span", ["class": "digits"], HTML.escape("•••• \(metadata.panLastDigits ?? "")")
                                    )
                                    + HTML.element("span", ["class": "state state-\(state)"], HTML.escape("\(state)"))
                                    + defaultMark))))
        }
        let list =
            rows.isEmpty
            ? HTML.element("p", ["class": "empty"], "No cards yet. Add one below.")
            : HTML.element("ul", ["class": "wallet-list", "aria-label": "Cards"], HTML.join(rows))
        return "<h1>Wallet</h1>" + noticeBox(notice) + (await recoveriesBox()) + list + addForm()
    }

    /// The interrupted payments the wallet settled, each shown once (then acknowledged).
    private func recoveriesBox() async -> HTML {
        let payments = (try? await manager.recoveredPayments) ?? []
        guard !payments.isEmpty else { return "" }
        try? await manager.acknowledge(payments)
        return HTML.join(
            payments.map {
                HTML.element("p", ["class": "notice recovered-payment", "role": "status"], HTML.escape($0.description))
            })
    }

    private func addForm() -> HTML {
        let options = HTML.join(
            [HTML.element("option", ["value": ""], "Type a card below")]
                + issuer.testCards.enumerated().map { index, card in
                    HTML.element(
                        "option", ["value": String(index)],
                        HTML.escape("\(card.scheme) \(card.flow) — \(card.number)"))
                })
        return HTML.element(
            "form", ["method": "post", "action": "/wallet/digitize", "class": "stack add-card", "autocomplete": "off"],
            HTML.element("h2", [:], "Add a card")
                + HTML.element("label", ["for": "test_card"], "Test card")
                + HTML.element("select", ["id": "test_card", "name": "test_card"], options)
                + HTML.element("label", ["for": "number"], "Card number")
                + HTML.void("input", ["id": "number", "name": "number", "inputmode": "numeric", "autocomplete": "off"])
                + HTML.element("label", ["for": "expiry"], "Expiry (MM/YY)")
                + HTML.void("input", ["id": "expiry", "name": "expiry", "inputmode": "numeric", "autocomplete": "off"])
                + HTML.element("label", ["for": "cvc"], "Security code")
                + HTML.void("input", ["id": "cvc", "name": "cvc", "inputmode": "numeric", "autocomplete": "off"])
                + HTML.element("button", ["type": "submit", "class": "primary"], "Check the card"))
    }

    /// The details view: state, the six art types, metadata, payment keys, scheme and payment types, the auxiliary
    /// values of a co-badged card, and the actions the card's state allows.
    func detailsView(_ id: String, notice: WalletNotice?) async throws -> HTML {
        _ = try? await manager.synchronize()
        let card = try await card(id)
        let state = try await card.state
        let metadata = try await card.cardMetadata
        let keys = try await card.paymentKeyInfo
        let details = try await card.details
        let available = try await card.cardArt.availableArtTypes
        let isDefault = try await card.isDefaultCard
        let arts = HTML.join(
            DigitalCard.ArtType.allCases.map { type in
                let content: HTML =
                    available.contains(type)
                    ? HTML.void("img", ["src": "/wallet/cards/\(id)/art/\(type.rawValue)", "alt": type.rawValue])
                    : HTML.element("span", ["class": "missing"], "not provided")
                return HTML.element(
                    "figure", ["class": "art", "data-art": type.rawValue],
                    content + HTML.element("figcaption", [:], HTML.escape(type.rawValue)))
            })
        var facts: [(String, String?)] = [
            ("State", "\(state)"), ("Default card", isDefault ? "yes" : "no"),
            ("Card number ends", metadata.panLastDigits), ("Card expiry", metadata.panExpiry),
            ("Token ends", metadata.tokenLastDigits), ("Token expiry", metadata.tokenExpiry),
            ("Issuer", metadata.issuerName), ("Issuer phone", metadata.issuerPhoneNumber),
            ("Issuer e-mail", metadata.issuerEmail), ("Issuer website", metadata.issuerWebsite),
            ("Terms", metadata.termsAndConditionsUrl), ("Description", metadata.shortDescription),
            ("Payments left", String(keys.numberOfPaymentsLeft)),
            ("Needs replenishment", keys.needsReplenishment ? "yes" : "no"),
            ("Key type", keys.keyType == .limitedUseKey ? "limited-use keys" : "single-use keys"),
            ("Keys valid until", keys.expiryDate?.formatted(.iso8601)),
            ("Scheme", details.scheme.map(Self.schemeName)),
            ("Payment types", details.paymentTypesSupported.map { "\($0)" }.joined(separator: ", ")),
        ]
        if card.hasAuxiliaryScheme {
            facts += [
                ("Second scheme", details.auxiliaryScheme.map(Self.schemeName)),
                ("Second token ends", metadata.auxiliaryTokenLastDigits),
                ("Second token expiry", metadata.auxiliaryTokenExpiry),
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
            [details.scheme, details.auxiliaryScheme].compactMap { $0 }.map(Self.schemeName).joined(separator: " + ")
                + " •••• " + (metadata.panLastDigits ?? ""))
        return HTML.element("p", [:], HTML.element("a", ["href": "/wallet"], "← All cards"))
            + HTML.element("h1", ["data-state": "\(state)"], title) + noticeBox(notice)
            + HTML.element("div", ["class": "arts"], arts) + table + actions(id, state: state, isDefault: isDefault)
    }

    private func actions(_ id: String, state: DigitalCard.State, isDefault: Bool) -> HTML {
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
            buttons.append(
                button(
                    "pay", "Pay",
                    extra: HTML.void(
                        "input", ["name": "amount", "value": "1000", "aria-label": "Amount in cents", "size": "6"])))
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

    private func noticeBox(_ notice: WalletNotice?) -> HTML {
        notice.map { HTML.element("p", ["class": "notice", "role": "status"], HTML.escape($0.text)) } ?? ""
    }

    static func schemeName(_ scheme: DigitalCard.Scheme) -> String {
        switch scheme {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .pure: "PURE"
        case .cartesBancaires: "Cartes Bancaires"
        }
    }
}
