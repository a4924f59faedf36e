import Foundation
import HTTPServer
import Sandbox

/// `tessera-bench sandbox`: `GET /card-details` over loopback against the emulator served by
/// HTTPServer, with 8, 64, 256 and 1,024 keep-alive connections, errors counted.
enum SandboxBenchmarks {
    /// Runs the suite.
    static func run() async {
        do {
            let handler = try SandboxHandler(store: SandboxStore.ephemeral())
            let server = HTTPServer(handler: handler)
            let port = try server.start()
            let token = try DevelopmentToken.make(now: Date(), id: UUID())
            let request = Array(
                """
                GET /card-details?currency=USD&bin=42424242 HTTP/1.1\r
                Host: 127.0.0.1:\(port)\r
                Authorization: Bearer \(token)\r
                \r

                """.utf8)
            let generator = LoadGenerator(port: port, request: request)
            _ = generator.run(connections: 8, duration: 0.5)
            for connections in [8, 64, 256, 1024] {
                print("GET /card-details " + generator.run(connections: connections, duration: 3).line)
            }
            await server.shutdown()
        } catch {
            print("sandbox benchmark failed: \(error)")
        }
    }
}
