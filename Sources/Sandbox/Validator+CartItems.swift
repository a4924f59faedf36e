import Transport

extension Validator {
    /// Checks `cart_items` against the spec's CartItem: `name`, `quantity` and `unit_amount` required,
    /// the optional amounts non-negative integers, the optional texts strings, `categories` strings.
    mutating func cartItems(_ node: JSONValue?, at pointer: String) -> JSONValue? {
        guard let node, node != .null else { return nil }
        guard case .array(let items) = node else {
            fail(pointer, "Input should be a valid array, not \(node.typeName)", type: "list_type")
            return nil
        }
        let before = details.count
        for (index, item) in items.enumerated() {
            let path = "\(pointer)/\(index)"
            guard case .object = item else {
                fail(path, "Input should be an object, not \(item.typeName)", type: "dict_type")
                continue
            }
            _ = requiredString(item["name"], at: "\(path)/name", maxLength: 255)
            for key in ["quantity", "unit_amount"] {
                if item[key] == nil || item[key] == .null {
                    fail("\(path)/\(key)", "Field required", type: "missing")
                } else {
                    _ = optionalInt(item[key], at: "\(path)/\(key)", minimum: key == "quantity" ? 1 : 0)
                }
            }
            for key in Self.cartAmounts {
                _ = optionalInt(item[key], at: "\(path)/\(key)")
            }
            for key in Self.cartTexts {
                _ = optionalString(item[key], at: "\(path)/\(key)", maxLength: 2083)
            }
            if let flag = item["tax_exempt"], flag != .null, case .bool = flag {
            } else if let flag = item["tax_exempt"], flag != .null {
                fail("\(path)/tax_exempt", "Input should be a valid boolean, not \(flag.typeName)", type: "bool_type")
            }
            if let categories = item["categories"], categories != .null {
                if case .array(let values) = categories {
                    for (offset, value) in values.enumerated() where value.string == nil {
                        fail("\(path)/categories/\(offset)", "Input should be a valid string", type: "string_type")
                    }
                } else {
                    fail("\(path)/categories", "Input should be a valid array", type: "list_type")
                }
            }
        }
        return details.count == before ? node : nil
    }

    private static let cartAmounts = ["discount_amount", "tax_amount", "duty_amount", "shipping_amount"]
    private static let cartTexts = [
        "external_identifier", "sku", "product_url", "image_url", "product_type", "seller_country", "upc",
        "unit_of_measure", "commodity_code", "description",
    ]
}
