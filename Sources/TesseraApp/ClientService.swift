import ThreeDS

/// What the Home and Admin tabs need from the CLI: sending an endpoint command with the form's options, the
/// fields the CLI remembers, and the settings every request uses.
public protocol ClientService: Sendable {
    /// Runs the endpoint command `command` (`payment-options`…) with `words` (`--currency=USD`…), as
    /// `tessera` would, and returns its JSON or its error.
    func send(command: String, words: [String]) async -> ClientAnswer
    /// Runs `tessera tokenize` with `words` as the command line would, a 3-D Secure challenge shown by `presenter`.
    func tokenize(words: [String], presenter: any ChallengePresenter) async -> ClientAnswer
    /// The option words the CLI remembered for `command`, by option name (`--currency`: `["USD"]`).
    func remembered(command: String) -> [String: [String]]
    /// The settings, in the Admin tab's order, the token masked.
    func settings() -> [ClientSetting]
    /// Sets (or, when `value` is blank, unsets) the setting `key`; nil, or the sentence saying what is wrong.
    func set(key: String, value: String) -> String?
}

/// The answer of one endpoint request: the response JSON, or an error with its status when the API gave one.
public struct ClientAnswer: Sendable, Encodable, Equatable {
    /// The pretty-printed response, on success.
    public var json: String?
    /// Why 3-D Secure did not complete, for a tokenize answer whose authentication failed.
    public var note: String?
    /// The HTTP status of a failed call, when the server answered.
    public var status: Int?
    /// The error's sentence.
    public var message: String?
    /// Everything the error said, with the response body when there was one (redacted).
    public var detail: String?

    /// An answer with any of the parts.
    public init(
        json: String? = nil, note: String? = nil, status: Int? = nil, message: String? = nil, detail: String? = nil
    ) {
        self.json = json
        self.note = note
        self.status = status
        self.message = message
        self.detail = detail
    }
}

/// One setting as the Admin tab shows it.
public struct ClientSetting: Sendable, Equatable {
    /// The `tessera admin set` key (`gr4vy-id`).
    public let key: String
    /// The value to show (the token masked), or "" when unset.
    public let shown: String
    /// Whether the field is the token, which is never put in a page.
    public let secret: Bool

    /// A setting.
    public init(key: String, shown: String, secret: Bool = false) {
        self.key = key
        self.shown = shown
        self.secret = secret
    }
}
