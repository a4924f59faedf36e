import Foundation

extension JSONValue {
    /// The value as ``CompactJSON`` (sorted keys, no whitespace, slashes left unescaped); `null` for a value
    /// JSON cannot hold (a non-finite number).
    public var compactData: Data {
        (try? CompactJSON.data(self)) ?? Data("null".utf8)
    }
}
