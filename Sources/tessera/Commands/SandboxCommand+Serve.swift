import Foundation
import HTTPServer
import Sandbox
import TesseraClient

extension SandboxCommand {
    static let host = Option(
        "--host", valueName: "address",
        help:
            "The IPv4 or IPv6 address to bind (default 127.0.0.1; ::1 is loopback too; anything else is warned about).",
        parser: ValueParser(expected: "an IPv4 or IPv6 address such as 127.0.0.1 or ::1") { text in
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            let isIPv4 =
                parts.count == 4 && parts.allSatisfy { (1...3).contains($0.count) && UInt8($0) != nil }
            let isIPv6 = text.contains(":") && text.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
            return isIPv4 || isIPv6 ? text : nil
        })
    static let port = Option(
        "--port", valueName: "port", help: "The TCP port; 0 picks a free one (default 0).",
        parser: ValueParser(expected: "a port from 0 to 65535") { UInt16($0) })
    static let quiet = Flag("--quiet", help: "Do not print the access log.")

    /// `tessera sandbox serve`.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "serve",
            abstract:
                "Serve the emulated Gr4vy API and wallet token service (under /mdes/) over HTTP until interrupted.",
            discussion: """
                Prints the URL it listens on, then one access-log line per request on standard error (method, \
                path without query, status, size, time — never tokens or card numbers). Stops cleanly on \
                Ctrl-C (SIGINT) or SIGTERM.
                """
        )

        @Option(SandboxCommand.host) var host: String = "127.0.0.1"
        @Option(SandboxCommand.port) var port: UInt16 = 0
        @Flag("--ephemeral", help: "Keep state in memory for this run only.") var ephemeral: Bool
        @Flag(SandboxCommand.quiet) var quiet: Bool
        @Option(SandboxCommand.webhookURL) var webhookURL: String?
        @Option(SandboxCommand.webhookRetrySeconds) var webhookRetrySeconds: Int?

        func run(on console: Console) async throws {
            let handler = try SandboxSetup.emulator(ephemeral: ephemeral, debug: console.debug)
            var accessLog: (@Sendable (AccessLogEntry) -> Void)?
            if !quiet {
                accessLog = { entry in console.err(entry.description) }
            }
            let server = HTTPServer(
                handler: handler, configuration: HTTPServer.Configuration(host: host, port: port), accessLog: accessLog)
            let termination = TerminationSignal()
            do {
                try server.start()
            } catch .descriptorLimit(let needed, let allowed) {
                throw CLIError.failure(
                    "Cannot serve \(server.configuration.maxConnections) connections when the process may open only "
                        + "\(allowed) files; raise the limit with 'ulimit -n \(needed)' and run again.")
            } catch {
                throw CLIError.failure(
                    "Cannot listen on \(host):\(port) (\(ErrorReport(error).clause)); choose another --port or --host.")
            }
            if !(host.hasPrefix("127.") || host == "localhost" || host == "::1") {
                console.err(
                    "Warning: \(host) is not loopback. The emulator accepts any token signed by its development key, "
                        + "which is published in Tessera's source: anyone who can reach this port can use it.")
            }
            console.out("Listening on \(server.url?.absoluteString ?? host)")
            let webhooks = try await startWebhooks(handler, server: server, console)
            let signal = await termination.wait()
            webhooks?.cancel()
            await server.shutdown()
            // The deliverer signs with OpenSSL: it must have stopped before the process exits, or the library's
            // clean-up at exit frees what a delivery being signed still uses.
            await webhooks?.value
            console.err("Stopped (\(signal)).")
        }
    }
}
