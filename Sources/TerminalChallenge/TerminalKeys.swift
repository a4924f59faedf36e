import Foundation
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keys read from a terminal in raw mode, and lines read in its normal mode, off the concurrency pool; every
/// wait ends as soon as the waiting task is cancelled (the challenge timed out), not when input comes.
///
/// A blocking read cannot be interrupted, so the input is read only once `poll` says it is ready; the poll
/// also watches a pipe that cancellation writes to.
struct TerminalKeys: Sendable {
    /// A key the challenge screens react to.
    enum Key: Equatable {
        case up, down, space, enter, end
        case character(Character)
    }

    /// The descriptor read: standard input unless a test gives a pseudo-terminal.
    let descriptor: Int32

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// The next line of input without its line break, or nil at its end.
    func line() async throws -> String? {
        var line: [UInt8] = []
        while true {
            let bytes = try await whenReadable { readAvailable(upTo: UInt8(ascii: "\n")) }
            guard !bytes.isEmpty else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            line += bytes
            if line.last == UInt8(ascii: "\n") {
                line.removeLast()
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
        }
    }

    /// The next key, read with echo and line buffering off (restored before returning, or when cancelled).
    func key() async throws -> Key {
        var saved = termios()
        let isTerminal = tcgetattr(descriptor, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            _ = tcsetattr(descriptor, TCSANOW, &raw)
        }
        defer { if isTerminal { _ = tcsetattr(descriptor, TCSANOW, &saved) } }
        return try await whenReadable { decodeKey() }
    }

    /// Runs `body` on a thread of its own once the descriptor can be read, or throws `CancellationError` as
    /// soon as the task is cancelled.
    private func whenReadable<T: Sendable>(_ body: @escaping @Sendable () -> T) async throws -> T {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw CancellationError() }
        let wake = Locked<Int32?>(ends[1])
        defer {
            wake.withLock { end in
                if let descriptor = end { close(descriptor) }
                end = nil
            }
        }
        let (watched, wakeRead) = (descriptor, ends[0])
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                Thread.detachNewThread {
                    var polls = [
                        pollfd(fd: watched, events: Int16(POLLIN), revents: 0),
                        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                    ]
                    while poll(&polls, 2, -1) < 0, errno == EINTR {}
                    close(wakeRead)
                    if polls[1].revents != 0 {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume(returning: body())
                    }
                }
            }
        } onCancel: {
            wake.withLock { end in
                guard let descriptor = end else { return }
                var byte: UInt8 = 1
                _ = write(descriptor, &byte, 1)
            }
        }
    }

    /// The bytes ready now, up to and including `stop`; empty at the end of input.
    private func readAvailable(upTo stop: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        while let byte = readByte() {
            bytes.append(byte)
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if byte == stop || poll(&ready, 1, 0) <= 0 { break }
        }
        return bytes
    }

    private func decodeKey() -> Key {
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

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            return count == 1 ? byte : nil
        }
    }
}
