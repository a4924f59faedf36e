import Foundation

/// A payment whose outcome its command never reported (the process was killed, or the token service could
/// not be asked), settled later by asking the token service about its request id.
///
/// The wallet keeps each one until a command or screen has shown it
/// (``DigitalCardManager/recoveredPayments`` and ``DigitalCardManager/acknowledge(_:)``), so every
/// interrupted payment is announced exactly once.
public struct RecoveredPayment: Sendable, Equatable, Identifiable, CustomStringConvertible {
    /// What the token service had done with the payment.
    public enum Outcome: String, Sendable, Equatable {
        /// It was carried out and approved: the card was charged.
        case approved
        /// It was carried out and declined: nothing was charged.
        case declined
        /// It never reached the service, which has now cancelled it for good: nothing was charged.
        case cancelled
    }

    /// The request id of the payment.
    public let id: String
    /// The card that paid.
    public let digitalCardID: String
    /// The last digits of the card's number, when the wallet knows them.
    public let panLastDigits: String?
    /// The amount, in minor units.
    public let amount: Int
    /// The ISO 4217 currency code.
    public let currencyCode: String
    /// The merchant the payment was for.
    public let merchantName: String
    /// What became of it.
    public let outcome: Outcome
    /// The token service's transaction id; nil when cancelled.
    public let transactionID: String?
    /// When the service approved or declined it, or cancelled it.
    public let date: Date

    /// One sentence for the person who paid, such as "An interrupted payment of 42.42 EUR on card …1881 was
    /// approved at 2026-12-02T08:00:00Z (transaction TX…)."
    public var description: String {
        let payment =
            "An interrupted payment of \(MinorUnits.text(amount, currencyCode)) on card …\(panLastDigits ?? digitalCardID)"
        let time = date.formatted(.iso8601)
        switch outcome {
        case .approved: return "\(payment) was approved at \(time) (transaction \(transactionID ?? "-"))."
        case .declined:
            return "\(payment) was declined at \(time) (transaction \(transactionID ?? "-")); nothing was charged."
        case .cancelled: return "\(payment) never reached the token service and is cancelled; nothing was charged."
        }
    }
}

/// Amounts in minor units as people read them.
enum MinorUnits {
    /// ISO 4217 currencies without minor units.
    private static let none: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF",
        "XPF",
    ]
    /// ISO 4217 currencies with three decimals.
    private static let three: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    /// `amount` minor units of `currencyCode` with its decimals: `4242, "EUR"` is "42.42 EUR".
    static func text(_ amount: Int, _ currencyCode: String) -> String {
        let code = currencyCode.uppercased()
        let digits = none.contains(code) ? 0 : three.contains(code) ? 3 : 2
        guard digits > 0 else { return "\(amount) \(code)" }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let fraction = String(abs(amount) % scale)
        let padded = String(repeating: "0", count: digits - fraction.count) + fraction
        return "\(amount < 0 ? "-" : "")\(abs(amount) / scale).\(padded) \(code)"
    }
}
