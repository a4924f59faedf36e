import Foundation
import JOSE

extension JOSECommand {
    static let jweAlgorithm = Option(
        "--alg", valueName: "alg", help: "ECDH-ES (EC key), dir (oct key) or RSA-OAEP-256 (RSA key).",
        parser: ValueParser<JWEAlgorithm>.choice
    ).required
    static let encryption = Option(
        "--enc", valueName: "enc", help: "A128CBC-HS256, A256CBC-HS512, A128GCM or A256GCM.",
        parser: ValueParser<JWEEncryption>.choice
    ).required
    static let headerKid = Option.text("--kid", valueName: "id", help: "A 'kid' for the header (default: the key's).")

    /// `tessera jose encrypt`: standard input to a compact JWE.
    static let encrypt = CommandSpec(
        name: "encrypt",
        abstract: "Encrypt standard input to a key and print the compact JWE.",
        options: [keyOption, jweAlgorithm, encryption, headerKid],
        run: { arguments, console in
            let key = try Self.key(arguments)
            let plaintext = try InputReader.standardInput(.payload)
            let header = JOSEHeader(kid: try arguments[headerKid] ?? key.kid)
            let recipient = key.kty == .oct ? key : try joseFailure { try key.publicKey }
            let alg = try arguments.required(jweAlgorithm)
            let enc = try arguments.required(encryption)
            console.out(
                try joseFailure {
                    try JWE.encrypt(plaintext: plaintext, to: recipient, alg: alg, enc: enc, header: header)
                })
        }
    )

    /// `tessera jose decrypt`: a compact JWE on standard input to its plaintext.
    static let decrypt = CommandSpec(
        name: "decrypt",
        abstract: "Decrypt the compact JWE on standard input and print its plaintext.",
        discussion: "Exits with status 1 and the reason when the token is malformed or does not authenticate.",
        options: [keyOption],
        run: { arguments, console in
            let key = try Self.key(arguments)
            let token = try standardInputToken()
            console.outRaw(try joseFailure { try JWE.decrypt(token, with: key) })
        }
    )
}
