import Foundation
import HTTPServer
import Sandbox

extension CountedOperations {
    /// Why the emulator's operation could not be set up.
    struct TransactionSetupFailure: Error, CustomStringConvertible {
        let status: Int?

        var description: String {
            "the warm-up POST /transactions was answered \(status.map(String.init) ?? "nothing")"
        }
    }

    /// One `POST /transactions` as the sandbox suite sends it, on one keep-alive connection to the emulator
    /// served over loopback in this process: the server's and the emulator's work plus a blocking client's.
    /// A first request in the set-up verifies the token (then remembered), so it does not count.
    static func transaction() throws -> () -> Void {
        let server = HTTPServer(handler: try SandboxHandler(store: SandboxStore.ephemeral()))
        let port = try server.start()
        let request = SandboxBenchmarks.transactionRequest(
            port: port, token: try DevelopmentToken.make(now: Date(), id: UUID()))
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
        let status = exchange()
        guard status == 201 else { throw TransactionSetupFailure(status: status) }
        return { blackHole(exchange()) }
    }
}
