import Foundation
import TesseraTestSupport

/// `tessera sandbox serve` running in the background for a test, and `curl` to talk to it.
final class ServeProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    /// The base URL the server printed.
    private(set) var url = ""

    /// Starts the server with `arguments`, waiting (off Swift concurrency's pool, see `BlockingCall`) for its
    /// "Listening on" line.
    init(_ arguments: [String] = [], environment: [String: String]) async throws {
        process.executableURL = CLIProcess.executable
        process.arguments = ["sandbox", "serve", "--port", "0"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = output
        process.standardError = errors
        let (process, output) = (process, output)
        let line = try await BlockingCall.run {
            try ProcessSpawning.spawn(process)
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            return line
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "Listening on ") else {
            process.terminate()
            throw ServeError.noURL(text)
        }
        url = String(text[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts a server with `arguments` on `sandbox`'s data folder and points `sandbox`'s settings at it, with
    /// a token of its development key.
    convenience init(serving sandbox: AdminCommandTests.Sandbox, arguments: [String] = []) async throws {
        try await self.init(arguments, environment: sandbox.environment)
        let token = try await sandbox.run(["sandbox", "token"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for (key, value) in [("server", url), ("token", token)] {
            let result = try await sandbox.run(["admin", "set", key, value])
            guard result.status == 0 else { throw ServeError.settings(result.stderr) }
        }
    }

    /// Stops a server the test left running (a failed expectation before ``interrupt(_:)``).
    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Sends `signal` (SIGINT unless told), waits for the exit, and returns the exit status and stderr.
    func interrupt(_ signal: Int32 = SIGINT) -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let log = errors.fileHandleForReading.readDataToEndOfFile()
        return (process.terminationStatus, String(decoding: log, as: UTF8.self))
    }

    /// Runs `curl` against the server: returns the status code and the body.
    func curl(_ method: String, _ path: String, token: String? = nil, body: String? = nil) async throws -> (Int, String)
    {
        var arguments = ["-s", "-X", method, "-w", "\n%{http_code}", url + path]
        if let token { arguments += ["-H", "Authorization: Bearer \(token)"] }
        if let body { arguments += ["-H", "Content-Type: application/json", "--data-binary", body] }
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = arguments
        let pipe = Pipe()
        curl.standardOutput = pipe
        let data = try await BlockingCall.run {
            try ProcessSpawning.spawn(curl)
            defer { curl.waitUntilExit() }
            return pipe.fileHandleForReading.readDataToEndOfFile()
        }
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
    }

    enum ServeError: Error {
        case noURL(String)
        /// `tessera admin set` failed, with this stderr.
        case settings(String)
    }
}
