/// The response of `GET /buyers/payment-methods`.
public struct Gr4vyPaymentMethodsResponse: Codable, Sendable, Hashable {
    /// The buyer's stored payment methods.
    public var items: [Gr4vyPaymentMethodSummary]

    /// Creates a response.
    public init(items: [Gr4vyPaymentMethodSummary]) {
        self.items = items
    }
}

/// A stored payment method of a buyer, without secrets: the label is the last four digits.
public struct Gr4vyPaymentMethodSummary: Codable, Sendable, Hashable {
    /// Always `payment-method`.
    public var type: String?
    /// The id (a UUID), usable as `payment_method_id` and in tokenize's stored method.
    public var id: String
    /// The method, e.g. `card`.
    public var method: String
    /// The integration mode, e.g. `card`.
    public var mode: String?
    /// The scheme, e.g. `visa`.
    public var scheme: String?
    /// The last four digits for a card.
    public var label: String?
    /// The expiry as `MM/YY`.
    public var expirationDate: String?
    /// A fingerprint that is the same for the same card.
    public var fingerprint: String?
    /// The ISO country.
    public var country: String?
    /// The ISO currency.
    public var currency: String?
    /// Card details.
    public var details: Details?
    /// The merchant account the method belongs to.
    public var merchantAccountId: String?
    /// Further schemes of a co-badged card.
    public var additionalSchemes: [String]?
    /// A URL to approve the method at, if it needs approval.
    public var approvalUrl: String?
    /// When it was last used (ISO 8601).
    public var lastUsedAt: String?
    /// How often it was used.
    public var usageCount: Int?
    /// When it was last used in a customer-initiated transaction (ISO 8601).
    public var citLastUsedAt: String?
    /// How often it was used in customer-initiated transactions.
    public var citUsageCount: Int?
    /// Whether the card has been replaced by the account updater.
    public var hasReplacement: Bool?
    /// When it was last replaced (ISO 8601).
    public var lastReplacedAt: String?
    /// The scheme's id of the first transaction, for later merchant-initiated ones.
    public var schemeTransactionId: String?
    /// Links transactions of a series.
    public var transactionLinkId: String?

    /// Creates a summary from its fields; only `id` and `method` are required.
    public init(
        type: String? = "payment-method", id: String, method: String, mode: String? = nil, scheme: String? = nil,
        label: String? = nil, expirationDate: String? = nil, fingerprint: String? = nil, country: String? = nil,
        currency: String? = nil, details: Details? = nil, merchantAccountId: String? = nil,
        additionalSchemes: [String]? = nil, approvalUrl: String? = nil, lastUsedAt: String? = nil,
        usageCount: Int? = nil, citLastUsedAt: String? = nil, citUsageCount: Int? = nil, hasReplacement: Bool? = nil,
        lastReplacedAt: String? = nil, schemeTransactionId: String? = nil, transactionLinkId: String? = nil
    ) {
        self.type = type
        self.id = id
        self.method = method
        self.mode = mode
        self.scheme = scheme
        self.label = label
        self.expirationDate = expirationDate
        self.fingerprint = fingerprint
        self.country = country
        self.currency = currency
        self.details = details
        self.merchantAccountId = merchantAccountId
        self.additionalSchemes = additionalSchemes
        self.approvalUrl = approvalUrl
        self.lastUsedAt = lastUsedAt
        self.usageCount = usageCount
        self.citLastUsedAt = citLastUsedAt
        self.citUsageCount = citUsageCount
        self.hasReplacement = hasReplacement
        self.lastReplacedAt = lastReplacedAt
        self.schemeTransactionId = schemeTransactionId
        self.transactionLinkId = transactionLinkId
    }

    /// Card details of a stored card.
    public struct Details: Codable, Sendable, Hashable {
        /// The BIN.
        public var bin: String?
        /// `credit`, `debit` or `prepaid`.
        public var cardType: String?
        /// The issuer's name.
        public var cardIssuerName: String?

        /// Creates card details.
        public init(bin: String? = nil, cardType: String? = nil, cardIssuerName: String? = nil) {
            self.bin = bin
            self.cardType = cardType
            self.cardIssuerName = cardIssuerName
        }

        enum CodingKeys: String, CodingKey {
            case bin
            case cardType = "card_type"
            case cardIssuerName = "card_issuer_name"
        }
    }

    enum CodingKeys: String, CodingKey {
        case type, id, method, mode, scheme, label, fingerprint, country, currency, details
        case expirationDate = "expiration_date"
        case merchantAccountId = "merchant_account_id"
        case additionalSchemes = "additional_schemes"
        case approvalUrl = "approval_url"
        case lastUsedAt = "last_used_at"
        case usageCount = "usage_count"
        case citLastUsedAt = "cit_last_used_at"
        case citUsageCount = "cit_usage_count"
        case hasReplacement = "has_replacement"
        case lastReplacedAt = "last_replaced_at"
        case schemeTransactionId = "scheme_transaction_id"
        case transactionLinkId = "transaction_link_id"
    }
}
