import Foundation
import TesseraCore

/// What the token service tells a wallet about a card product: art asset ids, issuer contacts, ID&V
/// methods and the payment-key profile of each scheme.
enum TokenServiceProduct {
    /// How a scheme's payment keys are issued.
    struct KeyProfile {
        /// `SINGLE_USE` (Mastercard, PURE, Cartes Bancaires) or `LIMITED_USE` (Visa).
        var keyType: String
        /// How many keys one replenishment issues.
        var batchSize: Int
        /// How many payments each key allows.
        var usesPerKey: Int
        /// How long a key is valid, or nil for keys without expiry.
        var validity: TimeInterval?
        /// At or below this many payments left, the wallet should replenish.
        var threshold: Int
    }

    /// The key profile of `scheme` (wire spelling).
    static func keyProfile(_ scheme: String) -> KeyProfile {
        switch scheme {
        case "VISA":
            KeyProfile(keyType: "LIMITED_USE", batchSize: 1, usesPerKey: 10, validity: 7 * 86_400, threshold: 3)
        case "PURE": KeyProfile(keyType: "SINGLE_USE", batchSize: 6, usesPerKey: 1, validity: nil, threshold: 2)
        default: KeyProfile(keyType: "SINGLE_USE", batchSize: 8, usesPerKey: 1, validity: nil, threshold: 3)
        }
    }

    /// The ID&V methods offered on the yellow path; the first two send a one-time code.
    static let methods: [TokenServiceWire.AuthenticationMethod] = [
        .init(id: "1", type: "TEXT_TO_CARDHOLDER_NUMBER", value: "12X-XXX-XX32"),
        .init(id: "2", type: "EMAIL_TO_CARDHOLDER_ADDRESS", value: "a***@example.com"),
        .init(id: "3", type: "CARDHOLDER_TO_CALL_AUTOMATED_NUMBER", value: "1-800-555-0100"),
    ]

    /// The methods that send a one-time code.
    static var otpMethods: [TokenServiceWire.AuthenticationMethod] { Array(methods.prefix(2)) }

    /// The answer to a successful tokenize: decision, methods, token info (the token expiring with the card,
    /// `expiry` as MMYY), product config, key profile.
    static func tokenizeAnswer(
        card: TokenServiceTestCard, reference: String, suffix: String, status: String, expiry: String
    ) -> JSONValue {
        let approved = status == "ACTIVE"
        var tokenInfo: [String: JSONValue] = [
            "tokenPanSuffix": .string(suffix), "accountPanSuffix": .string(String(card.pan.suffix(4))),
            "tokenExpiry": .string(expiry), "accountPanExpiry": .string(expiry),
            "dsrpCapable": true, "productCategory": "CREDIT", "brand": .string(card.scheme),
        ]
        if let auxiliary = card.auxiliaryScheme {
            tokenInfo["auxiliaryBrand"] = .string(auxiliary)
            tokenInfo["auxiliaryTokenPanSuffix"] = .string(String(suffix.reversed()))
            tokenInfo["auxiliaryTokenExpiry"] = .string(expiry)
        }
        let profile = keyProfile(card.scheme)
        return [
            "decision": .string(approved ? "APPROVED" : "REQUIRE_ADDITIONAL_AUTHENTICATION"),
            "tokenUniqueReference": .string(reference),
            "panUniqueReference": .string("FWSPMC" + reference.dropFirst(6)),
            "tokenStatus": .string(status),
            "authenticationMethods": approved
                ? []
                : .array(methods.map { ["id": .string($0.id), "type": .string($0.type), "value": .string($0.value)] }),
            "tokenInfo": .object(tokenInfo),
            "productConfig": productConfig(card),
            "credentialsProfile": [
                "keyType": .string(profile.keyType), "replenishThreshold": .integer(Int64(profile.threshold)),
            ],
        ]
    }

    /// The product configuration of `card`: asset ids, issuer and its contacts, terms, payment types.
    static func productConfig(_ card: TokenServiceTestCard) -> JSONValue {
        var config: [String: JSONValue] = [
            "brandLogoAssetId": .string(TokenServiceAsset.id(.schemeLogo, card)),
            "issuerLogoAssetId": .string(TokenServiceAsset.id(.bankLogo, card)),
            "cardBackgroundCombinedAssetId": .string(TokenServiceAsset.id(.cardBackgroundCombined, card)),
            "cardBackgroundAssetId": .string(TokenServiceAsset.id(.cardBackground, card)),
            "iconAssetId": .string(TokenServiceAsset.id(.cardIcon, card)),
            "isCoBranded": .bool(card.isCoBadged),
            "foregroundColor": "FFFFFF",
            "issuerName": .string(card.issuerName),
            "shortDescription": .string("\(card.issuerName) \(card.scheme.capitalized)"),
            "customerServicePhoneNumber": "+44 20 7946 0000",
            "customerServiceEmail": "help@issuer.example",
            "customerServiceUrl": "https://issuer.example/help",
            "termsAndConditionsUrl": "https://issuer.example/terms",
            "privacyPolicyUrl": "https://issuer.example/privacy",
            "paymentTypes": ["CONTACTLESS", "DSRP", "QR"],
        ]
        if card.isCoBadged {
            config["coBrandLogoAssetId"] = .string(TokenServiceAsset.id(.coBrandLogo, card))
        }
        return .object(config)
    }
}
