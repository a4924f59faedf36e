import Foundation

/// The request of `GET /buyers/payment-methods`: a buyer's stored payment methods.
public struct Gr4vyBuyersPaymentMethodsRequest: Sendable, Hashable {
    /// The query.
    public var paymentMethods: Gr4vyBuyersPaymentMethods
    /// A merchant account id for this request only, sent instead of the client's.
    public var merchantId: String?
    /// The timeout of this request in seconds, or nil for the client's.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(paymentMethods: Gr4vyBuyersPaymentMethods, merchantId: String? = nil, timeout: TimeInterval? = nil) {
        self.paymentMethods = paymentMethods
        self.merchantId = merchantId
        self.timeout = timeout
    }
}

/// The query of `GET /buyers/payment-methods`; name the buyer by id or by external identifier.
public struct Gr4vyBuyersPaymentMethods: Sendable, Hashable {
    /// The buyer's id (a UUID).
    public var buyerId: String?
    /// The merchant's own id of the buyer.
    public var buyerExternalIdentifier: String?
    /// The field to sort by.
    public var sortBy: Gr4vySortBy?
    /// The sort direction (the API's default is `desc`).
    public var orderBy: Gr4vyOrderBy?
    /// Only methods usable in this ISO country.
    public var country: String?
    /// Only methods usable in this ISO currency.
    public var currency: String?

    /// Creates a query.
    public init(
        buyerId: String? = nil,
        buyerExternalIdentifier: String? = nil,
        sortBy: Gr4vySortBy? = nil,
        orderBy: Gr4vyOrderBy? = nil,
        country: String? = nil,
        currency: String? = nil
    ) {
        self.buyerId = buyerId
        self.buyerExternalIdentifier = buyerExternalIdentifier
        self.sortBy = sortBy
        self.orderBy = orderBy
        self.country = country
        self.currency = currency
    }

    /// The query items in a fixed order.
    var queryItems: [(String, String)] {
        var items: [(String, String)] = []
        if let buyerId { items.append(("buyer_id", buyerId)) }
        if let buyerExternalIdentifier { items.append(("buyer_external_identifier", buyerExternalIdentifier)) }
        if let sortBy { items.append(("sort_by", sortBy.rawValue)) }
        if let orderBy { items.append(("order_by", orderBy.rawValue)) }
        if let country { items.append(("country", country)) }
        if let currency { items.append(("currency", currency)) }
        return items
    }
}

/// The fields stored payment methods can be sorted by.
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
