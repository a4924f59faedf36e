import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input in raw mode for the interactive form, restored on every way out.
///
/// ``enter()`` saves the terminal's settings and switches echo, line buffering and signal keys off (Ctrl-C
/// arrives as a key). The saved settings are put back by ``restore()``, by an `atexit` handler (a `fatalError`
/// or `exit` anywhere), and by handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT and the crash signals (SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGTRAP: a Swift trap),
/// which restore and then let the signal take its default course.
enum RawTerminal {
    /// The settings to restore; written once before any handler is installed.
    ///
    /// Safe: set by `enter()` on the main thread before the handlers that read it are installed, and only
    /// read afterwards (signal handlers read it with async-signal-safe `tcsetattr`).
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isRaw = false

    /// The signals after which the terminal is restored.
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGTRAP]

    /// Switches standard input to raw mode; false when it is not a terminal.
    static func enter() -> Bool {
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return false }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        isRaw = true
        atexit { RawTerminal.restore() }
        for number in signals {
            signal(number) { received in
                RawTerminal.restore()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        return tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0
    }

    /// Puts the saved settings back (async-signal-safe; doing it twice is harmless).
    static func restore() {
        guard isRaw else { return }
        isRaw = false
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        let showCursor = "\u{1B}[?25h"
        _ = showCursor.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// The terminal's size in columns and rows, or nil when standard output is not a terminal.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The next byte of standard input, or nil when none came within `timeout` milliseconds (or at its end,
    /// reported by `ended`).
    static func readByte(timeout: Int32, ended: inout Bool) -> UInt8? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeout) > 0 else { return nil }
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        if count == 0 { ended = true }
        return count == 1 ? byte : nil
    }
}
