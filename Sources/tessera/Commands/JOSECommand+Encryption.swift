import Foundation
import JOSE

extension JOSECommand {
    /// `tessera jose encrypt`: standard input to a compact JWE.
    static let encrypt = CommandSpec(
        name: "encrypt",
        abstract: "Encrypt standard input to a key and print the compact JWE.",
        options: [
            keyOption,
            .value("--alg", valueName: "alg", help: "ECDH-ES (EC key), dir (oct key) or RSA-OAEP-256 (RSA key)."),
            .value("--enc", valueName: "enc", help: "A128CBC-HS256, A256CBC-HS512, A128GCM or A256GCM."),
            .value("--kid", valueName: "id", help: "A 'kid' for the header (default: the key's)."),
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            let alg: JWEAlgorithm = try choice("--alg", arguments)
            let enc: JWEEncryption = try choice("--enc", arguments)
            let key = try Self.key(arguments)
            let plaintext = try standardInput(.payload)
            let header = JOSEHeader(kid: arguments.value("--kid") ?? key.kid)
            let recipient = key.kty == .oct ? key : try joseFailure { try key.publicKey }
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
            try arguments.expectPositionals(atMost: 0)
            let key = try Self.key(arguments)
            let token = try standardInput(.compactToken)
            console.outRaw(try joseFailure { try JWE.decrypt(token, with: key) })
        }
    )
}
