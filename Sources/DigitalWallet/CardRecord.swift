import Foundation
import SQLite

/// One card as the wallet stores it: no full card number, no security code, no key.
struct CardRecord: Sendable, Equatable {
    var id: String
    var tokenReference: String
    var state: DigitalCard.State
    var scheme: DigitalCard.Scheme
    var auxiliaryScheme: DigitalCard.Scheme?
    var panLastDigits: String?
    var panExpiry: String?
    var tokenLastDigits: String?
    var tokenExpiry: String?
    var auxiliaryTokenLastDigits: String?
    var auxiliaryTokenExpiry: String?
    var issuerName: String?
    var issuerPhoneNumber: String?
    var issuerEmail: String?
    var issuerWebsite: String?
    var termsURL: String?
    var privacyURL: String?
    var shortDescription: String?
    /// Asset ids by art type raw value.
    var art: [String: String]
    var paymentTypes: [DigitalCard.PaymentType]
    var keyType: DigitalCard.KeyType
    var threshold: Int
    var idvMethods: [IDVMethod]
    var idvSelected: String?
    var isDefault: Bool
    var createdAt: Date

    init(
        id: String, tokenReference: String, state: DigitalCard.State, scheme: DigitalCard.Scheme,
        auxiliaryScheme: DigitalCard.Scheme?, art: [String: String], paymentTypes: [DigitalCard.PaymentType],
        keyType: DigitalCard.KeyType, threshold: Int, createdAt: Date
    ) {
        self.id = id
        self.tokenReference = tokenReference
        self.state = state
        self.scheme = scheme
        self.auxiliaryScheme = auxiliaryScheme
        self.art = art
        self.paymentTypes = paymentTypes
        self.keyType = keyType
        self.threshold = threshold
        self.idvMethods = []
        self.isDefault = false
        self.createdAt = createdAt
    }

    init(_ row: Row) throws(WalletError) {
        guard let id = row["id"].string, let reference = row["token_ref"].string,
            let state = row["state"].int.flatMap(DigitalCard.State.init(rawValue:)),
            let scheme = row["scheme"].string.flatMap(DigitalCard.Scheme.init(rawValue:)),
            let keyType = row["key_type"].string.flatMap(DigitalCard.KeyType.init(rawValue:))
        else { throw .storeCorrupt(path: "wallet.sqlite", detail: "a card row is incomplete") }
        self.init(
            id: id, tokenReference: reference, state: state, scheme: scheme,
            auxiliaryScheme: row["aux_scheme"].string.flatMap(DigitalCard.Scheme.init(rawValue:)),
            art: Self.decode([String: String].self, row["art"].string) ?? [:],
            paymentTypes: (row["payment_types"].string ?? "").split(separator: ",").compactMap {
                Int($0).flatMap(DigitalCard.PaymentType.init(rawValue:))
            }, keyType: keyType, threshold: row["threshold"].int ?? 0,
            createdAt: Date(timeIntervalSince1970: row["created_at"].double ?? 0))
        panLastDigits = row["pan_last"].string
        panExpiry = row["pan_expiry"].string
        tokenLastDigits = row["token_last"].string
        tokenExpiry = row["token_expiry"].string
        auxiliaryTokenLastDigits = row["aux_token_last"].string
        auxiliaryTokenExpiry = row["aux_token_expiry"].string
        issuerName = row["issuer_name"].string
        issuerPhoneNumber = row["issuer_phone"].string
        issuerEmail = row["issuer_email"].string
        issuerWebsite = row["issuer_website"].string
        termsURL = row["terms_url"].string
        privacyURL = row["privacy_url"].string
        shortDescription = row["short_description"].string
        idvMethods = Self.decode([IDVMethod].self, row["idv_methods"].string) ?? []
        idvSelected = row["idv_selected"].string
        isDefault = row["is_default"].int == 1
    }

    /// The columns and values of an INSERT.
    var columns: [(String, SQLiteValue)] {
        [
            ("id", .text(id)), ("token_ref", .text(tokenReference)), ("state", .integer(Int64(state.rawValue))),
            ("scheme", .text(scheme.rawValue)), ("aux_scheme", SQLiteValue(auxiliaryScheme?.rawValue)),
            ("pan_last", SQLiteValue(panLastDigits)), ("pan_expiry", SQLiteValue(panExpiry)),
            ("token_last", SQLiteValue(tokenLastDigits)), ("token_expiry", SQLiteValue(tokenExpiry)),
            ("aux_token_last", SQLiteValue(auxiliaryTokenLastDigits)),
            ("aux_token_expiry", SQLiteValue(auxiliaryTokenExpiry)), ("issuer_name", SQLiteValue(issuerName)),
            ("issuer_phone", SQLiteValue(issuerPhoneNumber)), ("issuer_email", SQLiteValue(issuerEmail)),
            ("issuer_website", SQLiteValue(issuerWebsite)), ("terms_url", SQLiteValue(termsURL)),
            ("privacy_url", SQLiteValue(privacyURL)), ("short_description", SQLiteValue(shortDescription)),
            ("art", .text(Self.encode(art))),
            ("payment_types", .text(paymentTypes.map { String($0.rawValue) }.joined(separator: ","))),
            ("key_type", .text(keyType.rawValue)), ("threshold", .integer(Int64(threshold))),
            ("idv_methods", .text(Self.encode(idvMethods))), ("idv_selected", SQLiteValue(idvSelected)),
            ("is_default", .integer(isDefault ? 1 : 0)), ("created_at", .real(createdAt.timeIntervalSince1970)),
        ]
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ text: String?) -> T? {
        text.flatMap { try? JSONDecoder().decode(type, from: Data($0.utf8)) }
    }

    private static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
