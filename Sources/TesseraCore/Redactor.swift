import Foundation

/// Removes secrets from text meant for logs: card numbers, security codes, tokens and credentials.
///
/// Secrets are found two ways. By name: JSON fields, query items and header fields whose names are
/// in ``sensitiveNames`` (compared without case, `_` or `-`) have their values replaced. By shape: any
/// run of 12 or more decimal digits of any script, optionally separated by single spaces or dashes
/// (the shape of a card number, 12–19 digits, and anything longer), any JSON Web Token (`eyJ…` in
/// dot-separated segments) and the credential after `Bearer` are replaced wherever they appear.
///
/// Only values are replaced, never the words around them: a UUID is an identifier, not a card number,
/// and the prose in `Missing bearer token` is not a credential.
public struct Redactor: Sendable {
    /// What replaces a secret.
    public static let placeholder = "[REDACTED]"

    /// The default field names whose values are secret.
    public static let defaultSensitiveNames: Set<String> = [
        "number", "cardnumber", "pan", "securitycode", "cvc", "cvv", "cvv2", "csc", "token", "accesstoken",
        "refreshtoken", "idtoken", "apikey", "authorization", "proxyauthorization", "cookie", "setcookie",
        "password", "secret", "clientsecret", "privatekey",
    ]

    /// Normalised names (lower case, without `_` and `-`) whose values are replaced.
    public let sensitiveNames: Set<String>

    /// Creates a redactor for `sensitiveNames` (any spelling; they are normalised).
    public init(sensitiveNames: Set<String> = Redactor.defaultSensitiveNames) {
        self.sensitiveNames = Set(sensitiveNames.map(Self.normalise))
    }

    /// Whether a field called `name` holds a secret.
    public func isSensitive(_ name: String) -> Bool {
        sensitiveNames.contains(Self.normalise(name))
    }

    /// `text` with every card-number-shaped digit run and every token-shaped credential replaced.
    public func redact(text: String) -> String {
        let digitsRedacted = DigitRunScanner.replacingRuns(in: text, minimumDigits: 12, with: Self.placeholder)
        return CredentialShapeScanner.replacingCredentials(in: digitsRedacted, with: Self.placeholder)
    }

    /// A message that may echo user input, made safe to show on a terminal or in an API response.
    ///
    /// Invisible format characters (zero-width spaces, bidirectional overrides) are removed, card
    /// numbers and credentials are replaced as ``redact(text:)`` does (digits of any script count), and
    /// every other control character but a line break or a tab is shown as an escape such as `\u{1B}`,
    /// so a crafted argument can neither retitle nor clear a terminal.
    public func redact(message: String) -> String {
        let visible = message.unicodeScalars.filter { $0.properties.generalCategory != .format }
        var result = ""
        for scalar in redact(text: String(String.UnicodeScalarView(visible))).unicodeScalars {
            if scalar.properties.generalCategory == .control, scalar != "\n", scalar != "\t" {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The URL as text with sensitive query values and card-number-shaped runs replaced.
    public func redact(url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return redact(text: url.absoluteString)
        }
        components.queryItems = components.queryItems?.map { item in
            guard isSensitive(item.name) else { return item }
            return URLQueryItem(name: item.name, value: Self.placeholder)
        }
        return redact(text: components.string ?? url.absoluteString)
    }

    /// The largest body that ``redact(body:limit:)`` reads (1 MiB); larger ones are summarised by size,
    /// since only a whole JSON document can be redacted by field name.
    public static let maximumBodyBytes = 1 << 20

    /// A body as loggable text: JSON with sensitive fields replaced, other UTF-8 text with digit runs
    /// replaced, and binary data or a body over ``maximumBodyBytes`` summarised by its size. At most
    /// `limit` characters are kept.
    public func redact(body: Data, limit: Int = 4096) -> String {
        let text: String
        if body.isEmpty {
            return ""
        } else if body.count > Self.maximumBodyBytes {
            return "<\(body.count) bytes, too large to show>"
        } else if let json = JSONValue(parsing: body) {
            text = redact(text: redact(json: json).prettyPrinted)
        } else if let utf8 = String(data: body, encoding: .utf8) {
            text = redact(text: utf8)
        } else {
            return "<\(body.count) bytes, not UTF-8>"
        }
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "… (\(body.count) bytes in all)"
    }

    /// `json` with the value of every sensitive field replaced, at any depth.
    public func redact(json: JSONValue) -> JSONValue {
        switch json {
        case .object(let fields):
            var redacted: [String: JSONValue] = [:]
            for (name, value) in fields {
                redacted[name] = isSensitive(name) ? .string(Self.placeholder) : redact(json: value)
            }
            return .object(redacted)
        case .array(let items):
            return .array(items.map(redact(json:)))
        case .string(let value):
            return .string(redact(text: value))
        case .integer(let value) where String(value.magnitude).count >= 12:
            return .string(Self.placeholder)
        default:
            return json
        }
    }

    private static func normalise(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" })
    }
}
