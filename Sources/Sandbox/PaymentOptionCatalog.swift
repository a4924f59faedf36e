import TesseraCore

/// The payment methods the emulated merchant offers, and when each is offered.
///
/// Card is always offered. The others depend on the request: an option limited to some countries or
/// currencies is offered only when the request names one of them, and one with an amount range only
/// when the request's `amount` (minor units) falls inside it.
///
/// | method | mode | countries | currencies | amount | context |
/// |---|---|---|---|---|---|
/// | card | card | any | any | any | none |
/// | applepay | applepay | US GB CA AU FR DE NL IE | any | any | wallet |
/// | googlepay | googlepay | any | USD EUR GBP AUD CAD BRL JPY | any | Google Pay |
/// | paypal | redirect | any | USD EUR GBP AUD CAD | up to 1,000,000 | redirect |
/// | klarna | redirect | US GB DE SE NL | USD GBP EUR SEK | 100 to 1,000,000 | redirect, address required |
/// | ideal | redirect | NL | EUR | any | redirect |
/// | bancontact | redirect | BE | EUR | any | redirect |
enum PaymentOptionCatalog {
    /// One offered method and its conditions.
    struct Option {
        let method: String
        let label: String
        let countries: Set<String>?
        let currencies: Set<String>?
        let amounts: ClosedRange<Int>?
        let context: Context

        enum Context {
            case none
            case wallet
            case googlePay
            case redirect(requiredFields: JSONValue)
        }

        /// Whether this option is offered for the request's country, currency and amount.
        func isOffered(country: String?, currency: String?, amount: Int?) -> Bool {
            if let countries, !(country.map(countries.contains) ?? false) { return false }
            if let currencies, !(currency.map(currencies.contains) ?? false) { return false }
            if let amounts, !(amount.map(amounts.contains) ?? false) { return false }
            return true
        }
    }

    static let merchantName = "Tessera Sandbox Merchant"
    static let walletSchemes: JSONValue = ["visa", "mastercard", "amex", "discover"]

    static let options: [Option] = [
        Option(method: "card", label: "Card", countries: nil, currencies: nil, amounts: nil, context: .none),
        Option(
            method: "applepay", label: "Apple Pay", countries: ["US", "GB", "CA", "AU", "FR", "DE", "NL", "IE"],
            currencies: nil, amounts: nil, context: .wallet),
        Option(
            method: "googlepay", label: "Google Pay", countries: nil,
            currencies: ["USD", "EUR", "GBP", "AUD", "CAD", "BRL", "JPY"], amounts: nil, context: .googlePay),
        Option(
            method: "paypal", label: "PayPal", countries: nil, currencies: ["USD", "EUR", "GBP", "AUD", "CAD"],
            amounts: 0...1_000_000, context: .redirect(requiredFields: [:])),
        Option(
            method: "klarna", label: "Klarna", countries: ["US", "GB", "DE", "SE", "NL"],
            currencies: ["USD", "GBP", "EUR", "SEK"], amounts: 100...1_000_000,
            context: .redirect(requiredFields: [
                "first_name": true, "last_name": true, "email_address": true,
                "address": ["city": true, "country": true, "postal_code": true, "line1": true],
            ])),
        Option(
            method: "ideal", label: "iDEAL", countries: ["NL"], currencies: ["EUR"], amounts: nil,
            context: .redirect(requiredFields: [:])),
        Option(
            method: "bancontact", label: "Bancontact", countries: ["BE"], currencies: ["EUR"], amounts: nil,
            context: .redirect(requiredFields: [:])),
    ]

    /// The spec's `Mode` of `method`: wallets and cards have their own, the rest redirect.
    static func mode(of method: String) -> String {
        ["card", "applepay", "googlepay", "click-to-pay", "gift-card", "paze"].contains(method) ? method : "redirect"
    }

    /// The PaymentOption JSON of `option`.
    static func json(_ option: Option) -> JSONValue {
        let context: JSONValue =
            switch option.context {
            case .none: .null
            case .wallet: ["merchant_name": .string(merchantName), "supported_schemes": walletSchemes]
            case .googlePay:
                [
                    "merchant_name": .string(merchantName), "supported_schemes": walletSchemes,
                    "gateway": "gr4vy", "gateway_merchant_id": "tessera-sandbox",
                ]
            case .redirect(let required):
                [
                    "redirect_requires_popup": .bool(option.method == "paypal"),
                    "requires_tokenized_redirect_popup": false,
                    "approval_ui": ["height": "589px", "width": "500px"], "required_fields": required,
                ]
            }
        return [
            "type": "payment-option", "method": .string(option.method), "mode": .string(mode(of: option.method)),
            "label": .string(option.label),
            "icon_url": .string("https://api.sandbox.tessera.local/assets/icons/payment-methods/\(option.method).svg"),
            "can_store_payment_method": .bool(option.method != "ideal" && option.method != "bancontact"),
            "can_delay_capture": .bool(option.method == "card" || option.method == "paypal"),
            "context": context,
        ]
    }
}
