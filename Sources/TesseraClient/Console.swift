import Foundation
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: standard output for results, standard error for diagnostics.
///
/// Writing is fallible and never crashes. A failed write to standard output is remembered, later
/// output is skipped, and ``CommandRunner`` ends the command with ``ExitCode/ioError`` (or quietly,
/// when the reader closed the pipe). A failed write to standard error is dropped: there is nowhere
/// left to report it, and a server keeps serving.
///
/// Every line written to standard error passes through ``Redactor/redact(message:)``, so an error
/// that echoes an argument never shows a card number and never sends a terminal escape sequence.
package struct Console: Sendable {
    /// Whether `--debug` (or `TESSERA_DEBUG=1`) asked for the SDK's redacted HTTP log on standard error.
    package var debug = false
    /// Whether `--verbose` asked for the redacted response body of an API error.
    package var verbose = false
    /// What went wrong with standard output, shared by copies of this console.
    package let outputFault = OutputFault()

    /// A console that writes the SDK's log when `debug` and API error bodies when `verbose`.
    package init(debug: Bool = false, verbose: Bool = false) {
        self.debug = debug
        self.verbose = verbose
    }

    /// Writes `text` and a newline to standard output.
    package func out(_ text: String) {
        outRaw(Data((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error, with card numbers masked and control characters
    /// other than line breaks and tabs shown as escapes.
    package func err(_ text: String) {
        _ = Self.writeAll(Data((Self.redactor.redact(message: text) + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes `text` as ``err(_:)`` does, in red (an error's line on a terminal): the escape codes go around
    /// the redacted text, so nothing typed can send one of its own.
    package func errInRed(_ text: String) {
        let line = "\u{1B}[31m" + Self.redactor.redact(message: text) + "\u{1B}[0m\n"
        _ = Self.writeAll(Data(line.utf8), to: STDERR_FILENO)
    }

    /// Writes a live status line (a spinner frame) to standard error as is; callers check
    /// ``Terminal/showsSpinner`` first and pass only their own text.
    package func status(_ text: String) {
        _ = Self.writeAll(Data(text.utf8), to: STDERR_FILENO)
    }

    /// The formatter every line on standard error passes through.
    private static let redactor = Redactor()

    /// Writes raw bytes to standard output (used for binary or pre-terminated output).
    package func outRaw(_ data: Data) {
        guard outputFault.code == nil else { return }
        let code = Self.writeAll(data, to: STDOUT_FILENO)
        if code != 0 { outputFault.record(code) }
    }

    /// Writes every byte of `data` to `descriptor`, retrying after signals; 0, or the `errno` of the failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return 0
        }
    }
}

/// The first error a write to standard output met, shared between copies of a ``Console``.
package final class OutputFault: Sendable {
    private let first = Locked<Int32?>(nil)

    /// No failure yet.
    package init() {}

    /// The `errno` of the first failed write, or nil while every write succeeded.
    package var code: Int32? {
        first.value
    }

    /// Remembers `code` unless an earlier failure was remembered.
    package func record(_ code: Int32) {
        first.withLock { first in
            if first == nil { first = code }
        }
    }
}
