import TesseraCore

/// One line of the access log: what was asked and answered, without secrets.
///
/// The query string and every header (Authorization included) are left out. The path is
/// percent-decoded, then any run of 12 or more digits — single spaces or dashes between them allowed,
/// as card numbers are written — is masked to its first 6 and last 4 digits, and control characters
/// become `?`, so neither a card number nor a forged log line reaches the log.
public struct AccessLogEntry: Sendable, Equatable, CustomStringConvertible {
    /// The request method.
    public let method: String
    /// The request path without its query, decoded, digit runs of 12 or more masked.
    public let path: String
    /// The status sent.
    public let status: Int
    /// The body bytes sent.
    public let bytes: Int
    /// Time from the end of the request head to the response being written, in milliseconds.
    public let milliseconds: Double

    /// Creates an entry, masking the path.
    public init(method: String, target: String, status: Int, bytes: Int, milliseconds: Double) {
        self.method = method
        let raw = String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        let decoded = (raw.removingPercentEncoding ?? raw).prefix(512)
        self.path = Self.maskingDigitRuns(String(decoded)).unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "?" : String(scalar)
        }.joined()
        self.status = status
        self.bytes = bytes
        self.milliseconds = milliseconds
    }

    /// `METHOD /path status bytesB 1.23ms`.
    public var description: String {
        let time = (milliseconds * 100).rounded() / 100
        return "\(method) \(path) \(status) \(bytes)B \(time)ms"
    }

    /// Replaces every run of 12 or more ASCII digits (single spaces or dashes between digits allowed)
    /// with its first 6 and last 4 digits around asterisks; shorter runs stay as written.
    static func maskingDigitRuns(_ text: String) -> String {
        DigitRunScanner.replacingRuns(in: text, minimumDigits: 12) { digits in
            digits.prefix(6) + String(repeating: "*", count: digits.count - 10) + digits.suffix(4)
        }
    }
}
