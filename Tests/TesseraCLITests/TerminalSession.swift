import Foundation
import TesseraCore
import TesseraTestSupport

/// A shell command run on a pseudo-terminal by script(1), which a test types on as the screen asks: each key
/// goes out once the screen shows what it answers, so no test waits a fixed time for a program to get ready.
///
/// Every wait is for something the program prints, bounded (about 30 s) so a broken program fails its test
/// instead of hanging it.
final class TerminalSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let printed = Locked(Screen())

    /// Starts `command` (a shell command line; `$TESSERA` names the built binary) on a new pseudo-terminal, with
    /// `TERM=xterm`, `NO_COLOR=1` and the extra `environment` entries.
    init(_ command: String, environment: [String: String] = [:]) async throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        var env = ProcessInfo.processInfo.environment
        env["TESSERA"] = CLIProcess.executable.path
        env["TESSERA_DEBUG"] = ""
        env["TERM"] = "xterm"
        env["NO_COLOR"] = "1"
        env.merge(environment) { _, new in new }
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let printed = printed
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            printed.withLock { $0.append(data) }
        }
        let process = process
        try await BlockingCall.run { try ProcessSpawning.spawn(process) }
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        output.fileHandleForReading.readabilityHandler = nil
    }

    /// Everything the terminal showed so far, escape codes included.
    var screen: String { String(decoding: printed.value.raw, as: UTF8.self) }

    /// What the terminal showed so far without its CSI escape codes (`ESC [ params letter`).
    var text: String { String(decoding: printed.value.plain, as: UTF8.self) }

    /// Waits until the terminal has shown `text` (escape codes aside), or the command has ended.
    @discardableResult
    func waitFor(_ text: String) async -> Bool {
        let (printed, process) = (printed, process)
        let shown: @Sendable () -> Bool = { String(decoding: printed.value.plain, as: UTF8.self).contains(text) }
        _ = await eventually(rounds: 30_000) { shown() || !process.isRunning }
        return shown()
    }

    /// Types `keys` on the terminal.
    func type(_ keys: String) {
        input.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Waits for the command to end (terminating it after about 30 s), then ends the typing; its exit status
    /// and everything the terminal showed.
    func finish() async throws -> CLIProcess.Result {
        let process = process
        if !(await eventually(rounds: 30_000) { !process.isRunning }) {
            process.terminate()
        }
        try await BlockingCall.run { process.waitUntilExit() }
        try input.fileHandleForWriting.close()
        output.fileHandleForReading.readabilityHandler = nil
        let rest = try output.fileHandleForReading.readToEnd() ?? Data()
        printed.withLock { $0.append(rest) }
        return CLIProcess.Result(status: process.terminationStatus, stdout: screen, stderr: "")
    }
}

/// What a terminal showed: the bytes as they came, and the same without CSI escape codes, kept up to date as
/// bytes arrive (a code split between two reads is held until it ends).
private struct Screen {
    var raw = Data()
    var plain: [UInt8] = []
    /// The start of an escape code not yet ended.
    private var code: [UInt8] = []

    mutating func append(_ data: Data) {
        raw.append(data)
        for byte in data { take(byte) }
    }

    private mutating func take(_ byte: UInt8) {
        switch (code.count, byte) {
        case (0, 0x1B): code = [byte]
        case (0, _): plain.append(byte)
        case (1, UInt8(ascii: "[")): code.append(byte)
        case (2..., UInt8(ascii: "0")...UInt8(ascii: "9")), (2..., UInt8(ascii: ";")), (2..., UInt8(ascii: "?")):
            code.append(byte)
        case (2..., UInt8(ascii: "A")...UInt8(ascii: "Z")), (2..., UInt8(ascii: "a")...UInt8(ascii: "z")): code = []
        default:
            // Not a CSI code after all: what looked like its start is text.
            plain += code
            code = []
            take(byte)
        }
    }
}
