import Transport

/// The method-specific part of a payment option: one of three shapes, told apart by their fields.
public enum Gr4vyPaymentOptionContext: Codable, Sendable, Hashable {
    /// A wallet such as Apple Pay or Click to Pay: `{merchant_name, supported_schemes}`.
    case wallet(Wallet)
    /// Google Pay: `{merchant_name, supported_schemes, gateway, gateway_merchant_id}`.
    case googlePay(GooglePay)
    /// A redirect or other payment method: `{redirect_requires_popup, requires_tokenized_redirect_popup,
    /// approval_ui, required_fields}`.
    case payment(Payment)

    /// The context of a wallet.
    public struct Wallet: Codable, Sendable, Hashable {
        /// The merchant name shown in the wallet.
        public var merchantName: String
        /// The card schemes the wallet may use.
        public var supportedSchemes: [String]

        /// Creates a wallet context.
        public init(merchantName: String, supportedSchemes: [String]) {
            self.merchantName = merchantName
            self.supportedSchemes = supportedSchemes
        }

        enum CodingKeys: String, CodingKey {
            case merchantName = "merchant_name"
            case supportedSchemes = "supported_schemes"
        }
    }

    /// The context of Google Pay.
    public struct GooglePay: Codable, Sendable, Hashable {
        /// The merchant name shown in Google Pay.
        public var merchantName: String
        /// The card schemes Google Pay may use.
        public var supportedSchemes: [String]
        /// The gateway name for Google Pay's tokenization.
        public var gateway: String
        /// The merchant's id at that gateway.
        public var gatewayMerchantId: String

        /// Creates a Google Pay context.
        public init(merchantName: String, supportedSchemes: [String], gateway: String, gatewayMerchantId: String) {
            self.merchantName = merchantName
            self.supportedSchemes = supportedSchemes
            self.gateway = gateway
            self.gatewayMerchantId = gatewayMerchantId
        }

        enum CodingKeys: String, CodingKey {
            case gateway
            case merchantName = "merchant_name"
            case supportedSchemes = "supported_schemes"
            case gatewayMerchantId = "gateway_merchant_id"
        }
    }

    /// The context of a redirect or other payment method.
    public struct Payment: Codable, Sendable, Hashable {
        /// Whether the redirect must open in a pop-up.
        public var redirectRequiresPopup: Bool?
        /// Whether the tokenized redirect must open in a pop-up.
        public var requiresTokenizedRedirectPopup: Bool?
        /// The size of the approval window.
        public var approvalUi: ApprovalUI?
        /// Which buyer fields the method requires, as the API sends them.
        public var requiredFields: [String: JSONValue]?

        /// Creates a redirect or payment context.
        public init(
            redirectRequiresPopup: Bool? = nil, requiresTokenizedRedirectPopup: Bool? = nil,
            approvalUi: ApprovalUI? = nil, requiredFields: [String: JSONValue]? = nil
        ) {
            self.redirectRequiresPopup = redirectRequiresPopup
            self.requiresTokenizedRedirectPopup = requiresTokenizedRedirectPopup
            self.approvalUi = approvalUi
            self.requiredFields = requiredFields
        }

        enum CodingKeys: String, CodingKey {
            case redirectRequiresPopup = "redirect_requires_popup"
            case requiresTokenizedRedirectPopup = "requires_tokenized_redirect_popup"
            case approvalUi = "approval_ui"
            case requiredFields = "required_fields"
        }
    }

    /// The size of an approval window, as CSS lengths such as `600px`.
    public struct ApprovalUI: Codable, Sendable, Hashable {
        /// The height.
        public var height: String?
        /// The width.
        public var width: String?

        /// Creates a window size.
        public init(height: String? = nil, width: String? = nil) {
            self.height = height
            self.width = width
        }
    }

    private enum Probe: String, CodingKey {
        case gateway
        case merchantName = "merchant_name"
    }

    /// Decodes the shape the fields indicate: `gateway` means Google Pay, `merchant_name` a wallet.
    public init(from decoder: any Decoder) throws {
        let probe = try decoder.container(keyedBy: Probe.self)
        if probe.contains(.gateway) {
            self = .googlePay(try GooglePay(from: decoder))
        } else if probe.contains(.merchantName) {
            self = .wallet(try Wallet(from: decoder))
        } else {
            self = .payment(try Payment(from: decoder))
        }
    }

    /// Encodes the fields of the shape held.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .wallet(let context): try context.encode(to: encoder)
        case .googlePay(let context): try context.encode(to: encoder)
        case .payment(let context): try context.encode(to: encoder)
        }
    }
}
