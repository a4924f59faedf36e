import Foundation
import JOSE

/// `tessera jose`: keys, JWE and JWS from the command line, for people debugging 3-D Secure and tokens.
enum JOSECommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "jose",
        abstract: "Generate JWKs and encrypt, decrypt, sign and verify compact JOSE tokens.",
        discussion: """
            Keys are JWK JSON files (PEM keys are read too). Payloads and tokens are read from standard input and \
            results written to standard output, so commands chain with pipes:
              tessera jose keygen --kty EC --crv P-256 > key.json
              echo hello | tessera jose encrypt --key key.json --alg ECDH-ES --enc A128CBC-HS256 \\
                | tessera jose decrypt --key key.json
            """,
        subcommands: [keygen, publicKey, encrypt, decrypt, sign, verify]
    )

    /// The `--key` option shared by the token commands.
    static let keyOption = OptionSpec.value(
        "--key", valueName: "jwk-file", help: "The key: a JWK JSON file, or a PEM key or certificate.")

    /// Reads the key file named by `--key`, or throws a usage error when it is missing.
    static func key(_ arguments: ParsedArguments) throws -> JWK {
        guard let path = arguments.value("--key") else {
            throw CLIError.usage("Missing expected option '--key <jwk-file>'.", commandPath: arguments.commandPath)
        }
        return try readKey(at: path)
    }

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

    /// Everything on standard input, refused past `limit`.
    static func standardInput(_ limit: InputLimit) throws -> Data {
        try InputReader.standardInput(limit)
    }

    /// The value of option `name` parsed as a `T` by raw value, with a usage error listing the choices.
    static func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ arguments: ParsedArguments) throws -> T
    where T.RawValue == String {
        let choices = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard let value = try arguments.value(name, expected: "one of \(choices)", parse: T.init(rawValue:)) else {
            throw CLIError.usage(
                "Missing expected option '\(name)' (one of \(choices)).", commandPath: arguments.commandPath)
        }
        return value
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
