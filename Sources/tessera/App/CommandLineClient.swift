import Foundation
import TesseraApp

/// The Home and Admin tabs' link to the CLI: an endpoint request runs this `tessera` binary with the form's
/// options (Tokenize runs in this process instead, see ``tokenize(words:presenter:)``), so it is parsed, validated, sent (``ClientFactory/makeClient(settings:console:ephemeral:timeout:threeDS:environment:challengeClock:)``
/// with the saved settings, the in-process emulator by default) and remembered exactly as on the command line.
/// The settings are read and written through ``SettingsStore`` and ``SettingsKey``, as `tessera admin` does.
struct CommandLineClient: ClientService {
    /// The binary to run: this process's own executable.
    var executable = URL(fileURLWithPath: "/proc/self/exe")
    /// The environment the settings folder and the child process come from.
    var environment = ProcessInfo.processInfo.environment
    /// How long a minute of a challenge's timeout lasts (`--challenge-minute`), nil for a real minute.
    var challengeMinute: Double?

    func send(command: String, words: [String]) async -> ClientAnswer {
        let process = Process()
        process.executableURL = executable
        // --reset makes the form's fields the whole request: a field left blank is not filled from memory.
        process.arguments = ["--verbose", command] + words + ["--reset"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        var environment = environment
        environment["NO_COLOR"] = "1"
        // --reset forgets the fields before the run; a failed run puts them back, so only success changes them.
        let memory = FormMemory(environment: environment)
        let before = try? memory.load()
        process.environment = environment
        do {
            try process.run()
        } catch {
            return ClientAnswer(message: "Cannot run tessera (\(error.localizedDescription)); restart 'tessera app'.")
        }
        async let stdout = Self.readAll(output.fileHandleForReading)
        async let stderr = Self.readAll(errors.fileHandleForReading)
        let (json, report) = await (stdout, stderr)
        process.waitUntilExit()
        if process.terminationStatus == 0 {
            return ClientAnswer(json: Self.pretty(json), note: Self.failureReason(json))
        }
        if let before { try? memory.save(before) }
        return Self.answer(fromReport: report)
    }

    /// The answer a failed run's standard error gives: the `Error:` sentence, the HTTP status it names and the
    /// whole report (with the redacted body `--verbose` adds) as the detail.
    static func answer(fromReport report: String) -> ClientAnswer {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex { $0.hasPrefix("Error: ") } ?? 0
        let message =
            lines.indices.contains(start)
            ? String(lines[start].dropFirst(lines[start].hasPrefix("Error: ") ? 7 : 0)) : ""
        var status: Int?
        if let range = message.range(of: #"HTTP [1-5][0-9][0-9]"#, options: .regularExpression) {
            status = Int(message[range].suffix(3))
        }
        let detail = lines[start...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return ClientAnswer(
            status: status, message: message.isEmpty ? "The request failed with no message." : message,
            detail: detail.isEmpty ? nil : detail)
    }

    /// `json` indented with sorted keys (tokenize prints one line), or as it is when it is not JSON.
    static func pretty(_ json: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return json.trimmingCharacters(in: .newlines) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The `authentication.failure_reason` of a tokenize answer, if any.
    static func failureReason(_ json: String) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["authentication"] as? [String: Any])?["failure_reason"] as? String
    }

    private static func readAll(_ handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: String(decoding: handle.readDataToEndOfFile(), as: UTF8.self))
            }
        }
    }

    func remembered(command: String) -> [String: [String]] {
        (try? FormMemory(environment: environment).load())?[command] ?? [:]
    }

    /// The Admin tab's five keys (the DS configuration stays with `tessera admin`).
    static let keys: [SettingsKey] = [.gr4vyId, .token, .server, .timeout, .merchantId]

    func settings() -> [ClientSetting] {
        let settings = (try? SettingsStore(environment: environment).load()) ?? Settings()
        return Self.keys.map { key in
            switch key {
            case .gr4vyId: ClientSetting(key: key.rawValue, shown: settings.gr4vyId ?? "")
            case .token:
                ClientSetting(key: key.rawValue, shown: settings.token.map(AdminCommand.mask) ?? "", secret: true)
            case .server: ClientSetting(key: key.rawValue, shown: settings.server ?? "")
            case .timeout: ClientSetting(key: key.rawValue, shown: settings.timeout.map { String(Int($0)) } ?? "")
            case .merchantId, .dsConfig: ClientSetting(key: key.rawValue, shown: settings.merchantId ?? "")
            }
        }
    }

    func set(key: String, value: String) -> String? {
        guard let key = SettingsKey(rawValue: key), Self.keys.contains(key) else {
            return "The Admin tab has no setting '\(key)'; reload the page."
        }
        let store = SettingsStore(environment: environment)
        do {
            var settings = try store.load()
            if value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                key.unset(in: &settings)
            } else {
                do throws(SettingsValueError) {
                    try key.set(value, in: &settings)
                } catch {
                    return error.message
                }
            }
            try store.save(settings)
            return nil
        } catch {
            return ErrorReport(error).message
        }
    }
}
