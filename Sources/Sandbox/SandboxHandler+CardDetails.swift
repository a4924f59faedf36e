import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// `GET /card-details`: scheme, type, country and required fields for a BIN or a stored method (of the
    /// request's merchant account: another account's is a 404).
    ///
    /// Required fields by rule: the address when the card was issued in US, CA or GB (address
    /// verification); `tax_id` for BR cards; `email_address` when `intent` is `capture`; first and last
    /// name when `amount` is 100000 or more; `phone_number` for merchant-initiated payments.
    func cardDetails(_ request: HTTPRequest) throws -> HTTPResponse {
        let query = QueryParameters(request)
        var validator = Validator(location: "query")
        let currency = query["currency"]
        if currency == nil {
            validator.fail("/currency", "Field required", type: "missing")
        } else if currency?.isUpperLetters(3) == false {
            validator.fail("/currency", "Input should be a three-letter ISO 4217 code", type: "string_pattern_mismatch")
        }
        if let bin = query["bin"], !bin.isDigits(6...8) {
            validator.fail("/bin", "Input should be 6 to 8 digits", type: "string_pattern_mismatch")
        }
        if let id = query["payment_method_id"], UUID(uuidString: id) == nil {
            validator.fail("/payment_method_id", "Input should be a valid UUID", type: "uuid_parsing")
        }
        if query["bin"] == nil && query["payment_method_id"] == nil {
            validator.fail("/bin", "Give bin or payment_method_id", type: "missing")
        }
        if let country = query["country"], !country.isUpperLetters(2) {
            validator.fail("/country", "Input should be a two-letter ISO 3166 code", type: "string_pattern_mismatch")
        }
        let amount = query["amount"].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
        if query["amount"] != nil && amount == nil {
            validator.fail("/amount", "Input should be a non-negative integer", type: "int_parsing")
        }
        let intent = query["intent"] ?? "authorize"
        if !["authorize", "capture"].contains(intent) {
            validator.fail("/intent", "Input should be 'authorize' or 'capture'", type: "enum")
        }
        var flags: [String: Bool] = [:]
        for name in ["is_subsequent_payment", "merchant_initiated"] {
            guard let raw = query[name] else { continue }
            switch raw {
            case "true": flags[name] = true
            case "false": flags[name] = false
            default: validator.fail("/\(name)", "Input should be true or false", type: "bool_parsing")
            }
        }
        if let metadata = query["metadata"],
            JSONValue(parsing: Data(metadata.utf8), maxDepth: Self.maxJSONDepth).map({ $0.isObject }) != true
        {
            validator.fail("/metadata", "Input should be a JSON object", type: "json_invalid")
        }
        if let source = query["payment_source"], !Self.paymentSources.contains(source) {
            validator.fail("/payment_source", "Input should be one of \(Self.paymentSources)", type: "enum")
        }
        try validator.check()
        var bin = query["bin"]
        if let id = query["payment_method_id"] {
            guard let stored = try store.paymentMethod(id: id.lowercased(), account: try Self.merchantAccount(request)),
                let storedBIN = stored.bin
            else {
                throw APIError.notFound(
                    "No stored payment method with that id", location: "query", pointer: "/payment_method_id")
            }
            bin = storedBIN
        }
        guard let bin, let details = lookup.details(for: bin) else {
            throw APIError.notFound("No card details for this BIN", location: "query", pointer: "/bin")
        }
        let address = ["US", "CA", "GB"].contains(details.country ?? "")
        let named = (amount ?? 0) >= 100_000
        let response = CardDetailResponse(
            id: bin, cardType: details.cardType, scheme: details.scheme, additionalSchemes: details.additionalSchemes,
            country: details.country,
            requiredFields: .init(
                firstName: named, lastName: named, emailAddress: intent == "capture",
                phoneNumber: flags["merchant_initiated"] == true, taxID: details.country == "BR",
                address: .init(
                    city: address, country: address, postalCode: address, state: address && details.country != "GB",
                    houseNumberOrName: false, line1: address)))
        return Self.json(200, encoded: try response.encoded)
    }
}
