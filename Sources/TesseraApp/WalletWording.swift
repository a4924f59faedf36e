import Checkout
import DigitalWallet
import Foundation

/// How the Wallet tab words the SDK's values for a person: art types, states, schemes, payment types, dates as
/// printed on a card (MM/YY) and amounts with their currency.
enum WalletWording {
    /// The currencies the Pay form offers, with the digits after the decimal point each uses.
    static let currencies: [(code: String, digits: Int)] = [("EUR", 2), ("USD", 2), ("GBP", 2), ("JPY", 0)]

    /// The caption of an art type, as the issuer's image is described to a person.
    static func caption(_ type: DigitalCard.ArtType) -> String {
        switch type {
        case .bankLogo: "Issuer logo"
        case .schemeLogo: "Scheme logo"
        case .cardBackground: "Card background"
        case .cardBackgroundCombined: "Card face with logos"
        case .coBrandLogo: "Co-brand logo"
        case .cardIcon: "Card icon"
        }
    }

    /// A card's state as a word.
    static func state(_ state: DigitalCard.State) -> String {
        switch state {
        case .unknown: "Unknown"
        case .active: "Active"
        case .suspended: "Suspended"
        case .retired: "Retired"
        case .inactive: "Awaiting verification"
        }
    }

    /// A scheme's name.
    static func scheme(_ scheme: DigitalCard.Scheme) -> String {
        switch scheme {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .pure: "PURE"
        case .cartesBancaires: "Cartes Bancaires"
        }
    }

    /// The CardKit brand whose colours a scheme's card takes; nil for a scheme CardKit has no brand for.
    static func brandID(_ scheme: DigitalCard.Scheme) -> String? {
        switch scheme {
        case .visa: "visa"
        case .mastercard: "mastercard"
        case .pure, .cartesBancaires: nil
        }
    }

    /// A payment type's name.
    static func paymentType(_ type: DigitalCard.PaymentType) -> String {
        switch type {
        case .qr: "QR code"
        case .contactless: "Contactless"
        case .dsrp: "In-app and online (DSRP)"
        }
    }

    /// The month and four-digit year of an expiry the SDK gives as MMYY (`1230`); nil for anything else.
    static func expiry(_ mmyy: String?) -> (month: Int, year: Int)? {
        guard let mmyy, mmyy.count == 4, mmyy.allSatisfy(\.isASCIIDigit), let month = Int(mmyy.prefix(2)),
            let year = Int(mmyy.suffix(2)), (1...12).contains(month)
        else { return nil }
        return (month, 2000 + year)
    }

    /// An MMYY expiry as printed on a card, `12/30`; a value that is not MMYY is shown as it came.
    static func expiryText(_ mmyy: String?) -> String? {
        guard let mmyy else { return nil }
        guard let date = expiry(mmyy) else { return mmyy }
        return String(format: "%02d/%02d", date.month, date.year % 100)
    }

    /// A moment as a person reads it, in UTC: `3 Dec 2026, 14:05 UTC`.
    static func moment(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy, HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    /// `minor` units of `currency` with its decimal digits: `10.00 EUR`, `1000 JPY`.
    static func money(_ minor: Int, _ currency: String) -> String {
        let digits = currencies.first { $0.code == currency }?.digits ?? 2
        guard digits > 0 else { return "\(minor) \(currency)" }
        let scale = Int(pow(10, Double(digits)))
        let fraction = String(abs(minor) % scale)
        let padded = String(repeating: "0", count: digits - fraction.count) + fraction
        return "\(minor < 0 ? "-" : "")\(abs(minor) / scale).\(padded) \(currency)"
    }

    /// The largest amount the Pay form takes, in minor units: 999,999 major units and every minor unit below the next.
    static func largestAmount(_ currency: String) -> Int {
        let digits = currencies.first { $0.code == currency }?.digits ?? 2
        return Int(pow(10, Double(6 + digits))) - 1
    }

    /// The minor units of an amount typed in `currency`'s major units (`10`, `10.5`, `10.50`), or nil when it is
    /// not such a number from the smallest unit up to 999,999.99 (999,999 for a currency without decimals).
    static func minorUnits(_ typed: String, currency: String) -> Int? {
        let digits = currencies.first { $0.code == currency }?.digits ?? 2
        let text = typed.trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard text.count <= 12, let whole = parts.first, (1...6).contains(whole.count),
            whole.allSatisfy(\.isASCIIDigit)
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= digits, fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty
        else { return nil }
        let padded = fraction + String(repeating: "0", count: digits - fraction.count)
        guard let major = Int(whole), let minor = Int(padded.isEmpty ? "0" : padded) else { return nil }
        let total = major * Int(pow(10, Double(digits))) + minor
        return total > 0 ? total : nil
    }

    /// The card drawn from Checkout's card scene: the scheme's colours and marks, the last digits, expiry and
    /// issuer.
    static func image(
        schemes: [DigitalCard.Scheme], lastDigits: String?, expiry mmyy: String?, issuer: String?
    ) -> StoredCardImage {
        let date = expiry(mmyy)
        return StoredCardImage(
            brandID: schemes.first.flatMap(brandID), schemeNames: schemes.map(scheme), lastDigits: lastDigits ?? "",
            expiryMonth: date?.month, expiryYear: date?.year, issuerName: issuer)
    }

    /// What the drawn card says to a screen reader: `Visa card ending 4444, expires 12/30, issued by Tessera Bank`.
    static func imageDescription(
        schemes: [DigitalCard.Scheme], lastDigits: String?, expiry mmyy: String?, issuer: String?
    ) -> String {
        var text = schemes.map(scheme).joined(separator: " and ") + " card"
        if let lastDigits, !lastDigits.isEmpty { text += " ending \(lastDigits)" }
        if let shown = expiryText(mmyy) { text += ", expires \(shown)" }
        if let issuer, !issuer.isEmpty { text += ", issued by \(issuer)" }
        return text
    }
}
