/// An item in the cart of a payment-options request or a checkout session.
///
/// The first twelve fields are the SDK's, all written out; the other seven of the API's document are
/// optional. Amounts are in the smallest unit of the currency.
public struct Gr4vyPaymentOptionCartItem: Codable, Sendable, Hashable {
    /// The item's name.
    public let name: String
    /// How many (the API requires at least 1).
    public let quantity: Int
    /// The price of one.
    public let unitAmount: Int
    /// The discount on the line.
    public let discountAmount: Int?
    /// The tax on the line.
    public let taxAmount: Int?
    /// The merchant's id of the item.
    public let externalIdentifier: String?
    /// The stock keeping unit.
    public let sku: String?
    /// A link to the product page.
    public let productUrl: String?
    /// A link to the product image.
    public let imageUrl: String?
    /// The product's categories.
    public let categories: [String]?
    /// `physical`, `digital`, `discount`, `shipping_fee`, …
    public let productType: String?
    /// The ISO country of the seller.
    public let sellerCountry: String?
    /// Whether the item is exempt from tax.
    public let taxExempt: Bool?
    /// The unit the quantity counts.
    public let unitOfMeasure: String?
    /// The commodity code.
    public let commodityCode: String?
    /// A description of the item.
    public let description: String?
    /// The duty on the line.
    public let dutyAmount: Int?
    /// The shipping cost of the line.
    public let shippingAmount: Int?
    /// The universal product code.
    public let upc: String?

    /// Creates an item: the SDK's twelve fields, then the document's other seven.
    public init(
        name: String, quantity: Int, unitAmount: Int, discountAmount: Int?, taxAmount: Int?,
        externalIdentifier: String?, sku: String?, productUrl: String?, imageUrl: String?, categories: [String]?,
        productType: String?, sellerCountry: String?, taxExempt: Bool? = nil, unitOfMeasure: String? = nil,
        commodityCode: String? = nil, description: String? = nil, dutyAmount: Int? = nil,
        shippingAmount: Int? = nil, upc: String? = nil
    ) {
        self.name = name
        self.quantity = quantity
        self.unitAmount = unitAmount
        self.discountAmount = discountAmount
        self.taxAmount = taxAmount
        self.externalIdentifier = externalIdentifier
        self.sku = sku
        self.productUrl = productUrl
        self.imageUrl = imageUrl
        self.categories = categories
        self.productType = productType
        self.sellerCountry = sellerCountry
        self.taxExempt = taxExempt
        self.unitOfMeasure = unitOfMeasure
        self.commodityCode = commodityCode
        self.description = description
        self.dutyAmount = dutyAmount
        self.shippingAmount = shippingAmount
        self.upc = upc
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case name, quantity, sku, categories, upc, description, unitAmount, discountAmount, taxAmount,
            externalIdentifier, productUrl, imageUrl, productType, sellerCountry, taxExempt, unitOfMeasure,
            commodityCode, dutyAmount, shippingAmount
    }
}
