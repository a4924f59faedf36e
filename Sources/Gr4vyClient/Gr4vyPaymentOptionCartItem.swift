/// One item in a cart, with every field of the API's `CartItem`.
public struct Gr4vyPaymentOptionCartItem: Codable, Sendable, Hashable {
    /// The item's name.
    public var name: String
    /// How many.
    public var quantity: Int
    /// The price of one, in the currency's smallest unit.
    public var unitAmount: Int
    /// A discount on the line, in the smallest unit.
    public var discountAmount: Int?
    /// The tax on the line, in the smallest unit.
    public var taxAmount: Int?
    /// The merchant's id of the item.
    public var externalIdentifier: String?
    /// The stock-keeping unit.
    public var sku: String?
    /// A link to the product page.
    public var productUrl: String?
    /// A link to a product image.
    public var imageUrl: String?
    /// Categories, most general first.
    public var categories: [String]?
    /// `physical`, `discount`, `shipping_fee`, `sales_tax`, `digital`, `gift_card`, `store_credit` or `surcharge`.
    public var productType: String?
    /// The ISO country of the seller.
    public var sellerCountry: String?
    /// The universal product code.
    public var upc: String?
    /// Whether the item is exempt from tax.
    public var taxExempt: Bool?
    /// The unit of measure, e.g. `kg`.
    public var unitOfMeasure: String?
    /// The commodity code.
    public var commodityCode: String?
    /// A description.
    public var description: String?
    /// The duty on the line, in the smallest unit.
    public var dutyAmount: Int?
    /// The shipping cost of the line, in the smallest unit.
    public var shippingAmount: Int?

    /// Creates an item from its required fields; set the optional ones as properties.
    public init(name: String, quantity: Int, unitAmount: Int) {
        self.name = name
        self.quantity = quantity
        self.unitAmount = unitAmount
    }

    enum CodingKeys: String, CodingKey {
        case name, quantity, sku, categories, upc, description
        case unitAmount = "unit_amount"
        case discountAmount = "discount_amount"
        case taxAmount = "tax_amount"
        case externalIdentifier = "external_identifier"
        case productUrl = "product_url"
        case imageUrl = "image_url"
        case productType = "product_type"
        case sellerCountry = "seller_country"
        case taxExempt = "tax_exempt"
        case unitOfMeasure = "unit_of_measure"
        case commodityCode = "commodity_code"
        case dutyAmount = "duty_amount"
        case shippingAmount = "shipping_amount"
    }
}
