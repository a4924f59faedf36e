/// The verdict on a typed expiry date: its state, the reason, and as much of the date as could be read.
public struct ExpiryValidation: Sendable, Hashable {
    /// Valid, incomplete (could still become valid) or invalid.
    public let state: ValidationState
    /// Why the date is not valid, or nil when it is.
    public let reason: ValidationReason?
    /// The month, once it is known (it may be out of range when the reason is ``ValidationReason/expiryMonth``).
    public let month: Int?
    /// The four-digit year, once it is known.
    public let year: Int?
    /// The date, when both month and year are known and make a date.
    public let date: ExpiryDate?

    /// A verdict with every property given.
    public init(state: ValidationState, reason: ValidationReason?, month: Int?, year: Int?, date: ExpiryDate?) {
        self.state = state
        self.reason = reason
        self.month = month
        self.year = year
        self.date = date
    }

    /// Whether ``state`` is ``ValidationState/valid``.
    public var isValid: Bool { state == .valid }

    /// The date as `MM/YY`, when it is known.
    public var formatted: String? { date?.formatted }

    /// A verdict that is not valid, with no date.
    static func failed(
        _ state: ValidationState, _ reason: ValidationReason, month: Int? = nil, year: Int? = nil
    ) -> ExpiryValidation {
        ExpiryValidation(state: state, reason: reason, month: month, year: year, date: nil)
    }
}
