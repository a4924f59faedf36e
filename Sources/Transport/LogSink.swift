import Foundation

/// Where log lines go: standard error, a test's buffer, or anything else that takes a line.
public struct LogSink: Sendable {
    /// Writes one log entry (which may span several lines).
    public let write: @Sendable (String) -> Void

    /// Creates a sink from a closure.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes each entry and a newline to standard error; an entry that cannot be written (a full disk,
    /// a closed pipe) is dropped, never a crash.
    public static let standardError = LogSink { entry in
        try? FileHandle.standardError.write(contentsOf: Data((entry + "\n").utf8))
    }

    /// Writes each entry and a newline to standard output, dropping one that cannot be written.
    public static let standardOutput = LogSink { entry in
        try? FileHandle.standardOutput.write(contentsOf: Data((entry + "\n").utf8))
    }

    /// Discards everything.
    public static let discard = LogSink { _ in }
}
