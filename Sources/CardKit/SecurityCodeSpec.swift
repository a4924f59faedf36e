/// What a card brand's security code (CVV, CVC, CID…) is called and how many digits it has.
public struct SecurityCodeSpec: Sendable, Hashable {
    /// The brand's own name for the code, such as `CVV` (Visa), `CVC` (Mastercard) or `CID` (American Express).
    public let name: String
    /// The accepted numbers of digits, shortest first.
    public let sizes: [Int]
    /// Whether a card of the brand may have no code at all (some Maestro cards).
    public let isOptional: Bool

    /// A specification named `name` with the digit counts `sizes`.
    public init(name: String, sizes: [Int], isOptional: Bool = false) {
        self.name = name
        self.sizes = sizes.sorted()
        self.isOptional = isOptional
    }

    /// The specification used while the brand is not known: three or four digits, called "CVC".
    public static let unknownBrand = SecurityCodeSpec(name: "CVC", sizes: [3, 4])
}
