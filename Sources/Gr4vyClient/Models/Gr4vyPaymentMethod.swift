/// What tokenize stores in a checkout session: a new card, a stored payment method or Click to Pay data.
///
/// Encodes flat, as the API's `payment_method` object: `method` (`card`, `id` or `click-to-pay`) beside
/// the payload's fields. Decoding reads `method` first, and takes the SDK's `click_to_pay` too.
public enum Gr4vyPaymentMethod: Codable, Sendable, Hashable, CustomStringConvertible {
    /// A card entered by the buyer.
    case card(CardPaymentMethod)
    /// A card from Click to Pay.
    case clickToPay(ClickToPayPaymentMethod)
    /// A stored payment method, optionally with its security code.
    case id(IdPaymentMethod)

    private enum CodingKeys: String, CodingKey {
        case method
    }

    /// Reads the case `method` names; an unknown or missing `method` throws `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let method = try container.decode(String.self, forKey: .method)
        switch method {
        case "card": self = .card(try CardPaymentMethod(from: decoder))
        case "id": self = .id(try IdPaymentMethod(from: decoder))
        case "click-to-pay", "click_to_pay": self = .clickToPay(try ClickToPayPaymentMethod(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .method, in: container, debugDescription: "Unknown payment method '\(method)'")
        }
    }

    /// Writes `method` and the payload's fields into one object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .card(let method):
            try container.encode("card", forKey: .method)
            try method.encode(to: encoder)
        case .clickToPay(let method):
            try container.encode("click-to-pay", forKey: .method)
            try method.encode(to: encoder)
        case .id(let method):
            try container.encode("id", forKey: .method)
            try method.encode(to: encoder)
        }
    }

    /// A summary without secrets.
    public var description: String {
        switch self {
        case .card(let method): method.description
        case .clickToPay(let method): method.description
        case .id(let method): method.description
        }
    }
}
