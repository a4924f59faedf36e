import Foundation
import TesseraCore
import Transport

/// The SDK's debug log: off when the process starts, switched on for the whole process by
/// `Gr4vy(…, debugMode: true)` or ``enable()``.
///
/// Every line is redacted before it is written: card numbers, security codes, tokens and the other
/// secrets Tessera's `Redactor` knows. Lines go to standard output, as the SDK prints them, unless
/// ``output`` names another sink (the `tessera` CLI sends them to standard error).
public struct Gr4vyLogger {
    private static let state = Locked((enabled: false, output: LogSink.standardOutput))
    private static let redactor = Redactor()

    /// Switches the log on for the whole process.
    public static func enable() {
        state.withLock { $0.enabled = true }
    }

    /// Switches the log off.
    public static func disable() {
        state.withLock { $0.enabled = false }
    }

    /// Whether the log is on.
    public static var isEnabled: Bool { state.value.enabled }

    /// Where the lines go; standard output unless replaced.
    public static var output: LogSink {
        get { state.value.output }
        set { state.withLock { $0.output = newValue } }
    }

    /// Writes `🔍 [Gr4vy] <message>`.
    public static func log(_ message: String) {
        emit { "🔍 [Gr4vy] " + redacted(message) }
    }

    /// Writes `❌ [Gr4vy] <message>`.
    public static func error(_ message: String) {
        emit { "❌ [Gr4vy] " + redacted(message) }
    }

    /// Writes `🌐 [Gr4vy] <message>`.
    public static func network(_ message: String) {
        emit { "🌐 [Gr4vy] " + redacted(message) }
    }

    /// Writes a `Debug:` header line and then `object`: `Data` as redacted UTF-8 text (or its size when it
    /// is not text), anything else as its description, redacted.
    public static func debug(_ object: Any) {
        emit {
            let text: String
            if let data = object as? Data {
                text = String(data: data, encoding: .utf8).map(redacted) ?? "Binary data (\(data.count) bytes)"
            } else {
                text = redacted(String(describing: object))
            }
            return "🔍 [Gr4vy] Debug:\n" + text
        }
    }

    /// Writes a line of an exchange the debug middleware has already redacted.
    static func exchange(_ line: String) {
        emit { line }
    }

    /// `message` with secrets replaced: JSON by field name and shape, other text by shape.
    private static func redacted(_ message: String) -> String {
        redactor.redact(body: Data(message.utf8), limit: Redactor.maximumBodyBytes)
    }

    /// Writes the line `make` builds, building it only while the log is on.
    private static func emit(_ make: () -> String) {
        let (enabled, output) = state.value
        guard enabled else { return }
        output.write(make())
    }
}
