/// A case transformation for displayed text, Tessera's stand-in for SwiftUI's `Text.Case`.
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    /// Every letter upper case.
    case uppercase
    /// Every letter lower case.
    case lowercase

    /// `text` transformed, independent of the current locale so output is deterministic.
    public func apply(to text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}
