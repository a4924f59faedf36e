import Foundation
import Sandbox
import Transport

/// `tessera checkout-session create`: a new checkout session from the emulator, printed as JSON.
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
        options: [
            .value("--amount", valueName: "minor-units", help: "The amount in minor units, e.g. 1299."),
            .value("--currency", valueName: "code", help: "A three-letter ISO 4217 currency code, e.g. USD."),
            .value("--buyer-id", valueName: "uuid", help: "Link the session to an existing buyer."),
            .flag("--ephemeral", help: "Use an in-memory emulator (the session is gone when the command ends)."),
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            var body: [String: Any] = [:]
            if let amount = try arguments.value("--amount", expected: "a non-negative integer", parse: { Int($0) }) {
                guard amount >= 0 else {
                    throw CLIError.usage(
                        "Invalid value '\(amount)' for '--amount': expected a non-negative integer.",
                        commandPath: arguments.commandPath)
                }
                body["amount"] = amount
            }
            body["currency"] = arguments.value("--currency")
            body["buyer_id"] = arguments.value("--buyer-id")
            let handler = try SandboxSetup.handler(ephemeral: arguments.flag("--ephemeral"))
            let token = try DevelopmentToken.make(now: Date(), id: UUID())
            let request = HTTPRequest(
                method: .post, url: URL(string: "http://sandbox.local/checkout/sessions")!,
                headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
                body: try JSONSerialization.data(withJSONObject: body))
            let response = try await SandboxTransport(handler: handler).send(request)
            let text = String(decoding: response.body, as: UTF8.self)
            guard response.status == 201 else {
                throw CLIError.failure("The emulator answered \(response.status): \(text)")
            }
            console.out(text)
        }
    )
}
