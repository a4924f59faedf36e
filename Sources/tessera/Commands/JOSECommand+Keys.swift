import Foundation
import JOSE
import TesseraClient

extension JOSECommand {
    /// `tessera jose keygen`: prints a new private JWK.
    struct Keygen: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "keygen",
            abstract: "Generate a private JWK: EC (P-256, P-384, P-521), RSA or symmetric (oct).",
            discussion: "Example: tessera jose keygen --kty EC --crv P-256 -o key.jwk"
        )

        @Option("--kty", valueName: "type", help: "EC, RSA or oct.", parser: .choice) var kty: JWK.KeyType
        @Option("--crv", valueName: "curve", help: "For EC only: P-256 (default), P-384 or P-521.", parser: .choice)
        var curve: JWK.Curve?
        @Option(
            "--size", valueName: "bits",
            help: "For RSA: 2048 (default) to 8192; for oct: 128 to 512 (default 256); a multiple of 8.",
            parser: .integer(in: 128...8192, expected: "a number of bits, a multiple of 8, from 128 to 8192"))
        var size: Int?
        @Option("--kid", valueName: "id", help: "A key identifier to put in the JWK.", parser: .nonEmpty) var kid:
            String?
        @Option(
            "-o", "--output", valueName: "file", help: "Write the key to this file, readable only by you (mode 0600).",
            parser: .nonEmpty)
        var output: String?

        func validate() throws {
            if kty != .ec, curve != nil {
                throw ValidationError("'--crv' applies only to '--kty EC'; leave it out for \(kty.rawValue).")
            }
            switch kty {
            case .ec:
                if size != nil { throw ValidationError("'--size' does not apply to '--kty EC'; use '--crv'.") }
            case .rsa:
                try checkSize(in: 2048...8192, for: "RSA")
            case .oct:
                try checkSize(in: 128...512, for: "oct")
            }
        }

        func run(on console: Console) throws {
            let key: JWK
            switch kty {
            case .ec: key = try joseFailure { try JWK.generate(curve: curve ?? .p256, kid: kid) }
            case .rsa: key = try joseFailure { try JWK.generateRSA(bits: size ?? 2048, kid: kid) }
            case .oct: key = try joseFailure { try JWK.generateSymmetric(bits: size ?? 256, kid: kid) }
            }
            guard let output else {
                console.out(key.jsonString())
                return
            }
            try PrivateFile.write(Data((key.jsonString() + "\n").utf8), to: output)
        }

        private func checkSize(in range: ClosedRange<Int>, for type: String) throws {
            guard let size, !range.contains(size) || size % 8 != 0 else { return }
            throw ValidationError(
                "Invalid value '\(size)' for '--size': \(type) keys have \(range.lowerBound) to \(range.upperBound) "
                    + "bits, a multiple of 8.")
        }
    }

    /// `tessera jose public`: prints the public part of a key.
    struct Public: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "public",
            abstract: "Print the public JWK of a private key, with its RFC 7638 thumbprint on standard error."
        )

        @Argument("jwk-file", help: "A JWK JSON file, or a PEM key or certificate.") var jwkFile: String

        func run(on console: Console) throws {
            let key = try readKey(at: jwkFile)
            let publicKey = try joseFailure { try key.publicKey }
            console.out(publicKey.jsonString())
            console.err("thumbprint: \(try joseFailure { try publicKey.thumbprint() })")
        }
    }
}
