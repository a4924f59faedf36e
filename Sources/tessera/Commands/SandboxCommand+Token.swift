import Foundation
import Sandbox

extension SandboxCommand {
    /// `tessera sandbox token`.
    static let token = CommandSpec(
        name: "token",
        abstract: "Print a bearer token (ES512 JWT, Gr4vy's shape) the emulator accepts.",
        discussion: """
            The token is signed with the emulator's development key, which is published in Tessera's \
            source and is for testing only. Default scopes: \(DevelopmentToken.defaultScopes.joined(separator: " ")).
            """,
        options: [
            .value("--expires-in", valueName: "seconds", help: "Lifetime in seconds, 1 to 31536000 (default 3600)."),
            .value(
                "--scope", valueName: "scope", help: "A scope to grant (repeatable), e.g. buyers.read or embed.",
                repeatable: true),
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            let lifetime =
                try arguments.value("--expires-in", expected: "a whole number of seconds from 1 to 31536000") {
                    Int($0).flatMap { (1...31_536_000).contains($0) ? $0 : nil }
                } ?? 3600
            let scopes = arguments.values("--scope")
            if let bad = scopes.first(where: { $0.isEmpty || $0.contains(" ") }) {
                throw CLIError.usage(
                    "Invalid value '\(bad)' for '--scope': expected one scope without spaces.",
                    commandPath: arguments.commandPath)
            }
            let token = try DevelopmentToken.make(
                now: Date(), id: UUID(), expiresIn: TimeInterval(lifetime),
                scopes: scopes.isEmpty ? DevelopmentToken.defaultScopes : scopes)
            console.out(token)
        }
    )
}
