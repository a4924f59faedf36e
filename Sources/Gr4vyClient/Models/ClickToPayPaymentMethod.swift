/// A Click to Pay card: `{"merchant_transaction_id", "src_correlation_id", "src_dpa_id", "src_cx_flow_id"?}`,
/// which ``Gr4vyPaymentMethod/clickToPay(_:)`` writes beside `"method": "click-to-pay"`.
///
/// The API's document spells the method `click-to-pay` and requires `src_dpa_id`; the official SDK sends
/// `click_to_pay` without it. Tessera sends the document's form, so give `srcDpaId`: without it the API
/// refuses the request.
public struct ClickToPayPaymentMethod: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The merchant's id of the transaction.
    public let merchantTransactionId: String
    /// The Click to Pay correlation id of the checkout.
    public let srcCorrelationId: String
    /// The Click to Pay digital payment application id, which the API requires.
    public let srcDpaId: String?
    /// The Click to Pay experience flow id.
    public let srcCxFlowId: String?

    /// Creates a Click to Pay method.
    public init(
        merchantTransactionId: String, srcCorrelationId: String, srcDpaId: String? = nil, srcCxFlowId: String? = nil
    ) {
        self.merchantTransactionId = merchantTransactionId
        self.srcCorrelationId = srcCorrelationId
        self.srcDpaId = srcDpaId
        self.srcCxFlowId = srcCxFlowId
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case merchantTransactionId, srcCorrelationId, srcDpaId, srcCxFlowId
    }

    /// `click-to-pay <correlation id>`.
    public var description: String { "click-to-pay \(srcCorrelationId)" }
}

/// Tessera's earlier name for ``ClickToPayPaymentMethod``.
public typealias Gr4vyClickToPayPaymentMethod = ClickToPayPaymentMethod
