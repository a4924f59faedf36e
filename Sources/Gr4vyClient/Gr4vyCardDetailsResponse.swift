/// The response of `GET /card-details`.
///
/// Every field but `id` may be absent and most may be null, as the spec's `CardDetail` allows: an
/// unknown BIN comes back with a null `scheme` and `card_type`. Values outside the spec's enumerations
/// are kept as sent.
public struct Gr4vyCardDetailsResponse: Codable, Sendable, Hashable {
    /// `card-detail` (absent in some answers).
    public var type: String?
    /// The BIN the details are for; null when looked up by payment method.
    public var id: String?
    /// `credit`, `debit` or `prepaid`; nil when the BIN is unknown.
    public var cardType: String?
    /// The scheme, in the API's names (`visa`, `amex`, `carte-bancaire`, …); nil when the BIN is unknown.
    public var scheme: String?
    /// Further schemes of a co-badged card.
    public var additionalSchemes: [String]?
    /// A link to the scheme's icon.
    public var schemeIconUrl: String?
    /// The ISO country of the issuer.
    public var country: String?
    /// Which buyer fields a payment with this card requires.
    public var requiredFields: Gr4vyRequiredFields?

    /// Creates a response.
    public init(
        type: String? = "card-detail", id: String?, cardType: String?, scheme: String?,
        additionalSchemes: [String]? = nil, schemeIconUrl: String? = nil, country: String? = nil,
        requiredFields: Gr4vyRequiredFields? = nil
    ) {
        self.type = type
        self.id = id
        self.cardType = cardType
        self.scheme = scheme
        self.additionalSchemes = additionalSchemes
        self.schemeIconUrl = schemeIconUrl
        self.country = country
        self.requiredFields = requiredFields
    }

    enum CodingKeys: String, CodingKey {
        case type, id, scheme, country
        case cardType = "card_type"
        case additionalSchemes = "additional_schemes"
        case schemeIconUrl = "scheme_icon_url"
        case requiredFields = "required_fields"
    }

    /// Encodes the response as the API sends it: `id`, `card_type` and `scheme` are always present,
    /// `null` when there is none, and other absent optional fields are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encode(id, forKey: .id)
        try container.encode(cardType, forKey: .cardType)
        try container.encode(scheme, forKey: .scheme)
        try container.encodeIfPresent(additionalSchemes, forKey: .additionalSchemes)
        try container.encodeIfPresent(schemeIconUrl, forKey: .schemeIconUrl)
        try container.encodeIfPresent(country, forKey: .country)
        try container.encodeIfPresent(requiredFields, forKey: .requiredFields)
    }
}

/// Which buyer fields a payment requires.
public struct Gr4vyRequiredFields: Codable, Sendable, Hashable {
    /// The first name.
    public var firstName: Bool?
    /// The last name.
    public var lastName: Bool?
    /// The email address.
    public var emailAddress: Bool?
    /// The phone number.
    public var phoneNumber: Bool?
    /// The tax id.
    public var taxId: Bool?
    /// Parts of the address.
    public var address: Address?

    /// Creates the required fields; nil leaves a field out.
    public init(
        firstName: Bool? = nil, lastName: Bool? = nil, emailAddress: Bool? = nil, phoneNumber: Bool? = nil,
        taxId: Bool? = nil, address: Address? = nil
    ) {
        self.firstName = firstName
        self.lastName = lastName
        self.emailAddress = emailAddress
        self.phoneNumber = phoneNumber
        self.taxId = taxId
        self.address = address
    }

    /// Which parts of the buyer's address are required.
    public struct Address: Codable, Sendable, Hashable {
        /// The city.
        public var city: Bool?
        /// The country.
        public var country: Bool?
        /// The postal code.
        public var postalCode: Bool?
        /// The state or region.
        public var state: Bool?
        /// The house number or name.
        public var houseNumberOrName: Bool?
        /// The first address line.
        public var line1: Bool?
        /// The second address line.
        public var line2: Bool?
        /// The organization.
        public var organization: Bool?
        /// The ISO 3166-2 state code.
        public var stateCode: Bool?

        /// Creates the required address parts; nil leaves a part out.
        public init(
            city: Bool? = nil, country: Bool? = nil, postalCode: Bool? = nil, state: Bool? = nil,
            houseNumberOrName: Bool? = nil, line1: Bool? = nil, line2: Bool? = nil, organization: Bool? = nil,
            stateCode: Bool? = nil
        ) {
            self.city = city
            self.country = country
            self.postalCode = postalCode
            self.state = state
            self.houseNumberOrName = houseNumberOrName
            self.line1 = line1
            self.line2 = line2
            self.organization = organization
            self.stateCode = stateCode
        }

        enum CodingKeys: String, CodingKey {
            case city, country, state, line1, line2, organization
            case postalCode = "postal_code"
            case houseNumberOrName = "house_number_or_name"
            case stateCode = "state_code"
        }
    }

    enum CodingKeys: String, CodingKey {
        case address
        case firstName = "first_name"
        case lastName = "last_name"
        case emailAddress = "email_address"
        case phoneNumber = "phone_number"
        case taxId = "tax_id"
    }
}
