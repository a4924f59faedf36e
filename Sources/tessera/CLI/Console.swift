import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics.
struct Console: Sendable {
    /// Whether `--debug` (or `TESSERA_DEBUG=1`) asked for the SDK's redacted HTTP log on standard error.
    var debug = false
    /// Whether `--verbose` asked for the redacted response body of an API error.
    var verbose = false

    /// Writes `text` and a newline to standard output.
    func out(_ text: String) {
        write(text + "\n", to: FileHandle.standardOutput)
    }

    /// Writes `text` and a newline to standard error.
    func err(_ text: String) {
        write(text + "\n", to: FileHandle.standardError)
    }

    /// Writes raw bytes to standard output (used for binary or pre-terminated output).
    func outRaw(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    private func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
