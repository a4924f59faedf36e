import Foundation
import Gr4vyClient
import TesseraClient
import TesseraCore

/// The answer of one endpoint request as the page shows it: the response JSON, or an error with its status when
/// the API gave one, the field at fault when a field was refused.
public struct ClientAnswer: Sendable, Encodable, Equatable {
    /// The pretty-printed response, on success.
    public var json: String?
    /// Why 3-D Secure did not complete, for a tokenize answer whose authentication failed.
    public var note: String?
    /// Whether 3-D Secure ran and did not authenticate the card (a wrong challenge code, a cancel, a timeout).
    public var failed: Bool?
    /// The id of what was created (a checkout session, a buyer), for the page to fill in.
    public var id: String?
    /// The HTTP status of a failed call, when the server answered.
    public var status: Int?
    /// The error's sentence (without the status, which ``status`` holds).
    public var message: String?
    /// The response body of a failed call, redacted and pretty-printed when it is JSON.
    public var detail: String?
    /// The form control's name of the refused field, which the page marks and focuses.
    public var field: String?
    /// The SDK's debug log of the call's requests and responses, redacted (no card number, code or token), as
    /// `tessera --debug` prints it; nil when the call sent nothing.
    public var log: String?

    /// An answer with any of the parts.
    public init(
        json: String? = nil, note: String? = nil, failed: Bool? = nil, id: String? = nil, status: Int? = nil,
        message: String? = nil, detail: String? = nil, field: String? = nil, log: String? = nil
    ) {
        self.json = json
        self.note = note
        self.failed = failed
        self.id = id
        self.status = status
        self.message = message
        self.detail = detail
        self.field = field
        self.log = log
    }

    /// The answer of a tokenize whose result is the JSON line `json`: ``failed`` when 3-D Secure ran and did not end
    /// with the card authenticated (status `Y`, or `A` for an attempt), whatever the reason (a wrong challenge
    /// code's `N`, a cancel, a timeout, a failure `note` says).
    init(tokenized json: String, note: String?) {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let authentication = object?["authentication"] as? [String: Any]
        let status = authentication?["transaction_status"] as? String
        let failed = authentication != nil && (note != nil || !["Y", "A"].contains(status ?? ""))
        self.init(json: json, note: note, failed: failed ? true : nil)
    }

    /// The answer for `error`: a field refused in the page's words, an API error's status once, its sentence and
    /// its redacted body, or any other error's sentence.
    init(error: any Error) {
        switch error {
        case let error as FieldError:
            self.init(message: error.message(.label), field: error.field.name)
        case let error as Gr4vyError:
            if case .httpError(let status, let data, let message) = error {
                let sentence = message.map { $0.hasSuffix(".") ? $0 : $0 + "." } ?? "The API refused the request."
                self.init(
                    status: status, message: sentence,
                    detail: data.flatMap { $0.isEmpty ? nil : Self.pretty(Redactor().redact(body: $0, limit: 100_000)) }
                )
            } else {
                self.init(message: error.errorDescription ?? "\(error)")
            }
        case let error as CLIError:
            switch error {
            case .usage(let text, _), .failure(let text): self.init(message: text)
            }
        default:
            self.init(message: (error as? any LocalizedError)?.errorDescription ?? error.localizedDescription)
        }
    }

    /// `json` indented with sorted keys, or as it is when it is not JSON.
    static func pretty(_ json: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]),
            let data = try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        else { return json.trimmingCharacters(in: .newlines) }
        return String(decoding: data, as: UTF8.self)
    }

    /// `value` encoded as the CLI prints it: the API's keys, sorted, indented, an empty array or object on one line.
    static func pretty<Value: Encodable>(encoding value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return text.replacing(/\[\n[ \n]*\]/, with: "[]").replacing(/\{\n[ \n]*\}/, with: "{}")
    }
}
