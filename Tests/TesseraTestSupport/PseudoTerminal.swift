import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal for tests of terminal code: the code under test reads and writes `follower`; the test
/// types on `leader` and reads what was echoed there.
public final class PseudoTerminal: Sendable {
    /// The side the test types on.
    public let leader: Int32
    /// The side the code under test reads, a terminal for `isatty`.
    public let follower: Int32

    /// `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)` from Linux's asm-generic ioctls, which
    /// Swift cannot import (function-like macros).
    static let (unlockRequest, numberRequest): (UInt, UInt) = (0x4004_5431, 0x8004_5430)

    /// Opens a new pair through `/dev/ptmx` (what `posix_openpt`, `unlockpt` and `ptsname` do, which
    /// Glibc's module does not export).
    public init() throws {
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard leader >= 0, ioctl(leader, Self.unlockRequest, &unlock) == 0,
            ioctl(leader, Self.numberRequest, &number) == 0
        else { throw POSIXError(.ENXIO) }
        follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard follower >= 0 else { throw POSIXError(.ENXIO) }
    }

    /// Types `text` on the terminal.
    public func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(leader, &bytes, bytes.count)
    }

    /// Whether the terminal is in its normal (line, echo) mode.
    public var isCanonical: Bool {
        var settings = termios()
        return tcgetattr(follower, &settings) == 0
            && settings.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
    }

    deinit {
        close(follower)
        close(leader)
    }
}
