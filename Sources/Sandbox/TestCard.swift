import Foundation

/// A public test card and how the emulator's 3-D Secure treats it.
///
/// The ten cards of Gr4vy's sample app authenticate frictionlessly (CVC 123) or with a one-time
/// code challenge (CVC 456); the scenario cards reach every other outcome, each challenge UI type and
/// the ACS faults a client must survive; the outcome cards script a transaction's answer (a decline,
/// a failure, AVS and CVV results) after a frictionless authentication. Every card expires 01/30. Test card numbers are public test
/// data; still, keep them out of logs like any card number.
public struct TestCard: Sendable, Equatable {
    /// How authentication goes, in the words of a tokenize result's `authentication.type`.
    public enum Flow: String, Sendable, CaseIterable {
        /// The ACS decides without the cardholder (`FINISH`).
        case frictionless
        /// The cardholder is challenged (`CHALLENGE`).
        case challenge
        /// The authentication fails with an error (`ERROR`).
        case error
    }

    /// What the emulator does with the card, in detail.
    enum Behaviour: Sendable, Equatable {
        /// `FINISH` with this `transaction_status`.
        case frictionless(String)
        /// `ERROR`.
        case error
        /// `CHALLENGE`, then this ACS scenario.
        case challenge(ACSScenario)
    }

    /// The card's name, such as `visa-frictionless` or `acs-wrong-counter`.
    public let name: String
    /// The API's scheme name, such as `visa`.
    public let scheme: String
    /// The card number (public test data).
    public let number: String
    /// The security code.
    public let cvc: String
    /// How authentication goes.
    public let flow: Flow
    /// How a transaction paid with the card is answered (see ``TransactionOutcome``).
    public let outcome: TransactionOutcome
    let behaviour: Behaviour

    init(
        _ name: String, _ scheme: String, _ number: String, _ behaviour: Behaviour,
        outcome: TransactionOutcome = .approved
    ) {
        self.name = name
        self.scheme = scheme
        self.number = number
        self.behaviour = behaviour
        self.outcome = outcome
        switch behaviour {
        case .frictionless:
            (flow, cvc) = (.frictionless, "123")
        case .error:
            (flow, cvc) = (.error, "123")
        case .challenge:
            (flow, cvc) = (.challenge, "456")
        }
    }

    /// An expiry date the emulator accepts at `now`: December, four years ahead, as `MM/YY`.
    ///
    /// Any date not in the past works; a rolling one keeps the cards (and tests that use them) valid
    /// whatever year it is, where a fixed date would expire.
    public func expiry(at now: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let year = (calendar.component(.year, from: now) + 4) % 100
        return "12/" + (year < 10 ? "0" : "") + String(year)
    }

    /// The card named `name`, or nil.
    public static func named(_ name: String) -> TestCard? {
        all.first { $0.name == name }
    }

    /// The card with this number, or nil.
    static func withNumber(_ number: String) -> TestCard? {
        all.first { $0.number == number }
    }
}
