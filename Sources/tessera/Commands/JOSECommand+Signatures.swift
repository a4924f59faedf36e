import Foundation
import JOSE
import TesseraClient

extension JOSECommand {
    /// `tessera jose sign`: standard input to a compact JWS.
    struct Sign: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "sign", abstract: "Sign standard input with a private key and print the compact JWS.")

        @OptionGroup var key: KeyFile
        @Option(
            "--alg", valueName: "alg", help: "ES256, ES384, ES512 (EC keys), PS256 or RS256 (RSA keys).",
            parser: .choice)
        var alg: JWSAlgorithm
        @Option(JOSECommand.headerKid) var kid: String?

        func run(on console: Console) throws {
            let key = try key.read()
            let payload = try InputReader.standardInput(.payload)
            let header = JOSEHeader(kid: kid ?? key.kid)
            console.out(try joseFailure { try JWS.sign(payload: payload, with: key, alg: alg, header: header) })
        }
    }

    /// `tessera jose verify`: checks the compact JWS on standard input and prints its payload.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "verify",
            abstract: "Verify the compact JWS on standard input and print its payload.",
            discussion:
                "Exits with status 1 and the reason when the signature does not verify or the token is refused."
        )

        @OptionGroup var key: KeyFile

        func run(on console: Console) throws {
            let key = try key.read()
            let token = try standardInputToken()
            let verified = try joseFailure { try JWS.verify(token, with: key.kty == .oct ? key : key.publicKey) }
            console.outRaw(verified.payload)
        }
    }
}
