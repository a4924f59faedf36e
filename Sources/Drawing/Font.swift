/// A font request: family list, size and weight.
public struct Font: Sendable, Hashable {
    /// A CSS font-family list, most preferred first, ending with a generic family.
    public var family: String
    /// The size in points, clamped to 1…200 (NaN becomes the default 16).
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// A font of `family`, `size` points (clamped to 1…200) and `weight`.
    public init(family: String = Font.sansSerif, size: Double = 16, weight: FontWeight = .regular) {
        self.family = family
        self.size = Font.clampSize(size)
        self.weight = weight
    }

    /// Whether the family list asks for a monospaced face first-or-generically.
    public var isMonospaced: Bool { family.hasSuffix("monospace") }

    /// The sans-serif family used on cards.
    public static let sansSerif = "DejaVu Sans, Helvetica, Arial, sans-serif"
    /// The monospaced family used for card numbers.
    public static let monospaced = "DejaVu Sans Mono, Menlo, Consolas, monospace"

    /// The smallest and largest drawable sizes.
    public static let sizeRange = 1.0...200.0

    /// Clamps `size` into ``sizeRange``; NaN becomes 16.
    static func clampSize(_ size: Double) -> Double {
        size.isNaN ? 16 : min(max(size, sizeRange.lowerBound), sizeRange.upperBound)
    }
}
