import CardKit
import Foundation
import Gr4vyClient
import Sandbox
import TesseraCore

/// The app's endpoint forms read into the typed arguments of ``EndpointClient``, with the checks the CLI's options
/// make (the same ``ValueParser``s and rules), each refusal a ``FieldError`` naming the field.
///
/// A form is its values by option (`"--currency": ["USD"]`), as ``FormMemory`` keeps them; a blank value is no
/// value, and a flag is given when its value is not empty.
package struct EndpointForm: Sendable {
    /// The values by option.
    package var values: [String: [String]]

    /// A form with `values`, blank ones dropped.
    package init(_ values: [String: [String]]) {
        self.values = values.mapValues { $0.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
            .filter { !$0.value.isEmpty }
    }

    // MARK: Fields

    package static let amount = FormField("--amount", "Amount")
    package static let currency = FormField("--currency", "Currency")
    package static let country = FormField("--country", "Country")
    package static let locale = FormField("--locale", "Locale")
    package static let metadata = FormField("--metadata", "Metadata")
    package static let cartItem = FormField("--cart-item", "Cart items")
    package static let buyerId = FormField("--buyer-id", "Buyer ID")
    package static let buyerExternalIdentifier = FormField("--buyer-external-identifier", "Buyer external identifier")
    package static let buyerDisplayName = FormField("--buyer-display-name", "Buyer display name")
    package static let externalIdentifier = FormField("--external-identifier", "External identifier")
    package static let displayName = FormField("--display-name", "Display name")
    package static let sortBy = FormField("--sort-by", "Sort by")
    package static let orderBy = FormField("--order-by", "Order by")
    package static let bin = FormField("--bin", "BIN")
    package static let intent = FormField("--intent", "Intent")
    package static let isSubsequentPayment = FormField("--is-subsequent-payment", "Is subsequent payment")
    package static let merchantInitiated = FormField("--merchant-initiated", "Merchant initiated")
    package static let paymentMethodId = FormField("--payment-method-id", "Payment method ID")
    package static let paymentSource = FormField("--payment-source", "Payment source")
    package static let session = FormField("--session", "Checkout session ID")
    package static let testCard = FormField("--test-card", "Test card")
    package static let card = FormField("--card", "Card number")
    package static let expiry = FormField("--expiry", "Expiry date")
    package static let cvc = FormField("--cvc", "Security code")
    package static let storedMethodId = FormField("--payment-method-id", "Stored payment method ID")
    package static let authenticate = FormField("--authenticate", "Authenticate")
    /// How ``FormMemory`` keeps Authenticate off, as `tessera tokenize` spells it.
    package static let noAuthenticate = "--no-authenticate"
    package static let theme = FormField("--theme", "Theme")
    package static let dark = FormField("--dark", "Dark")
    package static let sdkTimeout = FormField("--sdk-timeout", "SDK timeout (minutes)")

    // MARK: Values

    /// The one value of `field`, nil when blank.
    package func text(_ field: FormField) -> String? { values[field.option]?.first }

    /// Whether the flag `field` is given (a checkbox ticked).
    package func flag(_ field: FormField) -> Bool { text(field) != nil }

    /// The value of `field` parsed by `parser`, nil when blank.
    package func value<Value>(_ field: FormField, _ parser: ValueParser<Value>) throws(FieldError) -> Value? {
        guard let text = text(field) else { return nil }
        guard let value = parser.parse(text) else { throw FieldError(field, .invalid(expected: parser.expected)) }
        return value
    }

    /// Every value of `field`, each parsed by `parser`.
    package func values<Value>(_ field: FormField, _ parser: ValueParser<Value>) throws(FieldError) -> [Value] {
        var parsed: [Value] = []
        for text in values[field.option] ?? [] {
            guard let value = parser.parse(text) else { throw FieldError(field, .invalid(expected: parser.expected)) }
            parsed.append(value)
        }
        return parsed
    }

    /// The metadata pairs as a dictionary, nil when none; a repeated key is refused.
    package func metadata() throws(FieldError) -> [String: String]? {
        let pairs = try values(Self.metadata, .metadataPair)
        guard !pairs.isEmpty else { return nil }
        var metadata: [String: String] = [:]
        for (key, value) in pairs {
            guard metadata[key] == nil else {
                throw FieldError(Self.metadata, .invalid(expected: "each key once ('\(key)' is given twice)"))
            }
            metadata[key] = value
        }
        return metadata
    }

    // MARK: Requests

    /// `POST /checkout/sessions`: amount, currency, country, metadata, cart items and a guest buyer.
    package func checkoutSession() throws(FieldError) -> Gr4vyCheckoutSessionCreateRequest {
        let externalIdentifier = try value(Self.buyerExternalIdentifier, .nonEmpty)
        let displayName = try value(Self.buyerDisplayName, .nonEmpty)
        if displayName != nil, externalIdentifier == nil {
            throw FieldError(Self.buyerDisplayName, .needs(other: Self.buyerExternalIdentifier))
        }
        let cartItems = try values(Self.cartItem, .cartItem)
        return Gr4vyCheckoutSessionCreateRequest(
            session: Gr4vyCheckoutSessionCreate(
                amount: try value(Self.amount, .amount), currency: try value(Self.currency, .currency),
                country: try value(Self.country, .country), metadata: try metadata(),
                cartItems: cartItems.isEmpty ? nil : cartItems,
                buyer: externalIdentifier.map { Gr4vyBuyerDetails(externalIdentifier: $0, displayName: displayName) }))
    }

    /// `POST /buyers`: an external identifier and a display name.
    package func buyer() throws(FieldError) -> Gr4vyBuyerCreateRequest {
        Gr4vyBuyerCreateRequest(
            buyer: Gr4vyBuyerDetails(
                externalIdentifier: try value(Self.externalIdentifier, .nonEmpty),
                displayName: try value(Self.displayName, .nonEmpty)))
    }

    /// `POST /payment-options`.
    package func paymentOptions(merchantId: String?) throws(FieldError) -> Gr4vyPaymentOptionRequest {
        let cartItems = try values(Self.cartItem, .cartItem)
        return Gr4vyPaymentOptionRequest(
            merchantId: merchantId, metadata: try metadata() ?? [:], country: try value(Self.country, .country),
            currency: try value(Self.currency, .currency), amount: try value(Self.amount, .amount),
            locale: try value(Self.locale, .locale) ?? "en", cartItems: cartItems.isEmpty ? nil : cartItems)
    }

    /// `GET /card-details`: the currency is required; a BIN and a payment method id exclude each other.
    package func cardDetails() throws(FieldError) -> Gr4vyCardDetailsRequest {
        guard let currency = try value(Self.currency, .currency) else { throw FieldError(Self.currency, .missing) }
        let bin = try value(Self.bin, .bin)
        let paymentMethodId = try value(Self.paymentMethodId, .uuid)
        if bin != nil, paymentMethodId != nil { throw FieldError(Self.bin, .both(other: Self.paymentMethodId)) }
        return Gr4vyCardDetailsRequest(
            cardDetails: Gr4vyCardDetails(
                currency: currency, amount: try value(Self.amount, .amount).map(String.init), bin: bin,
                country: try value(Self.country, .country),
                intent: try value(Self.intent, ValueParser<Gr4vyPaymentIntent>.choice)?.rawValue,
                isSubsequentPayment: flag(Self.isSubsequentPayment) ? true : nil,
                merchantInitiated: flag(Self.merchantInitiated) ? true : nil,
                metadata: try metadata().map(Self.jsonString), paymentMethodId: paymentMethodId,
                paymentSource: try value(Self.paymentSource, ValueParser<Gr4vyPaymentSource>.choice)?.rawValue))
    }

    /// `GET /buyers/payment-methods`: exactly one of the two buyer fields.
    package func paymentMethods() throws(FieldError) -> Gr4vyBuyersPaymentMethodsRequest {
        let buyerId = try value(Self.buyerId, .uuid)
        let externalIdentifier = try value(Self.buyerExternalIdentifier, .nonEmpty)
        if buyerId == nil, externalIdentifier == nil {
            throw FieldError(Self.buyerId, .noneOf(others: [Self.buyerExternalIdentifier]))
        }
        if buyerId != nil, externalIdentifier != nil {
            throw FieldError(Self.buyerId, .both(other: Self.buyerExternalIdentifier))
        }
        return Gr4vyBuyersPaymentMethodsRequest(
            paymentMethods: Gr4vyBuyersPaymentMethods(
                buyerId: buyerId, buyerExternalIdentifier: externalIdentifier,
                sortBy: try value(Self.sortBy, ValueParser<Gr4vySortBy>.choice),
                orderBy: try value(Self.orderBy, ValueParser<Gr4vyOrderBy>.choice),
                country: try value(Self.country, .country), currency: try value(Self.currency, .currency)))
    }

    /// `PUT /checkout/sessions/{id}/fields` and 3-D Secure: one of a test card, a new card (number and expiry) or
    /// a stored payment method; Authenticate as its checkbox says.
    package func tokenize(now: Date) throws(FieldError) -> TokenizeRequest {
        guard let session = try value(Self.session, .uuid) else { throw FieldError(Self.session, .missing) }
        let testCard = try value(
            Self.testCard, ValueParser(expected: "a test card from the menu") { TestCard.named($0) })
        let number = try value(
            Self.card,
            ValueParser(expected: "13 to 19 digits (spaces and dashes are ignored)") {
                ValueParser.cardDigits($0, 13...19)
            })
        let expiry = try value(Self.expiry, .expiry)
        let cvc = try value(Self.cvc, .securityCode)
        let stored = try value(Self.storedMethodId, .uuid)
        let method: Gr4vyPaymentMethod
        if let testCard {
            if number != nil { throw FieldError(Self.card, .notWith(other: Self.testCard)) }
            if stored != nil { throw FieldError(Self.storedMethodId, .notWith(other: Self.testCard)) }
            method = .card(
                Gr4vyCardPaymentMethod(
                    number: testCard.number, expirationDate: testCard.expiry(at: now), securityCode: testCard.cvc))
        } else if let number {
            if stored != nil { throw FieldError(Self.storedMethodId, .notWith(other: Self.card)) }
            guard let expiry else { throw FieldError(Self.expiry, .missing) }
            method = .card(Gr4vyCardPaymentMethod(number: number, expirationDate: expiry, securityCode: cvc))
        } else if let stored {
            if expiry != nil { throw FieldError(Self.expiry, .notWith(other: Self.storedMethodId)) }
            method = .id(Gr4vyIdPaymentMethod(id: stored, securityCode: cvc))
        } else {
            throw FieldError(Self.testCard, .noneOf(others: [Self.card, Self.storedMethodId]))
        }
        return TokenizeRequest(
            checkoutSessionId: session, cardData: Gr4vyCardData(paymentMethod: method),
            authenticate: flag(Self.authenticate),
            sdkMaxTimeoutMinutes: try value(Self.sdkTimeout, .sdkTimeout) ?? 5,
            uiCustomization: try value(Self.theme, ValueParser<ThemeName>.choice)?.customization)
    }

    /// Metadata as the one JSON string `GET /card-details` takes, keys sorted.
    package static func jsonString(_ metadata: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(metadata)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension ValueParser where Value == String {
    /// The first 6 to 8 digits of a card number, as `GET /card-details` takes them.
    package static let bin = ValueParser(expected: "6 to 8 digits, the start of the card number") { text in
        Gr4vyCardDetails.isValid(bin: text) ? text : nil
    }

    /// An `MM/YY` date with a month of 01 to 12, read by CardKit's parser (whether the card has expired is the
    /// server's call).
    package static let expiry = ValueParser(expected: "MM/YY, e.g. 01/30") { text in
        let reason = ExpiryDate.validate(mmyy: text, now: WallClock.live.currentMonth()).reason
        return reason != .expiryFormat && reason != .expiryMonth ? text : nil
    }
}

extension ValueParser where Value == Int {
    /// How long a 3-D Secure challenge may take: 5 to 99 minutes.
    package static let sdkTimeout = integer(
        in: 5...99, expected: "whole minutes from 5 to 99 (3-D Secure's minimum is 5)")
}
