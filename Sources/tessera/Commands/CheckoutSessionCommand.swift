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
        body["buyer_id"] = arguments.value("--buyer-id")
        let (transport, baseURL, token) = try destination(ephemeral: arguments.flag("--ephemeral"))
        func post(_ body: [String: Any]) async throws -> HTTPResponse {
            var headers: HTTPHeaders = ["Content-Type": "application/json"]
            if let token { headers["Authorization"] = "Bearer \(token)" }
            let request = HTTPRequest(
                method: .post, url: baseURL.appendingPathComponent("checkout/sessions"), headers: headers,
                body: try JSONSerialization.data(withJSONObject: body))
            return try await transport.send(request)
        }
        var response: HTTPResponse
        if let buyer = arguments.value("--buyer") {
            // Link an existing buyer; create it when new; and when another run created it meanwhile
            // (409), link that one.
            body["buyer_external_identifier"] = buyer
            response = try await post(body)
            if response.status == 404 {
                var creating = body
                creating["buyer_external_identifier"] = nil
                creating["buyer"] = ["external_identifier": buyer]
                response = try await post(creating)
                if response.status == 409 {
                    response = try await post(body)
                }
            }
        } else {
            response = try await post(body)
        }
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
