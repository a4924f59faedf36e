import Foundation

/// A request to create a buyer: its body, and the merchant account and timeout to use.
public struct Gr4vyBuyerCreateRequest: Sendable, Hashable {
    /// The body (`BuyerCreate`).
    public var buyer: Gr4vyBuyerDetails
    /// The merchant account for this request, or nil for the client's.
    public var merchantId: String?
    /// The timeout of this request in seconds, or nil for the client's.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(buyer: Gr4vyBuyerDetails, merchantId: String? = nil, timeout: TimeInterval? = nil) {
        self.buyer = buyer
        self.merchantId = merchantId
        self.timeout = timeout
    }
}

/// A buyer as the API returns it (`Buyer`). Only `id` is required here, so that a partial body still reads.
public struct Gr4vyBuyer: Codable, Sendable, Hashable {
    /// Always `buyer`.
    public var type: String?
    /// The buyer's id.
    public var id: String
    /// The merchant's own id of the buyer.
    public var externalIdentifier: String?
    /// The name to show.
    public var displayName: String?
    /// The buyer's account number with the merchant.
    public var accountNumber: String?
    /// The merchant account the buyer belongs to.
    public var merchantAccountId: String?
    /// The id used in reconciliation reports.
    public var reconciliationId: String?
    /// When the buyer was created, ISO 8601.
    public var createdAt: String?
    /// When the buyer was last changed, ISO 8601.
    public var updatedAt: String?

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case type, id, externalIdentifier, displayName, accountNumber, merchantAccountId, reconciliationId, createdAt,
            updatedAt
    }
}
