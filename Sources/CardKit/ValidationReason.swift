/// Why an input is not (yet) valid: a stable code such as `CN01` and an English message.
///
/// Codes are grouped by field: `CN` card number, `EX` expiry date, `CV` security code, `NM` cardholder name.
/// Messages are English defaults; ``message(localizedBy:)`` looks a code up in a translation table.
public struct ValidationReason: Sendable, Hashable, CustomStringConvertible {
    /// The stable code, e.g. `CN05`.
    public let code: String
    /// The English message, e.g. `The card number is too long.`
    public let message: String

    /// A reason with the given code and English message.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The message for ``code`` from `table` (code to translated message), or the English message when the
    /// table has none.
    public func message(localizedBy table: [String: String]) -> String {
        table[code] ?? message
    }

    /// The code and message, e.g. `CN05: The card number is too long.`
    public var description: String { "\(code): \(message)" }
}
