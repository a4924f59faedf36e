import Foundation
import HTTPServer
import Sandbox
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The emulator served by HTTPServer on loopback, driven by URLSession.
@Suite struct SandboxOverHTTPTests {
    static func withServer(_ body: (URL, String) async throws -> Void) async throws {
        // A fixed clock, so that the fixed expiry dates below never expire.
        let handler = try SandboxHandler(store: SandboxStore.ephemeral(), environment: .fixed(at: SandboxHarness.now))
        let server = HTTPServer(handler: handler)
        try server.start()
        let token = try DevelopmentToken.make(now: SandboxHarness.now, id: UUID())
        do {
            try await body(try #require(server.url), token)
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }

    static func send(
        _ method: String, _ url: URL, token: String?, body: Data? = nil
    ) async throws -> (Int, [String: Any]) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await URLSession.shared.data(for: request)
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, object)
    }

    @Test func sessionTokenizeAndLookupOverLoopback() async throws {
        try await Self.withServer { base, token in
            let (created, session) = try await Self.send(
                "POST", base.appendingPathComponent("checkout/sessions"), token: token, body: Data("{}".utf8))
            #expect(created == 201)
            let id = try #require(session["id"] as? String)
            let fields = Data(
                #"{"payment_method":{"method":"card","number":"5555555555554444","expiration_date":"12/30","security_code":"123"}}"#
                    .utf8)
            let (tokenized, _) = try await Self.send(
                "PUT", base.appendingPathComponent("checkout/sessions/\(id)/fields"), token: token, body: fields)
            #expect(tokenized == 204)
            let lookup = try #require(URL(string: "card-details?currency=USD&bin=55555525", relativeTo: base))
            let (status, details) = try await Self.send("GET", lookup, token: token)
            #expect(status == 200)
            #expect(details["additional_schemes"] as? [String] == ["carte-bancaire"])
        }
    }

    @Test func errorsArriveInTheGr4vyShape() async throws {
        try await Self.withServer { base, token in
            let (unauthorized, body) = try await Self.send(
                "POST", base.appendingPathComponent("payment-options"), token: nil)
            #expect(unauthorized == 401)
            #expect(body["type"] as? String == "error")
            let (malformed, _) = try await Self.send(
                "POST", base.appendingPathComponent("payment-options"), token: token, body: Data("{".utf8))
            #expect(malformed == 400)
            let (tooLarge, _) = try await Self.send(
                "POST", base.appendingPathComponent("payment-options"), token: token,
                body: Data(repeating: 0x20, count: 1024 * 1024 + 1))
            #expect(tooLarge == 413)
        }
    }

    /// Deeply nested JSON is decoded on a connection thread's small stack: it must be refused, not crash.
    @Test(arguments: [33, 100, 500, 10_000, 400_000])
    func deeplyNestedJSONIsAnsweredAndTheServerLives(depth: Int) async throws {
        try await Self.withServer { base, token in
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let (status, body) = try await Self.send(
                "POST", base.appendingPathComponent("payment-options"), token: token, body: Data(nested.utf8))
            #expect(status == 400)
            #expect(body["type"] as? String == "error")
            let (healthy, _) = try await Self.send(
                "POST", base.appendingPathComponent("payment-options"), token: token, body: Data("{}".utf8))
            #expect(healthy == 200)
        }
    }
}
