import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// `POST /buyers`: 201 with the new buyer of the request's merchant account; 409 when the external
    /// identifier is taken in that account.
    func createBuyer(_ request: HTTPRequest) throws -> HTTPResponse {
        let account = try Self.merchantAccount(request)
        var validator = Validator(location: "body")
        let fields = validator.buyer(try Self.bodyObject(request), at: "", guest: false)
        try validator.check()
        let buyer = BuyerRecord(
            id: environment.makeID().uuidString.lowercased(), merchantAccountID: account, fields: fields ?? [:],
            createdAt: environment.clock.now())
        guard try store.insert(buyer, environment: environment) else { throw try duplicateBuyer(buyer) }
        return Self.json(201, buyer.json)
    }

    /// `GET /buyers/{id}`.
    func getBuyer(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        Self.json(200, try existingBuyer(id, request).json)
    }

    /// `PUT /buyers/{id}`: changes the members given (a null clears one); 409 when the new external
    /// identifier belongs to another buyer of the account.
    func updateBuyer(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        var validator = Validator(location: "body")
        let body = try Self.bodyObject(request)
        let fields = validator.buyer(body, at: "", guest: false)
        try validator.check()
        var buyer = try existingBuyer(id, request)
        var given: [String: JSONValue] = [:]
        if case .object(let members) = body {
            for key in members.keys { given[key] = fields?[key] ?? .null }
        }
        buyer.update(with: .object(given), at: environment.clock.now())
        switch try store.update(buyer, environment: environment) {
        case true?: return Self.json(200, buyer.json)
        case false?: throw try duplicateBuyer(buyer)
        case nil: throw Self.unknownBuyer(id)
        }
    }

    /// `DELETE /buyers/{id}`: 204; the buyer's stored payment methods go with it.
    func deleteBuyer(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        guard try store.deleteBuyer(id: id, account: try Self.merchantAccount(request), environment: environment) else {
            throw Self.unknownBuyer(id)
        }
        return HTTPResponse(status: 204)
    }

    /// `GET /buyers`: newest first, `limit` (1–100, default 20) per page, paged by `cursor`, filtered by
    /// `search` (display name or external identifier) and `external_identifier`.
    func listBuyers(_ request: HTTPRequest) throws -> HTTPResponse {
        let query = QueryParameters(request)
        var validator = Validator(location: "query")
        let (offset, limit) = Self.page(query, &validator)
        for name in ["search", "external_identifier"] {
            _ = validator.optionalString(query[name].map { .string($0) }, at: "/\(name)")
        }
        try validator.check()
        let page = try store.buyers(
            account: try Self.merchantAccount(request), offset: offset, limit: limit + 1, search: query["search"],
            externalIdentifier: query["external_identifier"])
        return Self.json(200, Self.pageJSON(page.prefix(limit).map(\.json), offset, limit, more: page.count > limit))
    }

    /// The buyer `id` of the request's merchant account; 404 when unknown or another account's.
    private func existingBuyer(_ id: String, _ request: HTTPRequest) throws -> BuyerRecord {
        guard UUID(uuidString: id) != nil,
            let buyer = try store.buyer(id: id, account: try Self.merchantAccount(request))
        else { throw Self.unknownBuyer(id) }
        return buyer
    }

    /// The 409 for `buyer`'s external identifier, naming the buyer of the same account that has it.
    private func duplicateBuyer(_ buyer: BuyerRecord) throws -> APIError {
        var error = APIError.duplicate(
            "A buyer with this external identifier already exists", pointer: "/external_identifier")
        error.resourceID = try store.buyer(
            externalIdentifier: buyer.externalIdentifier, account: buyer.merchantAccountID)?
            .id
        return error
    }

    static func unknownBuyer(_ id: String) -> APIError {
        APIError.notFound("No buyer with id '\(id.prefix(64))'", pointer: "/buyer_id")
    }

    /// The merchant account of a request that names none.
    static let defaultAccount = "default"

    /// The merchant account a request names in `x-gr4vy-merchant-account-id`, else `default`: an id of
    /// letters, digits, `-`, `_` and `.` (at most 255), never one holding a card number, since it is echoed.
    static func merchantAccount(_ request: HTTPRequest) throws -> String {
        try namedMerchantAccount(request) ?? defaultAccount
    }

    /// The merchant account a request names in `x-gr4vy-merchant-account-id`, or nil when it names none;
    /// checked as ``merchantAccount(_:)`` checks it.
    static func namedMerchantAccount(_ request: HTTPRequest) throws -> String? {
        let named = request.headers["x-gr4vy-merchant-account-id"]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !named.isEmpty else { return nil }
        var validator = Validator(location: "header")
        let pointer = "/x-gr4vy-merchant-account-id"
        let allowed = named.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
        }
        if named.count > Validator.maxStringLength || !allowed {
            validator.fail(
                pointer, "A merchant account id is up to 255 letters, digits, '-', '_' or '.'",
                type: "string_pattern_mismatch")
        } else {
            _ = validator.refusingCardNumber(in: named, at: pointer)
        }
        try validator.check()
        return named
    }
}

/// The opaque page cursors of the lists (buyers, transactions, events): the offset of the page, base64url-encoded.
enum PageCursor {
    static func make(_ offset: Int) -> String {
        Data("o:\(offset)".utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }

    static func offset(_ cursor: String) -> Int? {
        guard cursor.utf8.count <= 64 else { return nil }
        var base64 = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8),
            text.hasPrefix("o:"), let offset = Int(text.dropFirst(2)), offset >= 0
        else { return nil }
        return offset
    }
}
