import DigitalWallet
import Foundation
import Sandbox

extension WalletCommand {
    /// `tessera wallet test-cards`.
    static let testCards = CommandSpec(
        name: "test-cards",
        abstract: "List the token service emulator's documented test cards and the flow each follows.",
        options: [json],
        run: { arguments, console in
            let expiry = TokenServiceTestCard.expiry(at: Date())
            let cards = TokenServiceTestCard.all
            if try arguments[json] {
                try printJSON(
                    cards.map {
                        [
                            "pan": $0.pan, "expiry": expiry, "cvc": TokenServiceTestCard.securityCode,
                            "scheme": $0.scheme.lowercased(), "flow": $0.flow.rawValue, "co_badged": $0.isCoBadged,
                        ] as [String: Any]
                    }, on: console)
                return
            }
            for card in cards {
                let scheme = card.auxiliaryScheme.map { "\(card.scheme)+\($0)" } ?? card.scheme
                console.out(
                    "\(card.pan)  \(expiry)  \(TokenServiceTestCard.securityCode)  \(scheme)  \(card.flow.rawValue)")
            }
        })

    /// `tessera wallet list`.
    static let list = CommandSpec(
        name: "list",
        abstract: "List the wallet's cards (after applying the token service's pending pushes).",
        options: [json],
        run: { arguments, console in
            let (manager, _) = try open()
            _ = try? await manager.synchronize()
            var rows: [[String: Any]] = []
            for card in try await manager.cardList { rows.append(try await json(card)) }
            if try arguments[json] { return try printJSON(rows, on: console) }
            if rows.isEmpty { console.out("No cards. Add one with 'tessera wallet digitize'.") }
            for (card, row) in zip(try await manager.cardList, rows) {
                console.out(try await line(card, row))
            }
        })

    /// `tessera wallet show ID`.
    static let show = CommandSpec(
        name: "show",
        abstract: "Show one card: state, metadata, payment keys, details, art types.",
        arguments: [idArgument],
        options: [json],
        run: { arguments, console in
            let id = try id(arguments)
            let (manager, _) = try open()
            _ = try? await manager.synchronize()
            let card = try await card(id, in: manager)
            let row = try await json(card)
            if try arguments[json] { return try printJSON(row, on: console) }
            console.out(try await line(card, row))
            let metadata = try await card.cardMetadata
            console.out("  issuer:   \(metadata.issuerName ?? "-")  \(metadata.issuerPhoneNumber ?? "")")
            let keys = try await card.paymentKeyInfo
            console.out(
                "  keys:     \(keys.numberOfPaymentsLeft) payments left (\(keys.keyType.rawValue))"
                    + (keys.needsReplenishment ? ", needs replenishment" : ""))
            console.out(
                "  art:      \(try await card.cardArt.availableArtTypes.map(\.rawValue).joined(separator: ", "))")
        })

    private static func line(_ card: DigitalCard, _ row: [String: Any]) async throws -> String {
        let metadata = try await card.cardMetadata
        let details = try await card.details
        let scheme = [details.scheme, details.auxiliaryScheme].compactMap { $0?.rawValue }.joined(separator: "+")
        let mark = try await card.isDefaultCard ? " (default)" : ""
        return "\(card.digitalCardID)  \(scheme)  card ••••\(metadata.panLastDigits ?? "")  token ••••"
            + "\(metadata.tokenLastDigits ?? "")  \(try await card.state)\(mark)"
    }

    /// A card as JSON with the SDK's property names; nil properties are JSON null.
    static func json(_ card: DigitalCard) async throws -> [String: Any] {
        let metadata = try await card.cardMetadata
        let keys = try await card.paymentKeyInfo
        let details = try await card.details
        func value(_ optional: Any?) -> Any { optional ?? NSNull() }
        return [
            "digitalCardID": card.digitalCardID, "state": "\(try await card.state)",
            "isDefaultCard": try await card.isDefaultCard, "hasAuxiliaryScheme": card.hasAuxiliaryScheme,
            "cardMetadata": [
                "panLastDigits": value(metadata.panLastDigits), "panExpiry": value(metadata.panExpiry),
                "tokenLastDigits": value(metadata.tokenLastDigits), "tokenExpiry": value(metadata.tokenExpiry),
                "issuerName": value(metadata.issuerName), "issuerPhoneNumber": value(metadata.issuerPhoneNumber),
                "issuerEmail": value(metadata.issuerEmail),
                "termsAndConditionsUrl": value(metadata.termsAndConditionsUrl),
                "auxiliaryTokenLastDigits": value(metadata.auxiliaryTokenLastDigits),
                "auxiliaryTokenExpiry": value(metadata.auxiliaryTokenExpiry),
            ],
            "paymentKeyInfo": [
                "numberOfPaymentsLeft": keys.numberOfPaymentsLeft, "needsReplenishment": keys.needsReplenishment,
                "keyType": keys.keyType.rawValue, "expiryDate": value(keys.expiryDate?.formatted(.iso8601)),
                "auxiliaryNumberOfPaymentsLeft": value(keys.auxiliaryNumberOfPaymentsLeft),
            ],
            "details": [
                "scheme": value(details.scheme?.rawValue), "auxiliaryScheme": value(details.auxiliaryScheme?.rawValue),
                "paymentTypesSupported": details.paymentTypesSupported.map { "\($0)" },
            ],
            "cardArt": ["availableArtTypes": try await card.cardArt.availableArtTypes.map(\.rawValue)],
        ]
    }
}
