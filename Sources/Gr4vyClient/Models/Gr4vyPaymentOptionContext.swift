/// What a payment option needs beyond its method: a wallet's merchant name and schemes, Google Pay's
/// gateway, or a redirect method's pop-up and buyer-field rules.
///
/// Told apart as the SDK does, first match wins: an object with `redirect_requires_popup` is
/// ``payment(_:)``; one with `gateway` or `gateway_merchant_id` is ``google(_:)``; anything else, `{}`
/// included, is ``wallet(_:)``. The payload is written flat.
public enum Gr4vyPaymentOptionContext: Codable, Sendable, Hashable {
    /// Apple Pay and other wallets.
    case wallet(Gr4vyWalletContext)
    /// Google Pay.
    case google(Gr4vyGoogleContext)
    /// Redirect and other methods.
    case payment(Gr4vyPaymentContext)

    private enum Probe: String, Gr4vySnakeCaseKey {
        case gateway, gatewayMerchantId, redirectRequiresPopup
    }

    /// Reads the context, telling its kind from the keys present.
    public init(from decoder: any Decoder) throws {
        let probe = try decoder.container(keyedBy: Probe.self)
        if probe.contains(.redirectRequiresPopup) {
            self = .payment(try Gr4vyPaymentContext(from: decoder))
        } else if probe.contains(.gateway) || probe.contains(.gatewayMerchantId) {
            self = .google(try Gr4vyGoogleContext(from: decoder))
        } else {
            self = .wallet(try Gr4vyWalletContext(from: decoder))
        }
    }

    /// Writes the payload's fields.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .wallet(let context): try context.encode(to: encoder)
        case .google(let context): try context.encode(to: encoder)
        case .payment(let context): try context.encode(to: encoder)
        }
    }

    /// A wallet's merchant name and schemes.
    public struct Gr4vyWalletContext: Codable, Sendable, Hashable {
        /// The merchant name the wallet shows.
        public let merchantName: String?
        /// The card schemes the wallet may use.
        public let supportedSchemes: [String]?

        enum CodingKeys: String, Gr4vySnakeCaseKey {
            case merchantName, supportedSchemes
        }
    }

    /// Google Pay's merchant name, schemes and gateway.
    public struct Gr4vyGoogleContext: Codable, Sendable, Hashable {
        /// The merchant name Google Pay shows.
        public let merchantName: String?
        /// The card schemes Google Pay may use.
        public let supportedSchemes: [String]?
        /// The payment gateway.
        public let gateway: String?
        /// The merchant's id at the gateway.
        public let gatewayMerchantId: String?

        enum CodingKeys: String, Gr4vySnakeCaseKey {
            case gateway, merchantName, supportedSchemes, gatewayMerchantId
        }
    }

    /// A redirect method's pop-up rules, approval window and required buyer fields.
    public struct Gr4vyPaymentContext: Codable, Sendable, Hashable {
        /// Whether the redirect opens in a pop-up.
        public let redirectRequiresPopup: Bool?
        /// Whether the tokenized redirect opens in a pop-up.
        public let requiresTokenizedRedirectPopup: Bool?
        /// The size of the approval window.
        public let approvalUI: Gr4vyApprovalUI?
        /// The buyer fields the method requires.
        public let requiredFields: Gr4vyRequiredFields?

        enum CodingKeys: String, Gr4vySnakeCaseKey {
            case redirectRequiresPopup, requiresTokenizedRedirectPopup, approvalUI, requiredFields
        }

        /// The size of an approval window, e.g. `600px`.
        public struct Gr4vyApprovalUI: Codable, Sendable, Hashable {
            /// The height.
            public let height: String?
            /// The width.
            public let width: String?
        }
    }
}
