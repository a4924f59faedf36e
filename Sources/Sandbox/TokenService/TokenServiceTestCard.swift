import Foundation

/// A documented card the token service emulator decides on: which scheme, which flow, co-badged or not.
///
/// The emulator knows no other cards: a Luhn-valid number outside this table is refused with
/// `UNKNOWN_BIN`. Any expiry not in the past is accepted (``expiry(at:)`` gives one) and every card has the
/// security code 123.
public struct TokenServiceTestCard: Sendable, Hashable {
    /// The outcome the token service gives when this card is digitized.
    public enum Flow: String, Sendable, CaseIterable {
        /// Approved at once: the token is active.
        case green
        /// Approved with ID&V: the token is inactive until the cardholder enters an OTP.
        case yellow
        /// Declined by the issuer.
        case red
        /// Refused at the eligibility check (`CARD_NOT_ELIGIBLE`).
        case ineligible
    }

    /// The full card number (a public test number, never a real card).
    public let pan: String
    /// The scheme, as the wire format spells it: `VISA`, `MASTERCARD` or `PURE`.
    public let scheme: String
    /// The flow this card follows.
    public let flow: Flow
    /// The second scheme of a co-badged card (`CARTES_BANCAIRES`), or nil.
    public let auxiliaryScheme: String?
    /// The issuer shown on the card.
    public let issuerName: String

    /// An expiry the token service accepts at `now` (`MM/YY`): the rolling date of the payment emulator's
    /// test cards (``TestCard/expiry(at:)``), so the cards work whatever year it is.
    public static func expiry(at now: Date) -> String {
        TestCard.all[0].expiry(at: now)
    }
    /// The security code of every test card.
    public static let securityCode = "123"

    /// Whether this card carries a second scheme.
    public var isCoBadged: Bool { auxiliaryScheme != nil }

    /// A short stable name such as `visa-green`, used in the emulator's state instead of the number.
    public var reference: String {
        let base = "\(scheme.lowercased())-\(flow.rawValue)"
        return isCoBadged ? base + "-cobadged" : base
    }

    /// The documented cards: green, yellow and red for Visa, Mastercard and PURE, a Visa co-badged with
    /// Cartes Bancaires (green), and a Visa whose BIN is not eligible.
    public static let all: [TokenServiceTestCard] = [
        .init(pan: "4111111111111111", scheme: "VISA", flow: .green, auxiliaryScheme: nil, issuerName: "Tessera Bank"),
        .init(pan: "4012888888881881", scheme: "VISA", flow: .yellow, auxiliaryScheme: nil, issuerName: "Tessera Bank"),
        .init(pan: "4000000000000002", scheme: "VISA", flow: .red, auxiliaryScheme: nil, issuerName: "Tessera Bank"),
        .init(
            pan: "5555555555554444", scheme: "MASTERCARD", flow: .green, auxiliaryScheme: nil,
            issuerName: "Harbour Credit Union"),
        .init(
            pan: "5105105105105100", scheme: "MASTERCARD", flow: .yellow, auxiliaryScheme: nil,
            issuerName: "Harbour Credit Union"),
        .init(
            pan: "5200828282828210", scheme: "MASTERCARD", flow: .red, auxiliaryScheme: nil,
            issuerName: "Harbour Credit Union"),
        .init(pan: "6799990000000012", scheme: "PURE", flow: .green, auxiliaryScheme: nil, issuerName: "Pure Mutual"),
        .init(pan: "6799990000000020", scheme: "PURE", flow: .yellow, auxiliaryScheme: nil, issuerName: "Pure Mutual"),
        .init(pan: "6799990000000038", scheme: "PURE", flow: .red, auxiliaryScheme: nil, issuerName: "Pure Mutual"),
        .init(
            pan: "4000002500001001", scheme: "VISA", flow: .green, auxiliaryScheme: "CARTES_BANCAIRES",
            issuerName: "Banque Tessera"),
        .init(
            pan: "4000009999999991", scheme: "VISA", flow: .ineligible, auxiliaryScheme: nil,
            issuerName: "Tessera Bank"),
    ]

    /// The test card with this number, or nil.
    public static func card(pan: String) -> TokenServiceTestCard? {
        all.first { $0.pan == pan }
    }

    /// The test card with this reference, or nil.
    static func card(reference: String) -> TokenServiceTestCard? {
        all.first { $0.reference == reference }
    }
}
