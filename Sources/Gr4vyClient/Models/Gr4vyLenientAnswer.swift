import TesseraCore

/// An API answer read leniently that keeps the whole answer in ``json`` (``Gr4vyTransaction``,
/// ``Gr4vyTransactionList``, ``Gr4vyRefund``): decoding reads the answer once as JSON and once through
/// `CodingKeys` for the typed fields, and encoding writes ``json``, the answer as the API sent it.
protocol Gr4vyLenientAnswer: Codable {
    /// The keys of the typed fields.
    associatedtype CodingKeys: CodingKey
    /// The whole answer, as the API sent it.
    var json: JSONValue { get }
    /// Reads the typed fields from `fields`, keeping `json`; throws only when a required field is missing.
    init(json: JSONValue, fields: KeyedDecodingContainer<CodingKeys>) throws
}

extension Gr4vyLenientAnswer {
    /// Reads the answer; throws only when it is not an object or a required field is missing.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder), fields: decoder.container(keyedBy: CodingKeys.self))
    }

    /// Writes ``json``, the answer as the API sent it.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
