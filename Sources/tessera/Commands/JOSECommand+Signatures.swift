import Foundation
import JOSE

extension JOSECommand {
    static let jwsAlgorithm = Option(
        "--alg", valueName: "alg", help: "ES256, ES384, ES512 (EC keys), PS256 or RS256 (RSA keys).",
        parser: ValueParser<JWSAlgorithm>.choice
    ).required

    /// `tessera jose sign`: standard input to a compact JWS.
    static let sign = CommandSpec(
        name: "sign",
        abstract: "Sign standard input with a private key and print the compact JWS.",
        options: [keyOption, jwsAlgorithm, headerKid],
        run: { arguments, console in
            let key = try Self.key(arguments)
            let payload = try InputReader.standardInput(.payload)
            let header = JOSEHeader(kid: try arguments[headerKid] ?? key.kid)
            let alg = try arguments.required(jwsAlgorithm)
            console.out(try joseFailure { try JWS.sign(payload: payload, with: key, alg: alg, header: header) })
        }
    )

    /// `tessera jose verify`: checks the compact JWS on standard input and prints its payload.
    static let verify = CommandSpec(
        name: "verify",
        abstract: "Verify the compact JWS on standard input and print its payload.",
        discussion: "Exits with status 1 and the reason when the signature does not verify or the token is refused.",
        options: [keyOption],
        run: { arguments, console in
            let key = try Self.key(arguments)
            let token = try standardInputToken()
            let verified = try joseFailure { try JWS.verify(token, with: key.kty == .oct ? key : key.publicKey) }
            console.outRaw(verified.payload)
        }
    )
}
