import Sandbox
import TesseraClient

extension SandboxCommand {
    /// `tessera sandbox key`.
    struct Key: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "key",
            abstract:
                "Print the emulator's development private key as PEM, for server SDKs that sign their own tokens.",
            discussion: """
                The key is published in Tessera's source and is for testing only: it protects nothing. Gr4vy's \
                server SDKs sign tokens the emulator accepts with it, for example in Python \
                'gr4vy.auth.get_token(open("key.pem").read())'. The PEM goes to stdout and the warning to stderr.
                """
        )

        func run(on console: Console) throws {
            console.err("Warning: \(DevelopmentKey.warning)")
            console.out(try DevelopmentKey.privateKeyPEM().trimmingCharacters(in: .newlines))
        }
    }
}
