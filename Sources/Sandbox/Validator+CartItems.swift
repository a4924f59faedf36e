import TesseraCore

extension Validator {
    /// The most cart items accepted in one request.
    static let maxCartItems = 249
    /// The most categories accepted on one cart item.
    static let maxCategories = 100
    /// The longest URL accepted where the spec states no limit (the common browser limit).
    static let maxURLLength = 2083

    /// Checks `cart_items` against the spec's closed `CartItem`: `name`, `quantity` and `unit_amount`
    /// required, amounts from 0 to 99,999,999 (a quantity from 1), texts within the spec's lengths,
    /// `product_type` from its enumeration; at most ``maxCartItems`` items.
    mutating func cartItems(_ node: JSONValue?, at pointer: String) -> JSONValue? {
        guard let node, node != .null else { return nil }
        guard case .array(let items) = node else {
            fail(pointer, "Input should be a valid array, not \(node.typeName)", type: "list_type")
            return nil
        }
        guard items.count <= Self.maxCartItems else {
            fail(pointer, "Give at most \(Self.maxCartItems) cart items", type: "too_long")
            return nil
        }
        let before = details.count
        for (index, item) in items.enumerated() {
            cartItem(item, at: "\(pointer)/\(index)")
        }
        return details.count == before ? node : nil
    }

    private mutating func cartItem(_ item: JSONValue, at path: String) {
        guard object(item, at: path) != nil else { return }
        rejectUnknown(item, at: path, allowed: Self.cartItemKeys)
        _ = requiredString(item["name"], at: "\(path)/name", minLength: 1, maxLength: 255)
        for key in ["quantity", "unit_amount"] {
            if item[key] == nil || item[key] == .null {
                fail("\(path)/\(key)", "Field required", type: "missing")
            } else {
                _ = optionalInt(item[key], at: "\(path)/\(key)", minimum: key == "quantity" ? 1 : 0)
            }
        }
        for key in ["discount_amount", "tax_amount", "duty_amount", "shipping_amount"] {
            _ = optionalInt(item[key], at: "\(path)/\(key)")
        }
        for (key, limit) in Self.cartTexts {
            _ = optionalString(item[key], at: "\(path)/\(key)", minLength: 1, maxLength: limit)
        }
        for key in ["product_url", "image_url"] {
            _ = optionalString(item[key], at: "\(path)/\(key)", maxLength: Self.maxURLLength)
        }
        _ = optionalCode(item["seller_country"], at: "\(path)/seller_country", expected: "a two-letter ISO 3166 code") {
            $0.isUpperLetters(2)
        }
        _ = optionalBool(item["tax_exempt"], at: "\(path)/tax_exempt")
        _ = optionalEnum(item["product_type"], at: "\(path)/product_type", Self.productTypes)
        if let categories = item["categories"], categories != .null {
            if case .array(let values) = categories, values.count <= Self.maxCategories {
                for (offset, value) in values.enumerated() {
                    _ = requiredString(value, at: "\(path)/categories/\(offset)", minLength: 1, maxLength: 50)
                }
            } else {
                fail(
                    "\(path)/categories", "Input should be an array of at most \(Self.maxCategories) strings",
                    type: "list_type")
            }
        }
    }

    private static let cartTexts = [
        ("external_identifier", 200), ("sku", 200), ("upc", 50), ("unit_of_measure", 50), ("commodity_code", 50),
        ("description", 255),
    ]
    private static let productTypes = [
        "physical", "discount", "shipping_fee", "sales_tax", "digital", "gift_card", "store_credit", "surcharge",
    ]
    private static let cartItemKeys: Set<String> = [
        "name", "quantity", "unit_amount", "discount_amount", "tax_amount", "duty_amount", "shipping_amount",
        "external_identifier", "sku", "upc", "unit_of_measure", "commodity_code", "description", "product_url",
        "image_url", "seller_country", "tax_exempt", "product_type", "categories",
    ]
}
