import DigitalWallet
import Foundation
import Sandbox
import TesseraClient

extension WalletCommand {
    /// `tessera wallet test-cards`.
    struct TestCards: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "test-cards",
            abstract: "List the token service emulator's documented test cards and the flow each follows.")

        @Flag(WalletCommand.json) var json: Bool

        func run(on console: Console) throws {
            let expiry = TokenServiceTestCard.expiry(at: Date())
            let cards = TokenServiceTestCard.all
            if json {
                try printJSON(
                    cards.map {
                        [
                            "pan": $0.pan, "expiry": expiry, "cvc": TokenServiceTestCard.securityCode,
                            "scheme": $0.scheme.lowercased(), "flow": $0.flow.rawValue, "co_badged": $0.isCoBadged,
                        ] as [String: Any]
                    }, on: console)
                return
            }
            let rows = cards.map { card in
                [
                    card.pan, expiry, TokenServiceTestCard.securityCode,
                    card.auxiliaryScheme.map { "\(card.scheme)+\($0)" } ?? card.scheme, card.flow.rawValue,
                ]
            }
            console.out(TextTable.render(header: ["NUMBER", "EXPIRY", "CVC", "SCHEME", "FLOW"], rows: rows))
        }
    }

    /// `tessera wallet list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "list", abstract: "List the wallet's cards (after applying the token service's pending pushes).")

        @Flag(WalletCommand.json) var json: Bool

        func run(on console: Console) async throws {
            let (manager, _) = try open()
            _ = try? await manager.synchronize()
            var rows: [[String: Any]] = []
            for card in try await manager.cardList { rows.append(try await WalletCommand.json(card)) }
            if json {
                for index in rows.indices {
                    rows[index]["recovered_payments"] = await recoveriesJSON(
                        manager, of: rows[index]["digital_card_id"] as? String)
                }
                return try printJSON(rows, on: console)
            }
            await announceRecoveries(manager, on: console)
            if rows.isEmpty { console.out("No cards. Add one with 'tessera wallet digitize'.") }
            for (card, row) in zip(try await manager.cardList, rows) {
                console.out(try await line(card, row))
            }
        }
    }

    /// `tessera wallet show ID`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "show", abstract: "Show one card: state, metadata, payment keys, details, art types.")

        @Argument("id", help: WalletCommand.idHelp) var id: String
        @Flag(WalletCommand.json) var json: Bool

        func run(on console: Console) async throws {
            let (manager, _) = try open()
            _ = try? await manager.synchronize()
            let card = try await card(id, in: manager)
            var row = try await WalletCommand.json(card)
            if json {
                row["recovered_payments"] = await recoveriesJSON(manager, of: id)
                return try printJSON(row, on: console)
            }
            await announceRecoveries(manager, on: console)
            console.out(try await line(card, row))
            for (label, value) in try await facts(of: card) {
                console.out("  " + (label + ":").padding(toLength: 10, withPad: " ", startingAt: 0) + value)
            }
        }

        /// Every field of the card's details, as the app's details view shows them, one labelled line each;
        /// a field the card does not have is `-`.
        private func facts(of card: DigitalCard) async throws -> [(String, String)] {
            let metadata = try await card.cardMetadata
            let keys = try await card.paymentKeyInfo
            let details = try await card.details
            func text(_ value: String?) -> String { value.flatMap { $0.isEmpty ? nil : $0 } ?? "-" }
            func expiry(_ mmyy: String?) -> String {
                guard let mmyy, mmyy.count == 4 else { return text(mmyy) }
                return "\(mmyy.prefix(2))/\(mmyy.suffix(2))"
            }
            let keyType = keys.keyType == .limitedUseKey ? "limited-use keys" : "single-use keys"
            var facts = [
                ("card", "••••\(text(metadata.panLastDigits)), expires \(expiry(metadata.panExpiry))"),
                ("token", "••••\(text(metadata.tokenLastDigits)), expires \(expiry(metadata.tokenExpiry))"),
                ("issuer", "\(text(metadata.issuerName))  \(metadata.issuerPhoneNumber ?? "")"),
                ("contact", "\(text(metadata.issuerEmail))  \(text(metadata.issuerWebsite))"),
                ("terms", text(metadata.termsAndConditionsUrl)),
                ("about", text(metadata.shortDescription)),
                (
                    "keys",
                    "\(keys.numberOfPaymentsLeft) payments left (\(keyType)), "
                        + (keys.expiryDate.map { "valid until \($0.formatted(.iso8601))" } ?? "no key expiry") + ", "
                        + (keys.needsReplenishment ? "needs replenishment" : "no replenishment needed")
                ),
                ("types", text(details.paymentTypesSupported.map { "\($0)" }.joined(separator: ", "))),
            ]
            if card.hasAuxiliaryScheme {
                facts.append(
                    (
                        "co-badge",
                        "\(text(details.auxiliaryScheme?.rawValue)), token ••••\(text(metadata.auxiliaryTokenLastDigits)), "
                            + "expires \(expiry(metadata.auxiliaryTokenExpiry)), "
                            + "\(keys.auxiliaryNumberOfPaymentsLeft.map(String.init) ?? "-") payments left"
                    ))
            }
            facts.append(("art", try await card.cardArt.availableArtTypes.map(\.rawValue).joined(separator: ", ")))
            return facts
        }
    }

    fileprivate static func line(_ card: DigitalCard, _ row: [String: Any]) async throws -> String {
        let metadata = try await card.cardMetadata
        let details = try await card.details
        let scheme = [details.scheme, details.auxiliaryScheme].compactMap { $0?.rawValue }.joined(separator: "+")
        let mark = try await card.isDefaultCard ? " (default)" : ""
        return "\(card.digitalCardID)  \(scheme)  card ••••\(metadata.panLastDigits ?? "")  token ••••"
            + "\(metadata.tokenLastDigits ?? "")  \(try await card.state)\(mark)"
    }

    /// A card as JSON: the SDK's property names in snake_case, as every command's JSON; nil properties are
    /// JSON null.
    static func json(_ card: DigitalCard) async throws -> [String: Any] {
        let metadata = try await card.cardMetadata
        let keys = try await card.paymentKeyInfo
        let details = try await card.details
        func value(_ optional: Any?) -> Any { optional ?? NSNull() }
        return [
            "digital_card_id": card.digitalCardID, "state": "\(try await card.state)",
            "is_default_card": try await card.isDefaultCard, "has_auxiliary_scheme": card.hasAuxiliaryScheme,
            "card_metadata": [
                "pan_last_digits": value(metadata.panLastDigits), "pan_expiry": value(metadata.panExpiry),
                "token_last_digits": value(metadata.tokenLastDigits), "token_expiry": value(metadata.tokenExpiry),
                "issuer_name": value(metadata.issuerName), "issuer_phone_number": value(metadata.issuerPhoneNumber),
                "issuer_email": value(metadata.issuerEmail),
                "terms_and_conditions_url": value(metadata.termsAndConditionsUrl),
                "auxiliary_token_last_digits": value(metadata.auxiliaryTokenLastDigits),
                "auxiliary_token_expiry": value(metadata.auxiliaryTokenExpiry),
            ],
            "payment_key_info": [
                "number_of_payments_left": keys.numberOfPaymentsLeft, "needs_replenishment": keys.needsReplenishment,
                "key_type": keys.keyType.rawValue, "expiry_date": value(keys.expiryDate?.formatted(.iso8601)),
                "auxiliary_number_of_payments_left": value(keys.auxiliaryNumberOfPaymentsLeft),
            ],
            "details": [
                "scheme": value(details.scheme?.rawValue),
                "auxiliary_scheme": value(details.auxiliaryScheme?.rawValue),
                "payment_types_supported": details.paymentTypesSupported.map { "\($0)" },
            ],
            "card_art": ["available_art_types": try await card.cardArt.availableArtTypes.map(\.rawValue)],
        ]
    }
}
