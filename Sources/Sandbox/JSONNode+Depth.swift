import Foundation

extension JSONNode {
    /// The deepest nesting of arrays and objects the emulator decodes.
    ///
    /// Decoding recurses once per level, and a handler may run on a connection thread with a small
    /// stack: a kilobyte of `[` was enough to overflow it and kill the server. Anything deeper is
    /// refused before decoding; the API's own bodies nest a handful of levels.
    static let maxDepth = 32

    /// How deeply `data` nests arrays and objects, counting brackets outside strings (a quick scan that
    /// does not validate the JSON).
    static func nestingDepth(of data: Data) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
