import Foundation
import JOSE
import TesseraClient

extension JOSECommand {
    /// `tessera jose encrypt`: standard input to a compact JWE.
    struct Encrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "encrypt", abstract: "Encrypt standard input to a key and print the compact JWE.")

        @OptionGroup var key: KeyFile
        @Option(
            "--alg", valueName: "alg", help: "ECDH-ES (EC key), dir (oct key) or RSA-OAEP-256 (RSA key).",
            parser: .choice)
        var alg: JWEAlgorithm
        @Option("--enc", valueName: "enc", help: "A128CBC-HS256, A256CBC-HS512, A128GCM or A256GCM.", parser: .choice)
        var enc: JWEEncryption
        @Option(JOSECommand.headerKid) var kid: String?

        func run(on console: Console) throws {
            let key = try key.read()
            let plaintext = try InputReader.standardInput(.payload)
            let header = JOSEHeader(kid: kid ?? key.kid)
            let recipient = key.kty == .oct ? key : try joseFailure { try key.publicKey }
            console.out(
                try joseFailure {
                    try JWE.encrypt(plaintext: plaintext, to: recipient, alg: alg, enc: enc, header: header)
                })
        }
    }

    /// `tessera jose decrypt`: a compact JWE on standard input to its plaintext.
    struct Decrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "decrypt",
            abstract: "Decrypt the compact JWE on standard input and print its plaintext.",
            discussion: "Exits with status 1 and the reason when the token is malformed or does not authenticate."
        )

        @OptionGroup var key: KeyFile

        func run(on console: Console) throws {
            let key = try key.read()
            let token = try standardInputToken()
            console.outRaw(try joseFailure { try JWE.decrypt(token, with: key) })
        }
    }
}
