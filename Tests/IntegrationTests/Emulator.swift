import Foundation
import Gr4vyClient
import HTTPServer
import Sandbox
import TesseraTestSupport
import Transport

/// How a test reaches the emulator.
enum EmulatorKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `SandboxTransport`: no sockets.
    case inProcess
    /// `HTTPServer` on 127.0.0.1 and `URLSessionTransport`: the real network path.
    case loopback

    var description: String { rawValue }
}

/// The emulator on an in-memory store, reachable in process or over loopback, plus a development token.
final class Emulator: Sendable {
    let kind: EmulatorKind
    /// The emulator's transport, recording hand-made requests for the schema check.
    let transport: any HTTPTransport
    /// The unrecorded transport underneath.
    private let base: any HTTPTransport
    let baseURL: URL
    let token: String
    private let server: HTTPServer?

    init(_ kind: EmulatorKind) throws {
        self.kind = kind
        let handler = try SandboxHandler(store: SandboxStore.ephemeral())
        token = try DevelopmentToken.make(now: Date(), id: UUID())
        switch kind {
        case .inProcess:
            server = nil
            base = SandboxTransport(handler: handler)
            baseURL = URL(string: "http://127.0.0.1")!
        case .loopback:
            let server = HTTPServer(handler: handler)
            try server.start()
            self.server = server
            base = URLSessionTransport(defaultTimeout: 10)
            baseURL = server.url!
        }
        transport = RecordingTransport(base, source: "integration-tests")
    }

    /// Stops the loopback server, if any.
    func stop() async {
        await server?.shutdown()
    }

    /// A client of the emulator with `token` (the development token unless told).
    func client(token: String? = nil, useDefaultToken: Bool = true) throws -> Gr4vy {
        try Gr4vy(
            gr4vyId: "tessera", token: token ?? (useDefaultToken ? self.token : nil), server: .custom(baseURL),
            timeout: 10, transport: RecordingTransport(base, source: "client"))
    }

    /// Calls the emulator directly, for the server-side endpoints the client does not cover.
    func call(_ method: HTTPMethod, _ path: String, json: String? = nil) async throws -> [String: Any] {
        let request = HTTPRequest(
            method: method, url: URL(string: path, relativeTo: baseURL)!.absoluteURL,
            headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
            body: json.map { Data($0.utf8) })
        let response = try await transport.send(request)
        return (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
    }

    /// A new checkout session's id; its guest buyer names the stored buyer `buyer` (an external
    /// identifier) when given, so cards tokenized into it are stored for that buyer.
    func newSession(buyer: String? = nil) async throws -> String {
        let body =
            buyer.map { #"{"buyer":{"external_identifier":"\#($0)"},"currency":"USD"}"# } ?? #"{"currency":"USD"}"#
        return try await call(.post, "/checkout/sessions", json: body)["id"] as? String ?? ""
    }

    /// A new buyer's id.
    func newBuyer(_ external: String) async throws -> String {
        try await call(.post, "/buyers", json: #"{"external_identifier":"\#(external)"}"#)["id"] as? String ?? ""
    }
}
