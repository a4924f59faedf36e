import Foundation
import TesseraTestSupport
import Transport

@testable import Sandbox

/// An emulator on an in-memory store with a stopped clock and counting ids, plus request helpers.
struct SandboxHarness {
    /// 2026-11-29T12:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_795_953_600)

    var handler: SandboxHandler
    let store: SandboxStore
    /// Records every exchange for the schema check when `TESSERA_EXCHANGE_DIR` is set.
    static let recorder = ExchangeRecorder()

    init(now: Date = SandboxHarness.now, authenticator: any SandboxAuthenticator = AllowAll()) throws {
        try self.init(sharing: SandboxStore.ephemeral(), environment: .fixed(at: now), authenticator: authenticator)
    }

    /// An emulator on an existing store with `environment`, fingerprinting with the store's key.
    init(
        sharing store: SandboxStore, environment: SandboxEnvironment,
        authenticator: any SandboxAuthenticator = AllowAll()
    ) throws {
        self.store = store
        handler = SandboxHandler(
            store: store, authenticator: authenticator,
            fingerprinter: HMACFingerprinter(key: try store.fingerprintKey(random: environment.random)),
            environment: environment, lookup: .cardKit)
    }

    /// Sends a request to the handler.
    func send(
        _ method: HTTPMethod, _ pathAndQuery: String, json: String? = nil, headers: HTTPHeaders = [:]
    ) async -> HTTPResponse {
        var all = headers
        if json != nil { all["Content-Type"] = "application/json" }
        let url = URL(string: "http://sandbox.test" + pathAndQuery)!
        let request = HTTPRequest(method: method, url: url, headers: all, body: json.map { Data($0.utf8) })
        let response = await handler.handle(request)
        Self.recorder.record(request, response, source: "sandbox-tests")
        return response
    }

    /// Creates a session and returns its id.
    func createSession(_ json: String? = nil) async throws -> String {
        let response = await send(.post, "/checkout/sessions", json: json)
        guard response.status == 201, let id = response.object["id"] as? String else {
            throw HarnessError.unexpected(response.status, response.text)
        }
        return id
    }

    /// Creates a session whose guest buyer names the stored buyer `external`, so tokenized cards are
    /// stored for that buyer; `extra` adds members (such as `,"currency":"USD"`).
    func createSession(forBuyer external: String, _ extra: String = "") async throws -> String {
        try await createSession(#"{"buyer":{"external_identifier":"\#(external)"}\#(extra)}"#)
    }

    /// Creates a buyer and returns its id.
    func createBuyer(external: String) async throws -> String {
        let response = await send(.post, "/buyers", json: #"{"external_identifier":"\#(external)"}"#)
        guard response.status == 201, let id = response.object["id"] as? String else {
            throw HarnessError.unexpected(response.status, response.text)
        }
        return id
    }

    /// Tokenizes a card into the session.
    func tokenize(_ session: String, number: String, expiry: String = "01/30") async -> HTTPResponse {
        await send(
            .put, "/checkout/sessions/\(session)/fields",
            json:
                #"{"payment_method":{"method":"card","number":"\#(number)","expiration_date":"\#(expiry)","security_code":"123"}}"#
        )
    }
}

enum HarnessError: Error {
    case unexpected(Int, String)
}

/// Lets every request through.
struct AllowAll: SandboxAuthenticator {
    func authenticate(_ request: HTTPRequest, scope: SandboxScope) throws(SandboxAuthFailure) {}
}

extension HTTPResponse {
    /// The body as a JSON object (empty when it is not one).
    var object: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    /// The body's `items` array.
    var items: [[String: Any]] {
        object["items"] as? [[String: Any]] ?? []
    }

    /// The pointers of the error's details.
    var pointers: [String] {
        (object["details"] as? [[String: Any]] ?? []).compactMap { $0["pointer"] as? String }
    }

    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
}
