import Foundation
import Sandbox
import TesseraClient

/// One endpoint screen of the Home tab: its command, its verb and its fields, each a field of TesseraClient's
/// `EndpointForm` (the option the CLI spells it with, the label the page shows).
struct HomeScreen: Sendable {
    /// How a field is entered.
    enum Kind: Sendable {
        /// One value.
        case text
        /// One value per line.
        case lines
        /// A checkbox, ticked or not; `on` is ticked when nothing is remembered.
        case flag(on: Bool)
        /// A menu of values (value, what it shows); `blank` names the first, blank, choice, or nil for none.
        case choice([(String, String)], blank: String?)
        /// A card number or code: typed, never filled in, never remembered.
        case secret
    }

    /// A field: its form field, how it is entered, whether the request needs it, and a hint.
    struct Field: Sendable {
        let field: FormField
        var kind: Kind = .text
        var required = false
        var hint = ""
        /// The screen that makes what this field names (a checkout session, a buyer), one click away.
        var maker: String?
    }

    /// The CLI command and the URL segment (`payment-options`).
    let command: String
    let title: String
    let verb: String
    /// A sentence under the title.
    let summary: String
    let fields: [Field]
    /// Whether the Home tab lists the screen (the makers are reached from the screens that need them too).
    var listed = true

    /// The test cards the Tokenize screen offers, by name: a frictionless and a challenge card per scheme, then one
    /// challenge per UI type.
    static let testCards: [(String, String)] =
        ["visa", "mastercard", "amex", "diners", "jcb"].flatMap { ["\($0)-frictionless", "\($0)-challenge"] }
        .map { ($0, Self.title(of: $0)) }
        + [
            ("ui-01-text", "Challenge: text (UI 01)"), ("ui-02-single-select", "Challenge: single select (UI 02)"),
            ("ui-03-multi-select", "Challenge: multi select (UI 03)"),
            ("ui-04-out-of-band", "Challenge: out of band (UI 04)"), ("ui-05-html", "Challenge: HTML (UI 05)"),
        ]

    /// `Visa, frictionless` for `visa-frictionless`.
    private static func title(of name: String) -> String {
        let parts = name.split(separator: "-").map(String.init)
        let schemes = [
            "visa": "Visa", "mastercard": "Mastercard", "amex": "American Express", "diners": "Diners Club",
            "jcb": "JCB",
        ]
        return (schemes[parts[0]] ?? parts[0]) + ", " + parts.dropFirst().joined(separator: " ")
    }

    /// The challenge themes, by their `--theme` names.
    static let themes = ["red-blue", "orange-purple", "green-yellow"]

    private static func plain(_ values: [String]) -> [(String, String)] { values.map { ($0, $0) } }

    /// The Home tab's screens, in the sample app's order, then the two that make what they need.
    static let all: [HomeScreen] = [
        HomeScreen(
            command: "payment-options", title: "Payment Options", verb: "POST",
            summary: "The payment options for a checkout (POST /payment-options).",
            fields: [
                Field(field: EndpointForm.metadata, kind: .lines, hint: "one key=value a line"),
                Field(field: EndpointForm.country, hint: "e.g. US"),
                Field(field: EndpointForm.currency, hint: "e.g. USD"),
                Field(field: EndpointForm.amount, hint: "minor units, e.g. 1299"),
                Field(field: EndpointForm.locale, hint: "default en"),
                Field(
                    field: EndpointForm.cartItem, kind: .lines,
                    hint: #"one JSON object a line: {"name":"Shoe","quantity":1,"unit_amount":1299}"#),
            ]),
        HomeScreen(
            command: "tokenize", title: "Tokenize", verb: "PUT",
            summary: """
                Store a test card, a new card or a stored payment method in a checkout session, then authenticate it \
                with 3-D Secure (PUT /checkout/sessions/{id}/fields). A challenge card's challenge is shown in this \
                page in the theme chosen below.
                """,
            fields: [
                Field(
                    field: EndpointForm.session, required: true, hint: "a UUID; New checkout session makes one",
                    maker: "checkout-session"),
                Field(
                    field: EndpointForm.testCard, kind: .choice(testCards, blank: "None: a new card or stored method"),
                    hint: "or a new card, or a stored payment method"),
                Field(field: EndpointForm.card, kind: .secret, hint: "or a test card (never remembered)"),
                Field(field: EndpointForm.expiry, hint: "MM/YY, with a new card"),
                Field(field: EndpointForm.cvc, kind: .secret, hint: "new card or stored method"),
                Field(field: EndpointForm.storedMethodId, hint: "or a test card"),
                Field(field: EndpointForm.authenticate, kind: .flag(on: true)),
                Field(field: EndpointForm.theme, kind: .choice(plain(themes), blank: "No theme")),
                Field(field: EndpointForm.dark, kind: .flag(on: false)),
                Field(field: EndpointForm.sdkTimeout, hint: "5 to 99, default 5"),
            ]),
        HomeScreen(
            command: "card-details", title: "Card Details", verb: "GET",
            summary: "A card's type, scheme and required fields (GET /card-details).",
            fields: [
                Field(field: EndpointForm.currency, required: true, hint: "e.g. USD"),
                Field(field: EndpointForm.amount),
                Field(field: EndpointForm.bin, hint: "6 to 8 digits (not remembered)"),
                Field(field: EndpointForm.country),
                Field(
                    field: EndpointForm.intent, kind: .choice(plain(["authorize", "capture"]), blank: "API default")),
                Field(field: EndpointForm.isSubsequentPayment, kind: .flag(on: false)),
                Field(field: EndpointForm.merchantInitiated, kind: .flag(on: false)),
                Field(field: EndpointForm.metadata, kind: .lines, hint: "one key=value a line"),
                Field(field: EndpointForm.paymentMethodId, hint: "instead of a BIN"),
                Field(
                    field: EndpointForm.paymentSource,
                    kind: .choice(
                        plain(["ecommerce", "moto", "recurring", "installment", "card_on_file"]), blank: "API default")),
            ]),
        HomeScreen(
            command: "payment-methods", title: "Payment Methods", verb: "GET",
            summary:
                "A buyer's stored payment methods (GET /buyers/payment-methods); give one of the two buyer fields.",
            fields: [
                Field(
                    field: EndpointForm.buyerId, hint: "or the external identifier; New buyer makes one", maker: "buyer"
                ),
                Field(field: EndpointForm.buyerExternalIdentifier, hint: "or the buyer ID"),
                Field(
                    field: EndpointForm.sortBy,
                    kind: .choice(
                        plain(["last_used_at", "usage_count", "cit_last_used_at", "cit_usage_count"]),
                        blank: "API default")),
                Field(field: EndpointForm.orderBy, kind: .choice(plain(["asc", "desc"]), blank: "API default")),
                Field(field: EndpointForm.country),
                Field(field: EndpointForm.currency),
            ]),
        HomeScreen(
            command: "checkout-session", title: "New checkout session", verb: "POST",
            summary: "Create a checkout session to tokenize a card into (POST /checkout/sessions).",
            fields: [
                Field(field: EndpointForm.amount, hint: "minor units, e.g. 1299"),
                Field(field: EndpointForm.currency, hint: "e.g. USD"),
                Field(field: EndpointForm.buyerExternalIdentifier, hint: "a guest buyer, e.g. user-42"),
                Field(field: EndpointForm.buyerDisplayName, hint: "needs the external identifier"),
            ], listed: false),
        HomeScreen(
            command: "buyer", title: "New buyer", verb: "POST",
            summary: "Create a buyer, whose stored cards Payment Methods lists (POST /buyers).",
            fields: [
                Field(field: EndpointForm.externalIdentifier, hint: "e.g. user-42"),
                Field(field: EndpointForm.displayName, hint: "e.g. Jane Doe"),
            ], listed: false),
    ]

    /// The screen whose command is `command`.
    static func named(_ command: String?) -> HomeScreen? {
        all.first { $0.command == command }
    }

    /// The posted `form`'s values by option, for `EndpointForm`: each line of a lines field a value, a ticked
    /// checkbox `on`.
    func values(_ form: FormBody) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for field in fields {
            guard let value = form[field.field.name] else { continue }
            switch field.kind {
            case .lines:
                values[field.field.option] = value.split(whereSeparator: \.isNewline).map(String.init)
            case .flag:
                values[field.field.option] = [FormMemory.flagValue]
            case .text, .choice, .secret:
                values[field.field.option] = [value]
            }
        }
        return values
    }
}
