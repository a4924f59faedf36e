import Foundation
import Sandbox
import TesseraClient

extension SandboxCommand {
    /// `tessera sandbox token`.
    struct Token: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "token",
            abstract: "Print a bearer token (ES512 JWT, in Gr4vy's shape) the emulator accepts.",
            discussion: """
                The token is signed with the emulator's development key, which is published in Tessera's \
                source and is for testing only. Default scopes: \(DevelopmentToken.defaultScopes.joined(separator: " ")).
                """
        )

        static let scope = Option(
            "--scope", valueName: "scope", help: "A scope to grant (repeatable), e.g. buyers.read or embed.",
            parser: ValueParser(expected: "one scope without spaces, e.g. buyers.read") { text in
                text.isEmpty || text.contains(" ") ? nil : text
            }
        ).repeatable

        @Option(
            "--expires-in", valueName: "seconds", help: "Lifetime in seconds, 1 to 31536000 (default 3600).",
            parser: .integer(in: 1...31_536_000, expected: "a whole number of seconds from 1 to 31536000"))
        var expiresIn = 3600
        @Option(Self.scope) var scopes: [String]

        func run(on console: Console) throws {
            let token = try DevelopmentToken.make(
                now: Date(), id: UUID(), expiresIn: TimeInterval(expiresIn),
                scopes: scopes.isEmpty ? DevelopmentToken.defaultScopes : scopes)
            console.out(token)
        }
    }
}
