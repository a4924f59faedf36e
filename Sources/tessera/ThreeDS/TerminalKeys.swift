import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keys read from a terminal in raw mode, and lines read in its normal mode, off the concurrency pool.
enum TerminalKeys {
    /// A key the challenge screens react to.
    enum Key: Equatable {
        case up, down, space, enter, end
        case character(Character)
    }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// The next line of standard input, or nil at its end.
    static func line() async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: readLine(strippingNewline: true)) }
        }
    }

    /// The next key, read with echo and line buffering off (restored before returning).
    static func key() async -> Key {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: readKeyRaw()) }
        }
    }

    private static func readKeyRaw() -> Key {
        var saved = termios()
        let isTerminal = tcgetattr(0, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            _ = tcsetattr(0, TCSANOW, &raw)
        }
        defer { if isTerminal { _ = tcsetattr(0, TCSANOW, &saved) } }
        guard let byte = readByte() else { return .end }
        switch byte {
        case 0x1B:
            guard readByte() == UInt8(ascii: "[") else { return .character("\u{1B}") }
            switch readByte() {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            default: return .character("\u{1B}")
            }
        case 0x20: return .space
        case 0x0A, 0x0D: return .enter
        case 0x04: return .end
        default: return .character(Character(Unicode.Scalar(byte)))
        }
    }

    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(0, &byte, 1) == 1 ? byte : nil
    }
}
