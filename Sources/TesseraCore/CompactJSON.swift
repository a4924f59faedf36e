import Foundation

/// The one way the package writes JSON whose bytes are stored, compared or signed: `JSONEncoder` with sorted
/// keys, no whitespace and slashes left unescaped.
///
/// Sorted keys make the text stable, so the same value always gives the same bytes.
public enum CompactJSON {
    /// `value` as compact JSON.
    public static func data(_ value: some Encodable) throws -> Data {
        try encoder.encode(value)
    }

    /// `JSONEncoder` may be shared once configured: `encode` keeps its state per call.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
