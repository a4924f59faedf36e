import Foundation
import TesseraCore
import Transport

/// The SDK's debug log: off when the process starts, switched on for the whole process by
/// `Gr4vy(…, debugMode: true)` or ``enable()``, or for the calls of one task by ``capture(into:isolation:_:)``.
///
/// Every line is redacted before it is written: card numbers, security codes, tokens and the other
/// secrets Tessera's `Redactor` knows. Lines go to standard output, as the SDK prints them, unless
/// ``output`` names another sink (the `tessera` CLI sends them to standard error).
public struct Gr4vyLogger {
    private static let state = Locked((enabled: false, output: LogSink.standardOutput))
    private static let redactor = Redactor()
    /// Where the calls of the current task log while a ``capture(into:isolation:_:)`` runs; nil otherwise.
    @TaskLocal private static var taskOutput: LogSink?

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

    /// Runs `body` with the log of every SDK call made in it (in this task and the tasks it starts) written to
    /// `sink` instead, redacted as always, whether or not the log is on for the process. Calls made by other
    /// tasks at the same time are not affected: a server can show each request its own lines.
    ///
    /// ```swift
    /// let lines = Locked<[String]>([])
    /// let options = try await Gr4vyLogger.capture(into: LogSink { line in lines.withLock { $0.append(line) } }) {
    ///     try await gr4vy.paymentOptions.list(request: request)
    /// }
    /// ```
    public static func capture<T>(
        into sink: LogSink, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await $taskOutput.withValue(sink, operation: body)
    }

    /// Whether a ``capture(into:isolation:_:)`` runs for the current task (its calls log whatever their
    /// `debugMode`).
    static var isCapturing: Bool { taskOutput != nil }

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

    /// Writes the line `make` builds, building it only while the log is on: to the current task's capture when
    /// one runs, else to ``output``.
    private static func emit(_ make: () -> String) {
        if let taskOutput {
            taskOutput.write(make())
            return
        }
        let (enabled, output) = state.value
        guard enabled else { return }
        output.write(make())
    }
}
