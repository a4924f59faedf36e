import Foundation
import JOSE

extension JOSECommand {
    static let kty = Option(
        "--kty", valueName: "type", help: "EC, RSA or oct.", parser: ValueParser<JWK.KeyType>.choice
    )
    .required
    static let curve = Option(
        "--crv", valueName: "curve", help: "For EC only: P-256 (default), P-384 or P-521.",
        parser: ValueParser<JWK.Curve>.choice)
    static let size = Option(
        "--size", valueName: "bits",
        help: "For RSA: 2048 (default) to 8192; for oct: 128 to 512 (default 256); a multiple of 8.",
        parser: .integer(in: 128...8192, expected: "a number of bits, a multiple of 8, from 128 to 8192"))
    static let kid = Option.text("--kid", valueName: "id", help: "A key identifier to put in the JWK.")
    static let output = Option.text(
        "-o", "--output", valueName: "file", help: "Write the key to this file, readable only by you (mode 0600).")

    /// `tessera jose keygen`: prints a new private JWK.
    static let keygen = CommandSpec(
        name: "keygen",
        abstract: "Generate a private JWK: EC (P-256, P-384, P-521), RSA or symmetric (oct).",
        discussion: "Example: tessera jose keygen --kty EC --crv P-256 -o key.jwk",
        options: [kty, curve, size, kid, output],
        run: { arguments, console in
            let type = try arguments.required(kty)
            let bits = try arguments[size]
            let identifier = try arguments[kid]
            if type != .ec, try arguments[curve] != nil {
                throw arguments.usage("'--crv' applies only to '--kty EC'; leave it out for \(type.rawValue).")
            }
            let key: JWK
            switch type {
            case .ec:
                if bits != nil { throw arguments.usage("'--size' does not apply to '--kty EC'; use '--crv'.") }
                key = try joseFailure { try JWK.generate(curve: try arguments[curve] ?? .p256, kid: identifier) }
            case .rsa:
                try checkSize(bits, in: 2048...8192, for: "RSA", arguments)
                key = try joseFailure { try JWK.generateRSA(bits: bits ?? 2048, kid: identifier) }
            case .oct:
                try checkSize(bits, in: 128...512, for: "oct", arguments)
                key = try joseFailure { try JWK.generateSymmetric(bits: bits ?? 256, kid: identifier) }
            }
            guard let path = try arguments[output] else {
                console.out(key.jsonString())
                return
            }
            try PrivateFile.write(Data((key.jsonString() + "\n").utf8), to: path)
        }
    )

    private static func checkSize(
        _ bits: Int?, in range: ClosedRange<Int>, for type: String, _ arguments: ParsedArguments
    ) throws {
        guard let bits, !range.contains(bits) || bits % 8 != 0 else { return }
        throw arguments.usage(
            "Invalid value '\(bits)' for '--size': \(type) keys have \(range.lowerBound) to \(range.upperBound) bits, "
                + "a multiple of 8.")
    }

    static let jwkFile = ArgumentSpec(name: "jwk-file", help: "A JWK JSON file, or a PEM key or certificate.")

    /// `tessera jose public`: prints the public part of a key.
    static let publicKey = CommandSpec(
        name: "public",
        abstract: "Print the public JWK of a private key, with its RFC 7638 thumbprint on standard error.",
        arguments: [jwkFile],
        run: { arguments, console in
            let key = try readKey(at: arguments.positional(jwkFile) ?? "")
            let publicKey = try joseFailure { try key.publicKey }
            console.out(publicKey.jsonString())
            console.err("thumbprint: \(try joseFailure { try publicKey.thumbprint() })")
        }
    )
}
