import Foundation

extension DigitalCard {
    /// What a card shows: the last digits, expiry dates, issuer and its contacts, terms.
    public struct CardMetadata: Sendable, Equatable {
        /// The last four digits of the funding card number.
        public let panLastDigits: String?
        /// The funding card's expiry, MMYY.
        public let panExpiry: String?
        /// The last four digits of the token.
        public let tokenLastDigits: String?
        /// The token's expiry, MMYY.
        public let tokenExpiry: String?
        /// A short description, such as `Tessera Bank Visa`.
        public let shortDescription: String?
        /// The issuer's name.
        public let issuerName: String?
        /// The issuer's phone number.
        public let issuerPhoneNumber: String?
        /// The issuer's e-mail address.
        public let issuerEmail: String?
        /// The issuer's web site.
        public let issuerWebsite: String?
        /// The terms and conditions.
        public let termsAndConditionsUrl: String?
        /// The privacy policy.
        public let privacyPolicyUrl: String?
        /// The last four digits of the auxiliary token; nil unless co-badged.
        public let auxiliaryTokenLastDigits: String?
        /// The auxiliary token's expiry, MMYY; nil unless co-badged.
        public let auxiliaryTokenExpiry: String?
    }

    /// How many payments a card can still make, and whether it should get new keys.
    public struct PaymentKeyInfo: Sendable, Equatable {
        /// Payments left on the primary scheme's keys (unexpired keys only).
        public let numberOfPaymentsLeft: UInt
        /// Payments left on the auxiliary scheme's keys; nil unless co-badged.
        public let auxiliaryNumberOfPaymentsLeft: UInt?
        /// Whether the card is active and at or below the threshold the token service set.
        public let needsReplenishment: Bool
        /// Single-use or limited-use keys.
        public let keyType: KeyType
        /// When the limited-use key expires; nil for single-use keys.
        public let expiryDate: Date?
    }

    /// The card's scheme and what it can pay with.
    public struct Details: Sendable, Equatable {
        /// The primary scheme.
        public let scheme: Scheme?
        /// The second scheme; nil unless co-badged.
        public let auxiliaryScheme: Scheme?
        /// The payment types the card supports.
        public let paymentTypesSupported: [PaymentType]

        /// Whether the card supports `type`.
        public func isPaymentTypeSupported(_ type: PaymentType) -> Bool {
            paymentTypesSupported.contains(type)
        }
    }
}
