/// Reads a fuzz input as a few small choices followed by free-form bytes.
///
/// Running out of bytes is not an error: every read then answers zero or empty, so every input is usable.
public struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    /// A reader over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A number in `0..<count` taken from the next byte (0 when `count` is 0).
    public mutating func choice(_ count: Int) -> Int {
        count == 0 ? 0 : Int(byte()) % count
    }

    /// The bytes up to the next `separator` (which is consumed), or all that is left.
    public mutating func field(separator: UInt8 = 0) -> [UInt8] {
        guard let end = bytes.firstIndex(of: separator) else { return rest() }
        let field = Array(bytes[..<end])
        bytes = bytes[(end + 1)...]
        return field
    }

    /// The bytes up to the next `separator` as text (invalid UTF-8 repaired).
    public mutating func text(separator: UInt8 = 0) -> String {
        String(decoding: field(separator: separator), as: UTF8.self)
    }

    /// Everything that is left.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}
