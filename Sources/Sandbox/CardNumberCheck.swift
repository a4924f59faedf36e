import CardKit
import Foundation

/// The checks the emulator makes on a submitted card before storing it.
enum CardNumberCheck {
    /// Whether the digits pass the Luhn check (CardKit).
    static func passesLuhn(_ digits: String) -> Bool {
        Luhn.isValid(digits)
    }

    /// Why `expiry` is not an acceptable `MM/YY` expiry at `now`, or nil when it is.
    ///
    /// A card is valid through the last day of its expiry month (UTC).
    static func expiryProblem(_ expiry: String, now: Date) -> String? {
        let parts = expiry.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, String(parts[0]).isDigits(2...2), String(parts[1]).isDigits(2...2),
            let month = Int(parts[0]), let year = Int(parts[1])
        else {
            return "The expiration date must be MM/YY"
        }
        guard (1...12).contains(month) else {
            return "The expiration month must be 01 to 12"
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let current = calendar.dateComponents([.year, .month], from: now)
        let currentYear = (current.year ?? 2000) % 100
        let currentMonth = current.month ?? 1
        if year < currentYear || (year == currentYear && month < currentMonth) {
            return "The card has expired"
        }
        return nil
    }
}
