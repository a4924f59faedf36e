import Foundation
import Gr4vyClient
import TesseraClient

/// Runs an API call with the client the settings make and prints its response as JSON on stdout.
///
/// The JSON is coloured only when standard output is a terminal and `NO_COLOR` is unset; `--output FILE`
/// writes it plain to a file instead. A call slower than ``Spinner/delay`` shows a spinner on a terminal.
/// A ``Gr4vyError`` is not caught here: ``ErrorReport`` prints it, the one error style of every command.
enum ResponseOutput {
    /// Prints `value` as pretty-printed JSON with sorted keys: to `file` (mode 0600) when given, else on
    /// standard output, coloured when `terminal` allows it.
    static func print<T: Encodable>(
        _ value: T, on console: Console, to file: String? = nil, terminal: Terminal = .current()
    ) throws {
        try emit(try PrettyJSON.text(value), on: console, to: file, terminal: terminal)
    }

    /// Writes the JSON text `json` to `file` (mode 0600) when given, else on standard output, coloured when
    /// `terminal` allows it.
    static func emit(_ json: String, on console: Console, to file: String?, terminal: Terminal = .current()) throws {
        let json = PrettyJSON.tidy(json)
        if let file {
            try PrivateFile.write(Data((json + "\n").utf8), to: file)
            console.err("Wrote the response to \(file).")
            return
        }
        console.out(terminal.colorsStdout ? JSONHighlighter.highlight(json) : json)
    }

    /// Runs `operation` with the client layer over the saved settings (see ``EndpointClient``) and prints its
    /// result (to `output`, the command's `--output`, when given).
    static func run<T: Encodable & Sendable>(
        output: String?, _ console: Console, ephemeral: Bool? = nil, _ operation: (EndpointClient) async throws -> T
    ) async throws {
        let client = EndpointClient(console: console, ephemeral: ephemeral)
        _ = try client.settings()
        // The spinner covers the emulator's first start (opening its store) as well as the request.
        let response = try await Spinner.run("Waiting for the API…", console: console) { () async throws -> T in
            try await operation(client)
        }
        try print(response, on: console, to: output)
    }
}

/// A list printed as the API sends it, `{"items": […]}`, although the SDK's list calls return the array.
struct ItemList<Item: Encodable & Sendable>: Encodable, Sendable {
    let items: [Item]
}
