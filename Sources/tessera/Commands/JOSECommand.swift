import Foundation
import JOSE
import TesseraClient

/// `tessera jose`: keys, JWE and JWS from the command line, for people debugging 3-D Secure and tokens.
enum JOSECommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "jose",
        abstract: "Generate JWKs and encrypt, decrypt, sign and verify compact JOSE tokens.",
        discussion: """
            Keys are JWK JSON files (PEM keys are read too). Payloads and tokens are read from standard input and \
            results written to standard output, so commands chain with pipes:
              tessera jose keygen --kty EC --crv P-256 -o key.jwk
              echo hello | tessera jose encrypt --key key.jwk --alg ECDH-ES --enc A128CBC-HS256 \\
                | tessera jose decrypt --key key.jwk
            """,
        subcommands: [Keygen.spec, Public.spec, Encrypt.spec, Decrypt.spec, Sign.spec, Verify.spec]
    )

    /// `--key <jwk-file>`, the key of the token commands.
    struct KeyFile: ParsableArguments {
        @Option(
            "--key", valueName: "jwk-file", help: "The key: a JWK JSON file, or a PEM key or certificate.",
            parser: .nonEmpty)
        var path: String

        /// Reads the key file.
        func read() throws -> JWK {
            try readKey(at: path)
        }
    }

    /// `--kid <id>`, the header's key id in `encrypt` and `sign`.
    static let headerKid = Option.text("--kid", valueName: "id", help: "A 'kid' for the header (default: the key's).")

    /// Reads a JWK (or PEM key) from the file at `path`.
    static func readKey(at path: String) throws -> JWK {
        let file: Data?
        do {
            file = try InputReader.file(at: path, limit: .keyFile)
        } catch {
            throw CLIError.failure(InputReader.message(error, source: "the key file '\(path)'"))
        }
        guard let data = file else {
            throw CLIError.failure(
                "Cannot read the key file '\(path)': no such file; give a JWK JSON file or a PEM key.")
        }
        do {
            if let text = String(data: data, encoding: .utf8), text.contains("-----BEGIN ") {
                return try JWK(pem: text)
            }
            return try JWK.parse(data)
        } catch let error as JOSEError {
            throw CLIError.failure("The key file '\(path)' is not usable: \(error.description)")
        }
    }

    /// The compact token on standard input without the one line break (`\n` or `\r\n`) that `echo` or an
    /// editor puts after it; JOSE refuses a token that still ends with one.
    static func standardInputToken() throws -> Data {
        var token = try InputReader.standardInput(.compactToken)
        if token.last == UInt8(ascii: "\n") {
            token.removeLast()
            if token.last == UInt8(ascii: "\r") { token.removeLast() }
        }
        return token
    }

    /// Runs `body`, turning a ``JOSEError`` into a failure with its message.
    static func joseFailure<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as JOSEError {
            throw CLIError.failure(error.description)
        }
    }
}
