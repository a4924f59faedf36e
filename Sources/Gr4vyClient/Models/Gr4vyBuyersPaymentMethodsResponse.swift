import Foundation

/// The answer of `GET /buyers/payment-methods`: `{"items": […]}` (`items` is required).
public struct Gr4vyBuyersPaymentMethodsResponse: Codable, Sendable, Hashable {
    /// The stored payment methods.
    public let items: [Gr4vyBuyersPaymentMethod]

    /// Creates a response.
    public init(items: [Gr4vyBuyersPaymentMethod]) {
        self.items = items
    }
}

/// One stored payment method of a buyer. Every field may be missing, as the SDK reads them; the API's
/// document requires some of them.
public struct Gr4vyBuyersPaymentMethod: Codable, Sendable, Hashable {
    /// `payment-method`.
    public let type: String?
    /// Where the buyer approves a redirect method.
    public let approvalURL: URL?
    /// The ISO country the method is for.
    public let country: String?
    /// The ISO currency the method is for.
    public let currency: String?
    /// Card details.
    public let details: Gr4vyBuyersPaymentMethodDetails?
    /// The card's expiry, `MM/YY`.
    public let expirationDate: String?
    /// A fingerprint of the card, the same for every stored copy of it.
    public let fingerprint: String?
    /// The last four digits or another label.
    public let label: String?
    /// When the card was last replaced by the account updater.
    public let lastReplacedAt: String?
    /// `card`, `paypal`, …
    public let method: String?
    /// `card`, `redirect`, …
    public let mode: String?
    /// The card scheme.
    public let scheme: String?
    /// The stored method's id.
    public let id: String?
    /// The merchant account it belongs to.
    public let merchantAccountId: String?
    /// The further schemes of a co-badged card.
    public let additionalSchemes: [String]?
    /// When the buyer last used it in a customer-initiated transaction.
    public let citLastUsedAt: String?
    /// How often the buyer used it in customer-initiated transactions.
    public let citUsageCount: Int?
    /// Whether a newer card replaces it.
    public let hasReplacement: Bool?
    /// When it was last used.
    public let lastUsedAt: String?
    /// How often it was used.
    public let usageCount: Int?
    /// The scheme's id of the first transaction (not in the official SDK).
    public let schemeTransactionId: String?
    /// The scheme that issued ``schemeTransactionId`` (not in the official SDK).
    public let schemeTransactionIdScheme: String?
    /// The id linking later transactions to the first (not in the official SDK).
    public let transactionLinkId: String?

    /// Creates a stored payment method; every field defaults to nil.
    public init(
        type: String? = nil,
        approvalURL: URL? = nil,
        country: String? = nil,
        currency: String? = nil,
        details: Gr4vyBuyersPaymentMethodDetails? = nil,
        expirationDate: String? = nil,
        fingerprint: String? = nil,
        label: String? = nil,
        lastReplacedAt: String? = nil,
        method: String? = nil,
        mode: String? = nil,
        scheme: String? = nil,
        id: String? = nil,
        merchantAccountId: String? = nil,
        additionalSchemes: [String]? = nil,
        citLastUsedAt: String? = nil,
        citUsageCount: Int? = nil,
        hasReplacement: Bool? = nil,
        lastUsedAt: String? = nil,
        usageCount: Int? = nil,
        schemeTransactionId: String? = nil,
        schemeTransactionIdScheme: String? = nil,
        transactionLinkId: String? = nil
    ) {
        self.type = type
        self.approvalURL = approvalURL
        self.country = country
        self.currency = currency
        self.details = details
        self.expirationDate = expirationDate
        self.fingerprint = fingerprint
        self.label = label
        self.lastReplacedAt = lastReplacedAt
        self.method = method
        self.mode = mode
        self.scheme = scheme
        self.id = id
        self.merchantAccountId = merchantAccountId
        self.additionalSchemes = additionalSchemes
        self.citLastUsedAt = citLastUsedAt
        self.citUsageCount = citUsageCount
        self.hasReplacement = hasReplacement
        self.lastUsedAt = lastUsedAt
        self.usageCount = usageCount
        self.schemeTransactionId = schemeTransactionId
        self.schemeTransactionIdScheme = schemeTransactionIdScheme
        self.transactionLinkId = transactionLinkId
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case type, country, currency, details, fingerprint, label, method, mode, scheme, id, approvalURL,
            expirationDate, lastReplacedAt, merchantAccountId, additionalSchemes, citLastUsedAt, citUsageCount,
            hasReplacement, lastUsedAt, usageCount, schemeTransactionId, schemeTransactionIdScheme, transactionLinkId
    }

    /// The card details of a stored method.
    public struct Gr4vyBuyersPaymentMethodDetails: Codable, Sendable, Hashable {
        /// The first digits of the card number.
        public let bin: String?
        /// `credit`, `debit` or `prepaid`.
        public let cardType: String?
        /// The issuing bank.
        public let cardIssuerName: String?

        /// Creates card details.
        public init(bin: String? = nil, cardType: String? = nil, cardIssuerName: String? = nil) {
            self.bin = bin
            self.cardType = cardType
            self.cardIssuerName = cardIssuerName
        }

        enum CodingKeys: String, Gr4vySnakeCaseKey {
            case bin, cardType, cardIssuerName
        }
    }
}
