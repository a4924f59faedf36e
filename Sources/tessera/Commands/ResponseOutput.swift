import Foundation
import Gr4vyClient

/// Runs an API call with the client the settings make and prints its response as JSON on stdout.
///
/// A ``Gr4vyError`` is not caught here: ``ErrorReport`` prints it, the one error style of every command.
enum ResponseOutput {
    /// Prints `value` as pretty-printed JSON with sorted keys.
    static func print<T: Encodable>(_ value: T, on console: Console) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        console.out(String(decoding: data, as: UTF8.self))
    }

    /// Runs `operation` with the client for the saved settings (see ``ClientFactory``) and prints its result.
    static func run<T: Encodable & Sendable>(
        console: Console, ephemeral: Bool? = nil, _ operation: (Gr4vy) async throws(Gr4vyError) -> T
    ) async throws {
        let settings = try SettingsStore().load()
        let gr4vy = try ClientFactory.makeClient(settings: settings, console: console, ephemeral: ephemeral)
        try print(try await operation(gr4vy), on: console)
    }
}
