import Transport

extension SandboxHandler {
    /// `POST /payment-options`: the methods offered for the body's country, currency and amount.
    func paymentOptions(_ request: HTTPRequest) throws -> HTTPResponse {
        let body = try Self.bodyObject(request, optional: true)
        var validator = Validator(location: "body")
        _ = validator.optionalStringMap(body["metadata"], at: "/metadata")
        let country = validator.optionalCode(body["country"], at: "/country", expected: "a two-letter ISO 3166 code") {
            $0.isUpperLetters(2)
        }
        let currency = validator.optionalCode(
            body["currency"], at: "/currency", expected: "a three-letter ISO 4217 code"
        ) { $0.isUpperLetters(3) }
        let amount = validator.optionalInt(body["amount"], at: "/amount")
        if let locale = validator.optionalString(body["locale"], at: "/locale", maxLength: 50), locale.isEmpty {
            validator.fail("/locale", "String should have at least 1 character", type: "string_too_short")
        }
        _ = validator.cartItems(body["cart_items"], at: "/cart_items")
        try validator.check()
        let offered = PaymentOptionCatalog.options.filter {
            $0.isOffered(country: country, currency: currency, amount: amount)
        }
        return Self.json(200, ["items": .array(offered.map(PaymentOptionCatalog.json))])
    }
}
