import Foundation
import JOSE

extension JOSECommand {
    /// `tessera jose keygen`: prints a new private JWK.
    static let keygen = CommandSpec(
        name: "keygen",
        abstract: "Generate a private JWK: EC (P-256, P-384, P-521), RSA or symmetric (oct).",
        options: [
            .value("--kty", valueName: "type", help: "EC, RSA or oct."),
            .value("--crv", valueName: "curve", help: "For EC: P-256 (default), P-384 or P-521."),
            .value("--size", valueName: "bits", help: "For RSA: 2048 (default) to 8192; for oct: 128 to 512 (256)."),
            .value("--kid", valueName: "id", help: "A key identifier to put in the JWK."),
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            let type: JWK.KeyType = try choice("--kty", arguments)
            let size = try arguments.value("--size", expected: "a number of bits", parse: { Int($0) })
            let kid = arguments.value("--kid")
            let key: JWK
            switch type {
            case .ec:
                let curve = try arguments.value("--crv", expected: "P-256, P-384 or P-521", parse: JWK.Curve.init)
                key = try joseFailure { try JWK.generate(curve: curve ?? .p256, kid: kid) }
            case .rsa:
                key = try joseFailure { try JWK.generateRSA(bits: size ?? 2048, kid: kid) }
            case .oct:
                key = try joseFailure { try JWK.generateSymmetric(bits: size ?? 256, kid: kid) }
            }
            if type != .ec, arguments.value("--crv") != nil {
                throw CLIError.usage("'--crv' applies only to '--kty EC'.", commandPath: arguments.commandPath)
            }
            console.out(key.jsonString())
        }
    )

    /// `tessera jose public`: prints the public part of a key.
    static let publicKey = CommandSpec(
        name: "public",
        abstract: "Print the public JWK of a private key, with its RFC 7638 thumbprint on standard error.",
        arguments: [ArgumentSpec(name: "jwk-file", help: "A JWK JSON file, or a PEM key or certificate.")],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 1)
            let key = try readKey(at: arguments.positional(0, name: "jwk-file"))
            let publicKey = try joseFailure { try key.publicKey }
            console.out(publicKey.jsonString())
            console.err("thumbprint: \(try joseFailure { try publicKey.thumbprint() })")
        }
    )
}
