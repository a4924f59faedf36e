import Foundation

/// The request of `GET /card-details`; encodes as `{"card_details": {…}}`, which the HTTP client sends as
/// query items.
public struct Gr4vyCardDetailsRequest: Encodable, Sendable, Hashable {
    /// The timeout of this request in seconds, or nil for the setup's; not part of the query.
    public let timeout: TimeInterval?
    /// The query.
    public let cardDetails: Gr4vyCardDetails

    /// Creates a request.
    public init(cardDetails: Gr4vyCardDetails, timeout: TimeInterval? = nil) {
        self.cardDetails = cardDetails
        self.timeout = timeout
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case cardDetails
    }
}
