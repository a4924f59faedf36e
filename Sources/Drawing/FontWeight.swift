/// The weight of a font, Tessera's stand-in for SwiftUI's `Font.Weight`.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// Regular (CSS 400).
    case regular
    /// Medium (CSS 500).
    case medium
    /// Semibold (CSS 600).
    case semibold
    /// Bold (CSS 700).
    case bold

    /// The CSS / OpenType numeric weight.
    public var cssValue: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}
