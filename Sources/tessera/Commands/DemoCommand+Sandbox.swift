import Foundation
import Sandbox
import Transport

extension DemoCommand {
    /// The emulator part of the demo: a checkout session, a tokenized test card and its card details,
    /// all answered in process by an in-memory emulator.
    static func showSandbox(on console: Console) async throws {
        let transport = SandboxTransport(handler: try SandboxSetup.handler(ephemeral: true))
        let token = try DevelopmentToken.make(now: Date(), id: UUID())
        func send(_ method: HTTPMethod, _ path: String, _ body: String? = nil) async throws -> HTTPResponse {
            try await transport.send(
                HTTPRequest(
                    method: method, url: URL(string: "http://sandbox.local\(path)")!,
                    headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
                    body: body.map { Data($0.utf8) }))
        }
        console.out("\nEmulated Gr4vy API (in process, no network):")
        let created = try await send(.post, "/checkout/sessions", #"{"amount":1299,"currency":"USD"}"#)
        let session = (try? JSONSerialization.jsonObject(with: created.body)) as? [String: Any]
        let id = session?["id"] as? String ?? "?"
        console.out("  POST /checkout/sessions -> \(created.status), id \(id)")
        let card = #"{"payment_method":{"method":"card","number":"4556557955726624","expiration_date":"01/30"}}"#
        let fields = try await send(.put, "/checkout/sessions/\(id)/fields", card)
        console.out("  PUT /checkout/sessions/\(id)/fields (Visa 455655******6624) -> \(fields.status)")
        let details = try await send(.get, "/card-details?currency=EUR&bin=40000025")
        console.out(
            "  GET /card-details?bin=40000025 -> \(details.status) \(String(decoding: details.body, as: UTF8.self).prefix(90))…"
        )
    }
}
