import Foundation
import Transport

extension SandboxHandler {
    /// `GET /buyers/payment-methods`: the stored methods of a buyer of the request's merchant account,
    /// filtered and sorted as asked; another account's buyer is a 404.
    func buyerPaymentMethods(_ request: HTTPRequest) throws -> HTTPResponse {
        let query = QueryParameters(request)
        var validator = Validator(location: "query")
        let buyerID = query["buyer_id"]
        let external = query["buyer_external_identifier"]
        if let buyerID, UUID(uuidString: buyerID) == nil {
            validator.fail("/buyer_id", "Input should be a valid UUID", type: "uuid_parsing")
        }
        if buyerID == nil && external == nil {
            validator.fail("/buyer_id", "Give buyer_id or buyer_external_identifier", type: "missing")
        }
        let sortColumns = [
            "last_used_at": "last_used_at", "usage_count": "usage_count",
            "cit_last_used_at": "cit_last_used_at", "cit_usage_count": "cit_usage_count",
        ]
        let sortBy = query["sort_by"]
        if let sortBy, sortColumns[sortBy] == nil {
            validator.fail("/sort_by", "Input should be one of \(sortColumns.keys.sorted())", type: "enum")
        }
        let orderBy = query["order_by"] ?? "desc"
        if orderBy != "asc" && orderBy != "desc" {
            validator.fail("/order_by", "Input should be 'asc' or 'desc'", type: "enum")
        }
        if let country = query["country"], !country.isUpperLetters(2) {
            validator.fail("/country", "Input should be a two-letter ISO 3166 code", type: "string_pattern_mismatch")
        }
        if let currency = query["currency"], !currency.isUpperLetters(3) {
            validator.fail("/currency", "Input should be a three-letter ISO 4217 code", type: "string_pattern_mismatch")
        }
        try validator.check()
        let account = try Self.merchantAccount(request)
        guard let buyer = try store.buyer(id: buyerID?.lowercased(), externalIdentifier: external, account: account)
        else {
            throw APIError.notFound(
                "No buyer with that id or external identifier", location: "query",
                pointer: buyerID != nil ? "/buyer_id" : "/buyer_external_identifier")
        }
        let methods = try store.paymentMethods(
            of: buyer, country: query["country"], currency: query["currency"],
            sortBy: sortBy.flatMap { sortColumns[$0] }, descending: orderBy == "desc")
        return Self.json(200, ["items": .array(methods.map(\.summary))])
    }
}

/// The query items of a request by name (the last value wins), with empty values treated as absent.
struct QueryParameters {
    private let values: [String: [String]]

    init(_ request: HTTPRequest) {
        var values: [String: [String]] = [:]
        for item in request.queryItems {
            if let value = item.value, !value.isEmpty { values[item.name, default: []].append(value) }
        }
        self.values = values
    }

    subscript(name: String) -> String? { values[name]?.last }

    /// Every value given for `name`, in order (a repeated parameter, such as `status=a&status=b`).
    func all(_ name: String) -> [String] { values[name] ?? [] }
}
