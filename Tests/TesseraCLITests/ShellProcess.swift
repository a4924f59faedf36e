import Foundation
import TesseraCore
import TesseraTestSupport

/// Runs a bash script with `$TESSERA` naming the built binary, for what only a shell sets up: a
/// redirection to `/dev/full`, an ignored `SIGPIPE`, a memory limit.
enum ShellProcess {
    /// Where the script's standard output or error goes.
    enum Sink: Sendable {
        /// A pipe the test reads.
        case captured
        /// A pipe whose reading end is closed before the script starts: every write fails with `EPIPE`.
        case closedPipe
    }

    /// Runs `script` with the extra `environment` entries; stdin is `/dev/null`. The wait happens on a thread
    /// of its own (see `BlockingCall`).
    static func run(
        _ script: String,
        environment: [String: String] = [:],
        stdout: Sink = .captured,
        stderr: Sink = .captured
    ) async throws -> CLIProcess.Result {
        try await BlockingCall.run {
            try runBlocking(script, environment: environment, stdout: stdout, stderr: stderr)
        }
    }

    /// Runs `script` as ``run(_:environment:stdout:stderr:)`` does, blocking the calling thread: only for
    /// what cannot await (a static probe, a `defer`).
    static func runBlocking(
        _ script: String, environment: [String: String] = [:], stdout: Sink = .captured, stderr: Sink = .captured
    ) throws -> CLIProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var env = ProcessInfo.processInfo.environment
        env["TESSERA"] = CLIProcess.executable.path
        env["TESSERA_DEBUG"] = ""
        env.merge(environment) { _, new in new }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        if stdout == .closedPipe { try output.fileHandleForReading.close() }
        if stderr == .closedPipe { try error.fileHandleForReading.close() }
        try ProcessSpawning.spawn(process)
        let errorData = Locked(Data())
        let reader = Thread {
            if stderr == .captured { errorData.replace(with: error.fileHandleForReading.readDataToEndOfFile()) }
        }
        reader.start()
        let outputData = stdout == .captured ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        // The reader ends at the pipe's end of file, which the exited child gave; bounded all the same (5 s).
        for _ in 0..<5000 where !reader.isFinished { usleep(1000) }
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return CLIProcess.Result(
            status: status,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }
}
