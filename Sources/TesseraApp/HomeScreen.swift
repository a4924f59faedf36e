import Foundation

/// One endpoint screen of the Home tab: its command, its verb and its fields, each an option of that command.
struct HomeScreen: Sendable {
    /// How a field is entered and turned into option words.
    enum Kind: Sendable {
        /// One value: `--name=value` when not blank.
        case text
        /// One value per line, each `--name=value`.
        case lines
        /// A checkbox: `--name` when ticked.
        case flag
        /// A menu of values; the first, blank, sends nothing.
        case choice([String])
        /// A card number or code: typed, never filled in, and never on a command line (Tokenize runs in process).
        case secret
    }

    /// A field: its option, its label and whether the CLI requires it.
    struct Field: Sendable {
        let option: String
        let label: String
        var kind: Kind = .text
        var required = false
        var hint = ""
    }

    /// The CLI command and the URL segment (`payment-options`).
    let command: String
    let title: String
    let verb: String
    /// A sentence under the title.
    let summary: String
    let fields: [Field]

    /// The test cards the Tokenize screen offers: a frictionless and a challenge card per scheme, then one challenge
    /// per UI type.
    static let testCards =
        ["visa", "mastercard", "amex", "diners", "jcb"].flatMap { ["\($0)-frictionless", "\($0)-challenge"] }
        + ["ui-01-text", "ui-02-single-select", "ui-03-multi-select", "ui-04-out-of-band", "ui-05-html"]

    /// The challenge themes, by their `--theme` names.
    static let themes = ["red-blue", "orange-purple", "green-yellow"]

    /// The Home tab's screens, in the sample app's order.
    static let all: [HomeScreen] = [
        HomeScreen(
            command: "payment-options", title: "Payment Options", verb: "POST",
            summary: "The payment options for a checkout (POST /payment-options).",
            fields: [
                Field(option: "--metadata", label: "metadata", kind: .lines, hint: "one key=value a line"),
                Field(option: "--country", label: "country", hint: "e.g. US"),
                Field(option: "--currency", label: "currency", hint: "e.g. USD"),
                Field(option: "--amount", label: "amount", hint: "minor units, e.g. 1299"),
                Field(option: "--locale", label: "locale", hint: "default en"),
                Field(
                    option: "--cart-item", label: "cart items", kind: .lines,
                    hint: #"one JSON object a line: {"name":"Shoe","quantity":1,"unit_amount":1299}"#),
            ]),
        HomeScreen(
            command: "tokenize", title: "Tokenize", verb: "PUT",
            summary: """
                Store a test card, a new card or a stored payment method in a checkout session, then authenticate it with 3-D \
                Secure (PUT /checkout/sessions/{id}/fields). A challenge card's challenge is shown in this page in \
                the theme chosen below.
                """,
            fields: [
                Field(
                    option: "--session", label: "checkout session id", required: true,
                    hint: "from 'tessera checkout-session create'"),
                Field(
                    option: "--test-card", label: "test card", kind: .choice(testCards), required: true,
                    hint: "or a new card, or a stored payment method"),
                Field(
                    option: "--card", label: "new card number", kind: .secret, required: true,
                    hint: "or a test card (never remembered)"),
                Field(option: "--expiry", label: "new card expiry", hint: "MM/YY"),
                Field(option: "--cvc", label: "security code", kind: .secret, hint: "new card or stored method"),
                Field(
                    option: "--payment-method-id", label: "stored payment method id", required: true,
                    hint: "or a test card"),
                Field(option: "--no-authenticate", label: "only store the card (no 3-D Secure)", kind: .flag),
                Field(
                    option: "--theme", label: "theme", kind: .choice(themes)),
                Field(option: "--dark", label: "dark", kind: .flag),
                Field(option: "--sdk-timeout", label: "SDK timeout (minutes)", hint: "5 to 99, default 5"),
            ]),
        HomeScreen(
            command: "card-details", title: "Card Details", verb: "GET",
            summary: "A card's type, scheme and required fields (GET /card-details).",
            fields: [
                Field(option: "--currency", label: "currency", required: true, hint: "e.g. USD"),
                Field(option: "--amount", label: "amount"),
                Field(option: "--bin", label: "bin", hint: "6 to 8 digits (not remembered)"),
                Field(option: "--country", label: "country"),
                Field(option: "--intent", label: "intent", kind: .choice(["authorize", "capture"])),
                Field(option: "--is-subsequent-payment", label: "is subsequent payment", kind: .flag),
                Field(option: "--merchant-initiated", label: "merchant initiated", kind: .flag),
                Field(option: "--metadata", label: "metadata", kind: .lines, hint: "one key=value a line"),
                Field(option: "--payment-method-id", label: "payment method id", hint: "instead of a BIN"),
                Field(
                    option: "--payment-source", label: "payment source",
                    kind: .choice(["ecommerce", "moto", "recurring", "installment", "card_on_file"])),
            ]),
        HomeScreen(
            command: "payment-methods", title: "Payment Methods", verb: "GET",
            summary:
                "A buyer's stored payment methods (GET /buyers/payment-methods); give one of the two buyer fields.",
            fields: [
                Field(option: "--buyer-id", label: "buyer id", required: true, hint: "or the external identifier"),
                Field(
                    option: "--buyer-external-identifier", label: "buyer external identifier", required: true,
                    hint: "or the buyer id"),
                Field(
                    option: "--sort-by", label: "sort by",
                    kind: .choice(["last_used_at", "usage_count", "cit_last_used_at", "cit_usage_count"])),
                Field(option: "--order-by", label: "order by", kind: .choice(["asc", "desc"])),
                Field(option: "--country", label: "country"),
                Field(option: "--currency", label: "currency"),
            ]),
    ]

    /// The option words the posted `form` gives, in field order.
    func words(_ form: FormBody) -> [String] {
        fields.flatMap { field -> [String] in
            let value = form[String(field.option.dropFirst(2))]
            switch field.kind {
            case .flag:
                return value == nil ? [] : [field.option]
            case .lines:
                return (value ?? "").split(whereSeparator: \.isNewline)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    .map { field.option + "=" + $0 }
            case .text, .choice, .secret:
                return value.map { [field.option + "=" + $0] } ?? []
            }
        }
    }
}
