import CardKit
import Foundation

/// The checks the emulator makes on a submitted card before storing it.
enum CardNumberCheck {
    /// Whether the digits pass the Luhn check (CardKit).
    static func passesLuhn(_ digits: String) -> Bool {
        Luhn.isValid(digits)
    }

    /// Why `expiry` is not an acceptable `MM/YY` expiry at `now`, or nil when it is (CardKit's parser).
    ///
    /// A card is valid through the last day of its expiry month (UTC). A date further ahead than cards
    /// are issued for is still accepted, as the API does not refuse it.
    static func expiryProblem(_ expiry: String, now: Date) -> String? {
        let month = WallClock.fixed(now).currentMonth(in: TimeZone(identifier: "UTC")!)
        switch ExpiryDate.validate(mmyy: expiry, now: month).reason {
        case nil, .expiryTooFar: return nil
        case .expiryMonth: return "The expiration month must be 01 to 12"
        case .expiryPast: return "The card has expired"
        default: return "The expiration date must be MM/YY"
        }
    }
}
