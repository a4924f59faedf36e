import Transport

extension SandboxHandler {
    /// `POST /payment-options`: the methods offered for the body's country, currency and amount.
    func paymentOptions(_ request: HTTPRequest) throws -> HTTPResponse {
        let body = try Self.bodyObject(request, optional: true)
        var validator = Validator(location: "body")
        validator.rejectUnknown(
            body, at: "", allowed: ["metadata", "country", "currency", "amount", "locale", "cart_items"])
        _ = validator.optionalStringMap(body["metadata"], at: "/metadata")
        let country = validator.optionalCode(body["country"], at: "/country", expected: "a two-letter ISO 3166 code") {
            $0.isUpperLetters(2)
        }
        let currency = validator.optionalCode(
            body["currency"], at: "/currency", expected: "a three-letter ISO 4217 code"
        ) { $0.isUpperLetters(3) }
        let amount = validator.optionalInt(body["amount"], at: "/amount", minimum: Int.min, maximum: Int.max)
        _ = validator.optionalString(body["locale"], at: "/locale", minLength: 1, maxLength: 50)
        _ = validator.cartItems(body["cart_items"], at: "/cart_items")
        try validator.check()
        let offered = PaymentOptionCatalog.options.filter {
            $0.isOffered(country: country, currency: currency, amount: amount)
        }
        return Self.json(200, ["items": .array(offered.map(PaymentOptionCatalog.json))])
    }
}
