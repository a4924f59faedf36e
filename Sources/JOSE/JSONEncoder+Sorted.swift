import Foundation

extension JSONEncoder {
    /// An encoder of compact JSON with members sorted and slashes left unescaped: the one spelling JOSE
    /// writes, so that a header and a key are always the same bytes.
    static func sortedCompact() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
