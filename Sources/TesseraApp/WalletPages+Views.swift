import DigitalWallet
import Foundation

extension WalletPages {
    /// The list view: each card drawn (scheme, last digits, expiry, issuer), its state and default mark, then the
    /// form to add one.
    func listView(notice: WalletNotice?) async throws -> HTML {
        _ = try? await manager.synchronize()
        var rows: [HTML] = []
        for card in try await manager.cardList {
            let metadata = try await card.cardMetadata
            let details = try await card.details
            let state = try await card.state
            let schemes = [details.scheme, details.auxiliaryScheme].compactMap { $0 }
            let description = WalletWording.imageDescription(
                schemes: schemes, lastDigits: metadata.panLastDigits, expiry: metadata.panExpiry,
                issuer: metadata.issuerName)
            let image = HTML.void(
                "img", ["src": "/wallet/cards/\(card.digitalCardID)/image", "alt": description, "class": "thumb"])
            let defaultMark: HTML = try await card.isDefaultCard ? "<span class=\"badge\">Default</span>" : ""
            rows.append(
                HTML.element(
                    "li", ["class": "wallet-card", "data-state": "\(state)"],
                    HTML.element(
                        "a", ["href": "/wallet/cards/\(card.digitalCardID)"],
                        image
                            + HTML.element(
                                "span", ["class": "summary"],
                                HTML.element(
                                    "strong", [:],
                                    HTML.escape(schemes.map(WalletWording.scheme).joined(separator: " + ")))
                                    + HTML.element(
                                        "span", ["class": "digits"], HTML.escape("•••• \(metadata.panLastDigits ?? "")")
                                    )
                                    + HTML.element(
                                        "span", ["class": "state state-\(state)"],
                                        HTML.escape(WalletWording.state(state)))
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

    func noticeBox(_ notice: WalletNotice?) -> HTML {
        notice.map { HTML.element("p", ["class": "notice", "role": "status"], HTML.escape($0.text)) } ?? ""
    }
}
