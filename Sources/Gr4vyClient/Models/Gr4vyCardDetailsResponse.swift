import Foundation

/// The answer of `GET /card-details`: the card's type, scheme and the buyer fields a payment needs.
///
/// Every field may be missing or null, as the API's `CardDetail` allows (the official SDK requires `id`).
/// An unknown BIN comes back with a null `scheme` and `card_type`.
public struct Gr4vyCardDetailsResponse: Codable, Sendable, Hashable {
    /// `card-detail`.
    public let type: String?
    /// The BIN the details are for; nil when looked up by payment method.
    public let id: String?
    /// `credit`, `debit` or `prepaid`.
    public let cardType: String?
    /// The scheme in the API's names (`visa`, `amex`, `carte-bancaire`, …).
    public let scheme: String?
    /// A link to the scheme's icon.
    public let schemeIconURL: URL?
    /// The ISO country of the issuer.
    public let country: String?
    /// Which buyer fields a payment with this card requires.
    public let requiredFields: RequiredFields?
    /// The further schemes of a co-badged card.
    public let additionalSchemes: [String]?
    /// The further schemes of a co-badged card, with their icons.
    public let additionalSchemesDetails: [AdditionalSchemeDetail]?

    /// Creates a response.
    public init(
        type: String? = "card-detail", id: String?, cardType: String?, scheme: String?, schemeIconURL: URL? = nil,
        country: String? = nil, requiredFields: RequiredFields? = nil, additionalSchemes: [String]? = nil,
        additionalSchemesDetails: [AdditionalSchemeDetail]? = nil
    ) {
        self.type = type
        self.id = id
        self.cardType = cardType
        self.scheme = scheme
        self.schemeIconURL = schemeIconURL
        self.country = country
        self.requiredFields = requiredFields
        self.additionalSchemes = additionalSchemes
        self.additionalSchemesDetails = additionalSchemesDetails
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case type, id, scheme, country, cardType, schemeIconURL, requiredFields, additionalSchemes,
            additionalSchemesDetails
    }

    /// Which buyer fields a payment requires; a flag the API leaves out is nil.
    public struct RequiredFields: Codable, Sendable, Hashable {
        /// The first name.
        public let firstName: Bool?
        /// The last name.
        public let lastName: Bool?
        /// The email address.
        public let emailAddress: Bool?
        /// The phone number.
        public let phoneNumber: Bool?
        /// Parts of the address.
        public let address: Address?
        /// The tax id.
        public let taxId: Bool?

        /// Creates the required fields; nil leaves a flag out.
        public init(
            firstName: Bool? = nil, lastName: Bool? = nil, emailAddress: Bool? = nil, phoneNumber: Bool? = nil,
            address: Address? = nil, taxId: Bool? = nil
        ) {
            self.firstName = firstName
            self.lastName = lastName
            self.emailAddress = emailAddress
            self.phoneNumber = phoneNumber
            self.address = address
            self.taxId = taxId
        }

        enum CodingKeys: String, Gr4vySnakeCaseKey {
            case address, firstName, lastName, emailAddress, phoneNumber, taxId
        }

        /// Which parts of the buyer's address are required (all nine of the API's document).
        public struct Address: Codable, Sendable, Hashable {
            /// The city.
            public let city: Bool?
            /// The country.
            public let country: Bool?
            /// The postal code.
            public let postalCode: Bool?
            /// The state or region.
            public let state: Bool?
            /// The house number or name.
            public let houseNumberOrName: Bool?
            /// The first address line.
            public let line1: Bool?
            /// The second address line (not in the official SDK).
            public let line2: Bool?
            /// The organization (not in the official SDK).
            public let organization: Bool?
            /// The ISO 3166-2 state code (not in the official SDK).
            public let stateCode: Bool?

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

            enum CodingKeys: String, Gr4vySnakeCaseKey {
                case city, country, state, line1, line2, organization, postalCode, houseNumberOrName, stateCode
            }
        }
    }

    /// A further scheme of a co-badged card and its icon.
    public struct AdditionalSchemeDetail: Codable, Sendable, Hashable {
        /// The scheme.
        public let scheme: String?
        /// A link to its icon.
        public let iconUrl: String?

        enum CodingKeys: String, Gr4vySnakeCaseKey {
            case scheme, iconUrl
        }
    }
}
