/// One line of the access log: what was asked and answered, without secrets.
///
/// The query string and every header (Authorization included) are left out, and any run of 12 or more
/// digits in the path is masked, so no card number or token reaches the log.
public struct AccessLogEntry: Sendable, Equatable, CustomStringConvertible {
    /// The request method.
    public let method: String
    /// The request path without its query, digit runs of 12 or more masked.
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
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        self.path = Self.maskingDigitRuns(String(path.prefix(512)))
        self.status = status
        self.bytes = bytes
        self.milliseconds = milliseconds
    }

    /// `METHOD /path status bytesB 1.23ms`.
    public var description: String {
        let time = (milliseconds * 100).rounded() / 100
        return "\(method) \(path) \(status) \(bytes)B \(time)ms"
    }

    /// Replaces every run of 12 or more ASCII digits with its first 6 and last 4 digits around asterisks.
    static func maskingDigitRuns(_ text: String) -> String {
        var result = ""
        var run = ""
        func flush() {
            if run.count >= 12 {
                result += run.prefix(6) + String(repeating: "*", count: run.count - 10) + run.suffix(4)
            } else {
                result += run
            }
            run = ""
        }
        for character in text {
            if character.isASCII && character.isNumber {
                run.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
