import Foundation
import Gr4vyClient
import Sandbox
import Transport

/// `tessera checkout-session create`: a new checkout session, printed as JSON.
enum CheckoutSessionCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "checkout-session",
        abstract: "Create checkout sessions to tokenize cards into.",
        subcommands: [create]
    )

    static let create = CommandSpec(
        name: "create",
        abstract: "Create a checkout session and print it as JSON (its 'id' is what tokenize needs).",
        discussion: """
            The session is created where the settings point ('tessera admin show'): by default the \
            emulator on this machine, whose state every tessera run shares.
            """,
        options: [
            .value("--amount", valueName: "minor-units", help: "The amount in minor units, e.g. 1299."),
            .value("--currency", valueName: "code", help: "A three-letter ISO 4217 currency code, e.g. USD."),
            .value("--buyer-id", valueName: "uuid", help: "Link the session to an existing buyer."),
            .value(
                "--buyer", valueName: "external-id",
                help: "Link the session to the buyer with this external identifier, creating it when new."),
            .flag("--ephemeral", help: "Use an in-memory emulator (the session is gone when the command ends)."),
        ],
        run: { arguments, console in try await runCreate(arguments, console) }
    )

    private static func runCreate(_ arguments: ParsedArguments, _ console: Console) async throws {
        try arguments.expectPositionals(atMost: 0)
        var body: [String: Any] = [:]
        let amount = try arguments.value("--amount", expected: "a non-negative integer") { text in
            Int(text).flatMap { $0 >= 0 ? $0 : nil }
        }
        body["amount"] = amount
        body["currency"] = arguments.value("--currency")
        let (transport, baseURL, token) = try destination(ephemeral: arguments.flag("--ephemeral"))
        func send(_ method: HTTPMethod, _ path: String, _ body: [String: Any]?) async throws -> HTTPResponse {
            var headers: HTTPHeaders = ["Content-Type": "application/json"]
            if let token { headers["Authorization"] = "Bearer \(token)" }
            let request = HTTPRequest(
                method: method, url: baseURL.appendingPathComponent(path), headers: headers,
                body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
            return try await transport.send(request)
        }
        // The spec's session takes a guest buyer, not a buyer id: name the stored buyer by its external
        // identifier (creating it when new; a 409 means it exists), so cards tokenized into the session
        // are stored for it.
        var external = arguments.value("--buyer")
        if let id = arguments.value("--buyer-id") {
            guard let uuid = UUID(uuidString: id) else {
                throw CLIError.usage(
                    "Invalid value for '--buyer-id': expected a UUID.", commandPath: arguments.commandPath)
            }
            let found = try await send(.get, "buyers/\(uuid.uuidString.lowercased())", nil)
            let buyer = (try? JSONSerialization.jsonObject(with: found.body)) as? [String: Any]
            guard found.status == 200, let identifier = buyer?["external_identifier"] as? String else {
                throw CLIError.failure(
                    "The buyer '\(id.prefix(64))' was not found or has no external identifier (HTTP \(found.status)).")
            }
            external = identifier
        } else if let external {
            _ = try await send(.post, "buyers", ["external_identifier": external])
        }
        if let external { body["buyer"] = ["external_identifier": external] }
        let response = try await send(.post, "checkout/sessions", body)
        let text = String(decoding: response.body, as: UTF8.self)
        guard response.status == 201 else {
            throw CLIError.failure("Creating the session failed with HTTP \(response.status): \(text)")
        }
        console.out(text)
    }

    /// Where the request goes: the in-memory emulator, or the server the settings name.
    private static func destination(ephemeral: Bool) throws -> (any HTTPTransport, URL, String?) {
        if ephemeral {
            let handler = try SandboxSetup.handler(ephemeral: true)
            return (
                SandboxTransport(handler: handler), ClientFactory.emulatorURL,
                try DevelopmentToken.make(now: Date(), id: UUID())
            )
        }
        let settings = try SettingsStore().load()
        let gr4vyId = settings.gr4vyId ?? Settings.emulatorGr4vyId
        let server = try ClientFactory.makeServer(for: settings)
        let baseURL: URL
        do {
            baseURL = try server.baseURL(gr4vyId: gr4vyId)
        } catch {
            throw CLIError.failure("The settings do not name a server: \(error.description) See 'tessera admin show'.")
        }
        return (try ClientFactory.makeTransport(for: settings), baseURL, try ClientFactory.token(for: settings))
    }
}
