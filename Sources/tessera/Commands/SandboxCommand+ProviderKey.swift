import Foundation
import Sandbox
import TesseraClient

extension SandboxCommand {
    /// `tessera sandbox provider-key`.
    struct ProviderKey: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "provider-key",
            abstract:
                "Print the wallet provider's development credentials, which enrolment with the token service needs.",
            discussion: """
                The emulated token service refuses to enrol a wallet whose request is not signed with these (401), as \
                MDES calls carry the token requestor's signature. They are made for this data folder's \
                tokenservice.sqlite and copied to tokenservice-provider.json beside it (mode 0600): this command and \
                'tessera sandbox serve' write that file again when it is missing or holds anything else. 'tessera \
                wallet' and 'tessera app' use them without being told. The secret is masked unless --reveal is \
                given; it is for testing only and protects nothing.
                """
        )

        @Flag("--reveal", help: "Print the secret in full (by default only its last four characters).") var reveal: Bool

        func run(on console: Console) throws {
            let (service, path) = try SandboxSetup.tokenService()
            let credentials: (consumerKey: String, secret: Data)
            do {
                credentials = try service.saveProviderCredentials(to: path)
            } catch {
                throw CLIError.failure(StorageFault(error, path: path).description)
            }
            let secret = credentials.secret.base64EncodedString()
            if reveal { console.err("Warning: \(providerWarning)") }
            console.out("consumer-key  \(credentials.consumerKey)")
            console.out("secret        \(reveal ? secret : AdminCommand.mask(secret)) (base64)")
            console.out("file          \(path)")
        }
    }

    /// The warning shown wherever the provider secret is printed in full.
    static let providerWarning =
        "TEST-ONLY: these are the emulated token service's development provider credentials; they protect nothing."
}
