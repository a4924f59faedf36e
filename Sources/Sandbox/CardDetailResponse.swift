import Foundation

/// The body of `GET /card-details` (the spec's `CardDetails`): written straight from this value, as the
/// route answers it on every keystroke of a checkout's card number.
struct CardDetailResponse: Encodable, Hashable {
    /// The fields the payment will need, by the route's rules.
    struct RequiredFields: Encodable, Hashable {
        var firstName: Bool
        var lastName: Bool
        var emailAddress: Bool
        var phoneNumber: Bool
        var taxID: Bool
        var address: Address

        enum CodingKeys: String, CodingKey {
            case firstName = "first_name"
            case lastName = "last_name"
            case emailAddress = "email_address"
            case phoneNumber = "phone_number"
            case taxID = "tax_id"
            case address
        }
    }

    /// The address fields the payment will need.
    struct Address: Encodable, Hashable {
        var city: Bool
        var country: Bool
        var postalCode: Bool
        var state: Bool
        var houseNumberOrName: Bool
        var line1: Bool

        enum CodingKeys: String, CodingKey {
            case city, country
            case postalCode = "postal_code"
            case state
            case houseNumberOrName = "house_number_or_name"
            case line1
        }
    }

    var id: String
    var cardType: String
    var scheme: String
    var additionalSchemes: [String]
    var country: String?
    var requiredFields: RequiredFields

    enum CodingKeys: String, CodingKey {
        case type, id
        case cardType = "card_type"
        case scheme
        case additionalSchemes = "additional_schemes"
        case schemeIconURL = "scheme_icon_url"
        case country
        case requiredFields = "required_fields"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("card-detail", forKey: .type)
        try container.encode(id, forKey: .id)
        try container.encode(cardType, forKey: .cardType)
        try container.encode(scheme, forKey: .scheme)
        try container.encode(additionalSchemes, forKey: .additionalSchemes)
        try container.encode(
            "https://api.sandbox.tessera.local/assets/icons/card-schemes/\(scheme).svg", forKey: .schemeIconURL)
        // An unknown country is `null` on the wire, not an absent member.
        try container.encode(country, forKey: .country)
        try container.encode(requiredFields, forKey: .requiredFields)
    }
}
