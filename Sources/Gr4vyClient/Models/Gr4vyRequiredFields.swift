extension Gr4vyPaymentOptionContext.Gr4vyPaymentContext {
    /// The buyer fields a payment method requires: four typed flags, the address's parts, and any other
    /// top-level boolean the API sends (other nested objects are dropped, as in the SDK).
    public struct Gr4vyRequiredFields: Codable, Sendable, Hashable {
        /// The email address.
        public let emailAddress: Bool?
        /// The tax id.
        public let taxId: Bool?
        /// The first name.
        public let firstName: Bool?
        /// The last name.
        public let lastName: Bool?
        /// Parts of the address.
        public let address: Gr4vyAddressRequiredFields?
        /// The other top-level boolean flags, by their JSON names.
        public let additionalFields: [String: Bool]

        enum CodingKeys: String, Gr4vySnakeCaseKey {
            case emailAddress, taxId, firstName, lastName, address
        }

        private struct AnyKey: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        /// Reads the typed flags, the address and every other top-level boolean.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            emailAddress = try container.decodeIfPresent(Bool.self, forKey: .emailAddress)
            taxId = try container.decodeIfPresent(Bool.self, forKey: .taxId)
            firstName = try container.decodeIfPresent(Bool.self, forKey: .firstName)
            lastName = try container.decodeIfPresent(Bool.self, forKey: .lastName)
            address = try container.decodeIfPresent(Gr4vyAddressRequiredFields.self, forKey: .address)
            let typed = Set(CodingKeys.allCases.map(\.stringValue))
            let all = try decoder.container(keyedBy: AnyKey.self)
            var extra: [String: Bool] = [:]
            for key in all.allKeys where !typed.contains(key.stringValue) {
                if let flag = try? all.decode(Bool.self, forKey: key) { extra[key.stringValue] = flag }
            }
            additionalFields = extra
        }

        /// Writes the typed fields, then the other flags.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(emailAddress, forKey: .emailAddress)
            try container.encodeIfPresent(taxId, forKey: .taxId)
            try container.encodeIfPresent(firstName, forKey: .firstName)
            try container.encodeIfPresent(lastName, forKey: .lastName)
            try container.encodeIfPresent(address, forKey: .address)
            var others = encoder.container(keyedBy: AnyKey.self)
            for (name, flag) in additionalFields.sorted(by: { $0.key < $1.key }) {
                try others.encode(flag, forKey: AnyKey(stringValue: name))
            }
        }

        /// The flag `key` among the other (untyped) flags only; `getField("email_address")` is nil.
        public func getField(_ key: String) -> Bool? {
            additionalFields[key]
        }

        /// The flag `key`: a typed one (`email_address`, `tax_id`, `first_name`, `last_name`) or another.
        public subscript(key: String) -> Bool? {
            switch key {
            case CodingKeys.emailAddress.stringValue: emailAddress
            case CodingKeys.taxId.stringValue: taxId
            case CodingKeys.firstName.stringValue: firstName
            case CodingKeys.lastName.stringValue: lastName
            default: additionalFields[key]
            }
        }

        /// Whether nothing at all was kept.
        public var isEmpty: Bool {
            emailAddress == nil && taxId == nil && firstName == nil && lastName == nil && address == nil
                && additionalFields.isEmpty
        }

        /// Which parts of the buyer's address are required.
        public struct Gr4vyAddressRequiredFields: Codable, Sendable, Hashable {
            /// The organization.
            public let organization: Bool?
            /// The house number or name.
            public let houseNumberOrName: Bool?
            /// The first address line.
            public let line1: Bool?
            /// The second address line.
            public let line2: Bool?
            /// The postal code.
            public let postalCode: Bool?
            /// The city.
            public let city: Bool?
            /// The state or region.
            public let state: Bool?
            /// The ISO 3166-2 state code.
            public let stateCode: Bool?
            /// The country.
            public let country: Bool?

            enum CodingKeys: String, Gr4vySnakeCaseKey {
                case organization, line1, line2, city, state, country, houseNumberOrName, postalCode, stateCode
            }
        }
    }
}
