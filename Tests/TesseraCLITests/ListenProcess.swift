import Foundation
import TesseraCore
import TesseraTestSupport

/// `tessera sandbox listen` running in the background for a test: what it has printed so far, and waits
/// (bounded) for a line to appear.
final class ListenProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let printed = Locked((stdout: "", stderr: ""))
    /// The receiver URL and the signing secret from the "Ready:" line.
    private(set) var receiverURL = ""
    private(set) var secret = ""

    /// Starts the listener with `arguments` and waits for its "Ready:" line; throws with what it printed when
    /// it exits or prints none.
    init(_ arguments: [String], environment: [String: String]) async throws {
        process.executableURL = CLIProcess.executable
        process.arguments = ["sandbox", "listen"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = output
        process.standardError = errors
        let printed = printed
        output.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            printed.withLock { $0.stdout += text }
        }
        errors.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            printed.withLock { $0.stderr += text }
        }
        let process = process
        try await BlockingCall.run { try ProcessSpawning.spawn(process) }
        guard await waitFor("secret ") else { throw ListenError.notReady(stdout, stderr) }
        guard let ready = stdout.firstMatch(of: #/delivers to (\S+) .* signed with the secret (\S+)/#) else {
            throw ListenError.notReady(stdout, stderr)
        }
        receiverURL = String(ready.1)
        secret = String(ready.2)
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }

    /// Everything printed on standard output so far.
    var stdout: String { printed.value.stdout }
    /// Everything printed on standard error so far.
    var stderr: String { printed.value.stderr }

    /// Waits until `text` has been printed `count` times on standard output (or standard error), or the
    /// process exits; at most about 30 s, so a broken listener fails the test instead of hanging it.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, onStderr: Bool = false) async -> Bool {
        let (printed, process) = (printed, process)
        let seen: @Sendable () -> Bool = {
            let output = printed.withLock { onStderr ? $0.stderr : $0.stdout }
            return output.components(separatedBy: text).count - 1 >= count
        }
        _ = await eventually(rounds: 30_000) { seen() || !process.isRunning }
        return seen()
    }

    /// Sends SIGINT and waits for the exit; the exit status.
    func interrupt() async throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        let process = process
        return try await BlockingCall.run {
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    enum ListenError: Error {
        case notReady(String, String)
    }
}
