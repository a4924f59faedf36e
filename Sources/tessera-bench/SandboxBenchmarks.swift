import Foundation
import HTTPServer
import Sandbox

/// `tessera-bench sandbox`: `GET /card-details` over loopback against the emulator served by
/// HTTPServer, with 8, 64, 256 and 1,024 keep-alive connections, then `POST /transactions` (a card
/// authorized and stored in SQLite per request) with 8 and 64, the same with the request log of `tessera app`'s
/// dashboard recording every exchange (redacted), then again with a webhook subscription
/// whose receiver accepts connections and never answers (the deliverer running beside); errors counted. Each
/// `POST` series starts from an empty store, so the three compare the same work on the same amount of data.
enum SandboxBenchmarks {
    /// Runs the suite.
    static func run() async {
        do {
            let handler = try SandboxHandler(store: SandboxStore.ephemeral())
            let server = HTTPServer(handler: handler)
            let port = try server.start()
            let token = try DevelopmentToken.make(now: Date(), id: UUID())
            let generator = LoadGenerator(port: port, request: cardDetailsRequest(port: port, token: token))
            _ = generator.run(connections: 8, duration: 0.5)
            for connections in [8, 64, 256, 1024] {
                print("GET /card-details " + generator.run(connections: connections, duration: 3).line)
            }
            var create = LoadGenerator(port: port, request: transactionRequest(port: port, token: token))
            create.expectedStatus = 201
            for connections in [8, 64] {
                print("POST /transactions " + create.run(connections: connections, duration: 3).line)
            }
            await server.shutdown()
            try await withRequestLog(token: token)
            try await withWebhooks(token: token)
        } catch {
            print("sandbox benchmark failed: \(error)")
        }
    }

    /// `POST /transactions` with 8 and 64 connections to an emulator that records each exchange in a request log.
    private static func withRequestLog(token: String) async throws {
        var handler = try SandboxHandler(store: SandboxStore.ephemeral())
        handler.requestLog = SandboxRequestLog()
        let server = HTTPServer(handler: handler)
        let port = try server.start()
        var create = LoadGenerator(port: port, request: transactionRequest(port: port, token: token))
        create.expectedStatus = 201
        for connections in [8, 64] {
            print("POST /transactions, request log on " + create.run(connections: connections, duration: 3).line)
        }
        await server.shutdown()
    }

    /// `POST /transactions` with 8 and 64 connections to an emulator with an instance-wide webhook subscription
    /// whose receiver accepts connections and never answers, its deliverer running beside.
    private static func withWebhooks(token: String) async throws {
        let handler = try SandboxHandler(store: SandboxStore.ephemeral())
        let server = HTTPServer(handler: handler)
        let port = try server.start()
        let silent = try Socket.listening(host: "127.0.0.1", port: 0, backlog: 1024)
        _ = try handler.instanceSubscription(url: "http://127.0.0.1:\(silent.localPort)/hooks")
        let transport = LoopbackHTTPClient(
            maxBody: WebhookDeliverer.maxAnswerBytes, fallback: WebhookDeliverer.urlSessionTransport())
        let deliveries = Task.detached { await handler.webhookDeliverer(transport: transport).run() }
        var create = LoadGenerator(port: port, request: transactionRequest(port: port, token: token))
        create.expectedStatus = 201
        for connections in [8, 64] {
            let result = create.run(connections: connections, duration: 3)
            print("POST /transactions, webhooks to a receiver that never answers " + result.line)
        }
        // The deliverer signs with OpenSSL: it must have stopped before the process exits, or the library's
        // clean-up at exit frees what a delivery being signed still uses.
        deliveries.cancel()
        silent.close()
        await deliveries.value
        await server.shutdown()
    }

    /// `GET /card-details` for a Visa test BIN in USD.
    static func cardDetailsRequest(port: Int, token: String) -> [UInt8] {
        Array(
            """
            GET /card-details?currency=USD&bin=42424242 HTTP/1.1\r
            Host: 127.0.0.1:\(port)\r
            Authorization: Bearer \(token)\r
            \r

            """.utf8)
    }

    /// `POST /transactions` paying 12.99 USD with a public test card.
    static func transactionRequest(port: Int, token: String) -> [UInt8] {
        let body =
            #"{"amount":1299,"currency":"USD","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30","security_code":"123"}}"#
        return Array(
            """
            POST /transactions HTTP/1.1\r
            Host: 127.0.0.1:\(port)\r
            Authorization: Bearer \(token)\r
            Content-Type: application/json\r
            Content-Length: \(body.utf8.count)\r
            \r
            \(body)
            """.utf8)
    }
}
