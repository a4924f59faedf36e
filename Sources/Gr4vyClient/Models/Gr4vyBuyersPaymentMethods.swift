/// The query of `GET /buyers/payment-methods`: name the buyer by id or by external identifier.
public struct Gr4vyBuyersPaymentMethods: Codable, Sendable, Hashable {
    /// The buyer's id (a UUID).
    public let buyerId: String?
    /// The merchant's own id of the buyer.
    public let buyerExternalIdentifier: String?
    /// The field to sort by.
    public let sortBy: Gr4vySortBy?
    /// The sort direction; the initializer's default is ``Gr4vyOrderBy/desc``.
    public let orderBy: Gr4vyOrderBy?
    /// Only methods usable in this ISO country.
    public let country: String?
    /// Only methods usable in this ISO currency.
    public let currency: String?

    /// Creates a query; `buyerId:` is written even when nil, as in the SDK.
    public init(
        buyerId: String?, buyerExternalIdentifier: String? = nil, sortBy: Gr4vySortBy? = nil,
        orderBy: Gr4vyOrderBy? = .desc, country: String? = nil, currency: String? = nil
    ) {
        self.buyerId = buyerId
        self.buyerExternalIdentifier = buyerExternalIdentifier
        self.sortBy = sortBy
        self.orderBy = orderBy
        self.country = country
        self.currency = currency
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case country, currency, buyerId, buyerExternalIdentifier, sortBy, orderBy
    }
}

/// The fields stored payment methods can be sorted by (the API's four; the official SDK has only the first).
public enum Gr4vySortBy: String, Codable, Sendable, CaseIterable {
    /// When the method was last used.
    case lastUsedAt = "last_used_at"
    /// How often the method was used.
    case usageCount = "usage_count"
    /// When the buyer last used the method in a customer-initiated transaction.
    case citLastUsedAt = "cit_last_used_at"
    /// How often the buyer used the method in customer-initiated transactions.
    case citUsageCount = "cit_usage_count"
}

/// A sort direction.
public enum Gr4vyOrderBy: String, Codable, Sendable, CaseIterable {
    /// Ascending.
    case asc
    /// Descending.
    case desc
}
