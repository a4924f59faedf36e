import Gr4vyClient
import TesseraClient

/// The options the API commands share, declared once with their types.
enum CommonOptions {
    /// `--timeout <seconds>`: whole seconds.
    static let timeout = Option(
        "--timeout", valueName: "seconds",
        help: "The timeout of this request in whole seconds, at least 1 (default: the admin setting).",
        parser: .seconds)
    /// `--metadata key=value`, repeatable.
    static let metadata = Option(
        "--metadata", valueName: "key=value", help: "A metadata pair (repeatable).", parser: .metadataPair
    ).repeatable
    /// `--merchant-id <id>`.
    static let merchantId = Option.text(
        "--merchant-id", valueName: "id", help: "The merchant account id for this request (default: the admin setting)."
    )
    /// `--currency <code>`.
    static let currency = Option(
        "--currency", valueName: "code", help: "An ISO 4217 currency code, e.g. USD.", parser: .currency)
    /// `--country <code>`.
    static let country = Option(
        "--country", valueName: "code", help: "An ISO 3166-1 alpha-2 country code, e.g. US.", parser: .country)
    /// `--amount <minor-units>`.
    static let amount = Option(
        "--amount", valueName: "minor-units", help: "The amount in the currency's smallest unit, e.g. 1299.",
        parser: .amount)
    /// `--buyer-id <uuid>`.
    static let buyerId = Option("--buyer-id", valueName: "uuid", help: "The buyer's id.", parser: .uuid)
    /// `--buyer-external-identifier <id>`: the one spelling of a buyer's external identifier.
    static let buyerExternalIdentifier = Option.text(
        "--buyer-external-identifier", valueName: "id", help: "The merchant's own id of the buyer, e.g. user-42.")
    /// `--cart-item <json>`, repeatable.
    static let cartItem = Option(
        "--cart-item", valueName: "json", help: "A cart item as JSON with the API's fields (repeatable).",
        parser: .cartItem
    ).repeatable
}

/// `--merchant-id` and `--timeout`, which the API commands take, in this order.
struct RequestOptions: ParsableArguments {
    @Option(CommonOptions.merchantId) var merchantId: String?
    @Option(CommonOptions.timeout) var timeoutSeconds: Int?

    /// The timeout of this request, in seconds, or nil for the admin setting.
    var timeout: Double? { timeoutSeconds.map(Double.init) }
}

/// The `--metadata` pairs as a dictionary, or nil when none were given; a repeated key is a usage error.
func metadataDictionary(_ pairs: [(String, String)]) throws -> [String: String]? {
    guard !pairs.isEmpty else { return nil }
    var metadata: [String: String] = [:]
    for (key, value) in pairs {
        guard metadata[key] == nil else { throw ValidationError("The metadata key '\(key)' is given twice.") }
        metadata[key] = value
    }
    return metadata
}

extension CommonOptions {
    /// `-o, --output <file>`: write the JSON response to a file (mode 0600) instead of standard output.
    static let output = Option.text(
        "-o", "--output", valueName: "file", help: "Write the JSON response to this file (mode 0600) instead of stdout."
    ).notRemembered
    /// `--reset`: forget this command's remembered fields before running.
    static let reset = Flag(
        "--reset",
        help: "Forget the fields this command remembered; only the options given now are used (and remembered)."
    ).notRemembered
}
