import Foundation
import HTTPServer
import Sandbox

extension SandboxCommand {
    /// `tessera sandbox serve`.
    static let serve = CommandSpec(
        name: "serve",
        abstract: "Serve the emulated Gr4vy API over HTTP until interrupted.",
        discussion: """
            Prints the URL it listens on, then one access-log line per request on standard error (method, \
            path without query, status, size, time — never tokens or card numbers). Stops cleanly on \
            Ctrl-C (SIGINT) or SIGTERM.
            """,
        options: [
            .value(
                "--host", valueName: "address",
                help:
                    "The IPv4 or IPv6 address to bind (default 127.0.0.1; ::1 is loopback too; anything else is warned about)."
            ),
            .value("--port", valueName: "port", help: "The TCP port; 0 picks a free one (default 0)."),
            .flag("--ephemeral", help: "Keep state in memory for this run only."),
            .flag("--quiet", help: "Do not print the access log."),
        ],
        run: { arguments, console in try await runServe(arguments, console) }
    )

    private static func runServe(_ arguments: ParsedArguments, _ console: Console) async throws {
        try arguments.expectPositionals(atMost: 0)
        let port: UInt16 = try arguments.value("--port", expected: "a port from 0 to 65535", parse: { UInt16($0) }) ?? 0
        let host = arguments.value("--host") ?? "127.0.0.1"
        let handler = try SandboxSetup.handler(ephemeral: arguments.flag("--ephemeral"))
        var accessLog: (@Sendable (AccessLogEntry) -> Void)?
        if !arguments.flag("--quiet") {
            accessLog = { entry in console.err(entry.description) }
        }
        let server = HTTPServer(
            handler: handler, configuration: HTTPServer.Configuration(host: host, port: port), accessLog: accessLog)
        let termination = TerminationSignal()
        do {
            try server.start()
        } catch {
            throw CLIError.failure("Cannot listen on \(host):\(port): \(error)")
        }
        if !(host.hasPrefix("127.") || host == "localhost" || host == "::1") {
            console.err(
                "Warning: \(host) is not loopback. The emulator accepts any token signed by its development key, "
                    + "which is published in Tessera's source: anyone who can reach this port can use it.")
        }
        console.out("Listening on \(server.url?.absoluteString ?? host)")
        let signal = await termination.wait()
        await server.shutdown()
        console.err("Stopped (\(signal)).")
    }
}
