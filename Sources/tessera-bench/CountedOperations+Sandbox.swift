import Foundation
import HTTPServer
import Sandbox

extension CountedOperations {
    /// Why an emulator operation could not be set up.
    struct ExchangeSetupFailure: Error, CustomStringConvertible {
        let status: Int?

        var description: String {
            "the warm-up request was answered \(status.map(String.init) ?? "nothing")"
        }
    }

    /// One `POST /transactions` as the sandbox suite sends it, on one keep-alive connection to the emulator
    /// served over loopback in this process: the server's and the emulator's work plus a blocking client's.
    /// A first request in the set-up verifies the token (then remembered), so it does not count.
    static func transaction() throws -> () -> Void {
        try exchange(expecting: 201, handler: try SandboxHandler(store: SandboxStore.ephemeral())) { port, token in
            SandboxBenchmarks.transactionRequest(port: port, token: token)
        }
    }

    /// The same `POST /transactions` with an instance-wide webhook subscription: each one also writes its
    /// events to the outbox (no deliverer runs, so nothing is sent).
    static func transactionWithWebhooks() throws -> () -> Void {
        let handler = try SandboxHandler(store: SandboxStore.ephemeral())
        _ = try handler.instanceSubscription(url: "http://127.0.0.1:9/hooks")
        return try exchange(expecting: 201, handler: handler) { port, token in
            SandboxBenchmarks.transactionRequest(port: port, token: token)
        }
    }

    /// The same `POST /transactions` to an emulator recording each exchange in a request log, as `tessera app` does.
    static func transactionLogged() throws -> () -> Void {
        var handler = try SandboxHandler(store: SandboxStore.ephemeral())
        handler.requestLog = SandboxRequestLog()
        return try exchange(expecting: 201, handler: handler) { port, token in
            SandboxBenchmarks.transactionRequest(port: port, token: token)
        }
    }

    /// One `GET /card-details` as the sandbox suite sends it, on the same kind of connection.
    static func cardDetails() throws -> () -> Void {
        try exchange(expecting: 200, handler: try SandboxHandler(store: SandboxStore.ephemeral())) { port, token in
            SandboxBenchmarks.cardDetailsRequest(port: port, token: token)
        }
    }

    /// The request `make` writes to `handler` served over loopback, sent on one keep-alive connection until its
    /// answer's status line is read; a warm-up exchange must be answered `status`.
    private static func exchange(
        expecting status: Int, handler: SandboxHandler, _ make: (Int, String) -> [UInt8]
    ) throws -> () -> Void {
        let server = HTTPServer(handler: handler)
        let port = try server.start()
        let request = make(port, try DevelopmentToken.make(now: Date(), id: UUID()))
        let socket = try Socket.connected(port: port)
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        var received: [UInt8] = []
        let exchange = { () -> Int? in
            received.removeAll(keepingCapacity: true)
            guard socket.sendAll(request) else { return nil }
            while true {
                if let status = LoadGenerator.Driver.responseStatus(in: received) { return status }
                guard case .bytes(let count) = scratch.withUnsafeMutableBytes({ socket.receive(into: $0) }) else {
                    return nil
                }
                received.append(contentsOf: scratch[..<count])
            }
        }
        let answered = exchange()
        guard answered == status else { throw ExchangeSetupFailure(status: answered) }
        return { blackHole(exchange()) }
    }
}
