import Foundation
import TesseraCore
import TesseraTestSupport

/// Runs the built `tessera` binary as a child process and captures what it prints.
struct CLIProcess {
    /// What one run produced.
    struct Result: Sendable {
        /// The exit status.
        let status: Int32
        /// Everything written to standard output.
        let stdout: String
        /// Everything written to standard error.
        let stderr: String
    }

    /// The built `tessera` executable, which SwiftPM places beside the test bundle.
    static var executable: URL {
        #if os(macOS)
            let directory = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
                .deletingLastPathComponent()
        #else
            let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent()
        #endif
        return directory.appendingPathComponent("tessera")
    }

    /// Runs `tessera` with `arguments`, feeding `stdin`, with extra `environment` entries, on a thread of
    /// its own (see `BlockingCall`).
    static func run(
        _ arguments: [String],
        stdin: String = "",
        environment: [String: String] = [:]
    ) async throws -> Result {
        try await BlockingCall.run { try runBlocking(arguments, stdin: stdin, environment: environment) }
    }

    private static func runBlocking(_ arguments: [String], stdin: String, environment: [String: String]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        // A run that names no settings folder gets its own, so remembered forms never reach the user's.
        if env["TESSERA_CONFIG_DIR"] == nil {
            env["TESSERA_CONFIG_DIR"] =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("tessera-run-\(UUID().uuidString)").path
        }
        process.environment = env
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try ProcessSpawning.spawn(process)
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output on one cannot block the child.
        let errorData = Locked(Data())
        let reader = Thread { errorData.replace(with: error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // The reader ends at the pipe's end of file, which the exited child gave; bounded all the same (5 s).
        for _ in 0..<5000 where !reader.isFinished { usleep(1000) }
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self)
        )
    }
}
