import Foundation
import TesseraTestSupport
import Testing

/// The API commands on the built binary against a canned server on 127.0.0.1.
@Suite(.serialized) struct APICommandTests {
    typealias Sandbox = AdminCommandTests.Sandbox

    private func configured(_ server: LoopbackServer) async throws -> Sandbox {
        let sandbox = Sandbox()
        for (key, value) in [("gr4vy-id", "acme"), ("token", "tok_secret_abcdefghijkl"), ("server", server.baseURL)] {
            #expect(try await sandbox.run(["admin", "set", key, value]).status == 0)
        }
        return sandbox
    }

    @Test func paymentOptionsPrintsPrettyJSONAndSendsTheBody() async throws {
        let server = try LoopbackServer.serving([
            "POST /payment-options": .init(
                status: 200,
                body:
                    #"{"items":[{"method":"card","mode":"card","can_store_payment_method":true,"can_delay_capture":false,"extra":1}]}"#
            )
        ])
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        let result = try await sandbox.run([
            "payment-options", "--currency", "USD", "--amount", "1299", "--metadata", "order=42", "--metadata", "a=b=c",
            "--cart-item", #"{"name":"Shoe","quantity":1,"unit_amount":1299,"tax_exempt":true}"#,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"can_store_payment_method\" : true"))
        #expect(!result.stdout.contains("extra"))
        let request = try #require(server.requests.first)
        #expect(request.headers["authorization"] == "Bearer tok_secret_abcdefghijkl")
        #expect(request.headers["user-agent"]?.hasPrefix("Gr4vy-Swift/") == true)
        let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        #expect((body?["metadata"] as? [String: String]) == ["order": "42", "a": "b=c"])
        #expect((body?["amount"] as? Int) == 1299 && (body?["locale"] as? String) == "en")
    }

    @Test func httpErrorsPrintStatusMessageAndBodyAndExit1() async throws {
        let errorBody =
            #"{"type":"error","code":"unauthorized","status":401,"message":"No valid API authentication found"}"#
        let server = try LoopbackServer.serving(["GET /card-details": .init(status: 401, body: errorBody)])
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        let result = try await sandbox.run([
            "card-details", "--currency", "USD", "--bin", "424242", "--merchant-initiated", "--is-subsequent-payment",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: HTTP 401: No valid API authentication found."))
        #expect(result.stderr.contains("missing or has expired; set a new one with 'tessera admin set token <jwt>'."))
        #expect(result.stderr.contains("\n  code: unauthorized\n"))
        #expect(!result.stderr.contains("\"code\" : \"unauthorized\""))
        #expect(result.stderr.contains("add --verbose"))
        let verbose = try await sandbox.run(["--verbose", "card-details", "--currency", "USD", "--bin", "424242"])
        #expect(verbose.status == 1)
        #expect(verbose.stderr.contains("\"code\" : \"unauthorized\""))
        let path = try #require(server.requests.first?.target)
        #expect(path == "/card-details?bin=424242&currency=USD&is_subsequent_payment=true&merchant_initiated=true")
    }

    /// The card number (on stdin) and the CVC never reach the debug log, and CardKit reads them in any digits.
    @Test func tokenizeWithDebugLogsNoSecrets() async throws {
        let server = try LoopbackServer.serving([
            "PUT /checkout/sessions/3f2b0c1e-5d4a-4b7c-9e8f-0a1b2c3d4e5f/fields": .init(status: 204, body: "")
        ])
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        let result = try await sandbox.run(
            [
                "--debug", "tokenize", "--session", "3f2b0c1e-5d4a-4b7c-9e8f-0a1b2c3d4e5f", "--card", "-", "--expiry",
                "01/30", "--cvc", "737",
            ],
            stdin: "4556 5579 5572 6624\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"{"tokenized": true, "authentication": {"attempted": false"#))
        #expect(result.stderr.contains("[Gr4vy] → PUT"))
        #expect(result.stderr.contains("[Gr4vy] ← 204"))
        for secret in ["4556557955726624", "737", "tok_secret_abcdefghijkl"] {
            #expect(!result.stderr.contains(secret) && !result.stdout.contains(secret))
        }
        #expect(
            server.requests.first.map { String(decoding: $0.body, as: UTF8.self) }?.contains(
                "\"number\":\"4556557955726624\"") == true)
        // CardKit reads the number on stdin and the CVC: full-width digits reach the API as ASCII, and a number
        // too short on stdin is refused before anything is sent.
        let arguments = [
            "tokenize", "--session", "3f2b0c1e-5d4a-4b7c-9e8f-0a1b2c3d4e5f", "--card", "-", "--expiry", "01/30",
            "--cvc",
            "７３７", "--no-authenticate",
        ]
        let fullWidth = try await sandbox.run(arguments, stdin: "４５５６ ５５７９ ５５７２ ６６２４\n")
        #expect(fullWidth.status == 0, "\(fullWidth.stderr)")
        let body = server.requests.last.map { String(decoding: $0.body, as: UTF8.self) } ?? ""
        #expect(body.contains(#""number":"4556557955726624""#) && body.contains(#""security_code":"737""#), "\(body)")
        let sent = server.requests.count
        let short = try await sandbox.run(arguments, stdin: "4556 5579 55\n")
        #expect(short.status == 64)
        #expect(short.stderr.contains("The card number on stdin must be 13 to 19 digits"), "\(short.stderr)")
        #expect(!short.stderr.contains("4556") && server.requests.count == sent)
    }

    /// The card number on stdin and the CVC are read by CardKit: full-width digits reach the API as ASCII,
    /// and a number too short on stdin is refused before anything is sent.
    @Test func paymentMethodsSendsSortAndOrder() async throws {
        let server = try LoopbackServer.serving([
            "GET /buyers/payment-methods": .init(status: 200, body: #"{"items":[]}"#)
        ])
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        let result = try await sandbox.run([
            "payment-methods", "--buyer-external-identifier", "user-42", "--sort-by", "cit_usage_count", "--order-by",
            "asc", "--merchant-id", "m-7",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let request = try #require(server.requests.first)
        #expect(
            request.target
                == "/buyers/payment-methods?buyer_external_identifier=user-42&order_by=asc&sort_by=cit_usage_count")
        #expect(request.headers["x-gr4vy-merchant-account-id"] == "m-7")
    }

    @Test func htmlErrorBodiesArePrintedAsText() async throws {
        let server = try LoopbackServer.serving([
            "POST /payment-options": .init(status: 502, body: "<html>Bad gateway</html>", contentType: "text/html")
        ])
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        let result = try await sandbox.run(["payment-options", "--verbose"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("HTTP 502: The server answered 502 with an HTML body"))
        #expect(result.stderr.contains("<html>Bad gateway</html>"))
    }

    @Test func theDebugEnvironmentVariableTurnsOnTheLog() async throws {
        let server = try LoopbackServer.serving([
            "GET /card-details": .init(
                status: 200, body: #"{"type":"card-detail","id":null,"card_type":"credit","scheme":"visa"}"#)
        ])
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        var environment = sandbox.environment
        environment["TESSERA_DEBUG"] = "1"
        let result = try await CLIProcess.run(["card-details", "--currency", "EUR"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[Gr4vy] → GET \(server.baseURL)/card-details?currency=EUR"))
        #expect(result.stderr.contains("Authorization: Bearer [REDACTED]"))
        #expect(result.stderr.contains("[Gr4vy] get_card_details (GET /card-details)"))
        #expect(result.stdout.contains("\"card_type\" : \"credit\""))
    }

    @Test func invalidUTF8AndOversizedResponsesFailClearly() async throws {
        let server = try LoopbackServer { request in
            request.target.hasPrefix("/payment-options")
                ? .respond(status: 500, headers: [("Content-Type", "text/plain")], body: Data([0x7B, 0xFF, 0xFE]))
                : .respond(status: 200, headers: [], body: Data(repeating: UInt8(ascii: " "), count: 50 << 20))
        }
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        let invalid = try await sandbox.run(["payment-options", "--verbose"])
        #expect(invalid.status == 1)
        #expect(invalid.stderr.hasPrefix("Error: HTTP 500: The server answered 500 with a non-JSON body of 3 bytes."))
        #expect(invalid.stderr.contains("<3 bytes, not UTF-8>"))
        let huge = try await sandbox.run(["--debug", "card-details", "--currency", "USD"])
        #expect(huge.status == 1)
        #expect(huge.stderr.contains("52428800 bytes exceeds the limit"))
        #expect(huge.stderr.contains("<52428800 bytes, too large to show>"))
        #expect(huge.stdout.isEmpty)
    }

    @Test func theEmulatorIsTheDefaultServerAndNeedsNoToken() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let result = try await sandbox.run(["card-details", "--currency", "EUR", "--bin", "40000025"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"scheme\" : \"visa\""))
        #expect(result.stdout.contains("carte-bancaire"))
    }

    @Test func checkoutSessionCreateSendsOnlyTheSpecsFieldsThroughTheClient() async throws {
        let session =
            #"{"type":"checkout-session","id":"3f2b0c1e-5d4a-4b7c-9e8f-0a1b2c3d4e5f","expires_at":"2030-01-01T00:00:00Z"}"#
        let server = try LoopbackServer.serving(["POST /checkout/sessions": .init(status: 201, body: session)])
        defer { server.stop() }
        let sandbox = try await configured(server)
        defer { sandbox.remove() }
        let result = try await sandbox.run([
            "--debug", "checkout-session", "create", "--amount", "1299", "--currency", "EUR", "--country", "FR",
            "--buyer-external-identifier", "user-42", "--buyer-display-name", "Ada", "--metadata", "order=7",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"id\" : \"3f2b0c1e-5d4a-4b7c-9e8f-0a1b2c3d4e5f\""))
        #expect(result.stderr.contains("[Gr4vy] → POST \(server.baseURL)/checkout/sessions"))
        #expect(!result.stderr.contains("tok_secret_abcdefghijkl"))
        let request = try #require(server.requests.first)
        #expect(request.headers["user-agent"]?.hasPrefix("Gr4vy-Swift/") == true)
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(Set(body.keys) == ["amount", "currency", "country", "buyer", "metadata"])
        #expect(body["buyer_id"] == nil && body["buyer_external_identifier"] == nil)
        #expect((body["buyer"] as? [String: String]) == ["external_identifier": "user-42", "display_name": "Ada"])
    }

    @Test func theDebugLogNamesTheInProcessEmulator() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let result = try await sandbox.run([
            "--debug", "checkout-session", "create", "--currency", "USD", "--ephemeral",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Requests go to the in-process emulator (no network), in memory"))
        #expect(result.stderr.contains("[Gr4vy] → POST http://in-process-emulator.localhost/checkout/sessions"))
        #expect(result.stderr.contains("[Gr4vy] ← 201 POST"))
        #expect(!result.stderr.contains("127.0.0.1"))
    }
}
