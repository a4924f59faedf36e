import Foundation
import Gr4vyClient
import Transport

/// Prints responses as pretty JSON on stdout and turns ``Gr4vyError``s into failures on stderr.
enum ResponseOutput {
    /// Prints `value` as pretty-printed JSON with sorted keys.
    static func print<T: Encodable>(_ value: T, on console: Console) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        console.out(String(decoding: data, as: UTF8.self))
    }

    /// Runs a request with the client the settings make, prints its response, and reports its error.
    static func run<T: Encodable & Sendable>(
        console: Console,
        _ operation: (Gr4vy) async throws(Gr4vyError) -> T
    ) async throws {
        let settings = try SettingsStore().load()
        let gr4vy = try ClientFactory.makeClient(settings: settings, debug: console.debug)
        let response: T
        do throws(Gr4vyError) {
            response = try await operation(gr4vy)
        } catch {
            throw CLIError.failure(describe(error))
        }
        try print(response, on: console)
    }

    /// The most characters of an error body that are printed.
    static let errorBodyLimit = 100_000

    /// The failure text of `error`: status and message, then the whole error body as pretty JSON (or
    /// text), with card numbers, tokens and secret fields redacted in case a server echoes them.
    static func describe(_ error: Gr4vyError) -> String {
        guard let data = error.responseData, !data.isEmpty else {
            return error.description
        }
        return error.description + "\n" + Redactor().redact(body: data, limit: errorBodyLimit)
    }
}
