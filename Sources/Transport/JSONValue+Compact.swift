import Foundation

extension JSONValue {
    /// The value as compact JSON (no whitespace) with sorted keys and slashes left unescaped.
    ///
    /// Sorted keys make the text stable, so it can be stored and compared byte for byte.
    public var compactData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }
}
