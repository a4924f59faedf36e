import TesseraClient

/// A one-line spinner on standard error while a slow step runs, only on a terminal.
///
/// Nothing is drawn for the first ``delay``: a quick step shows nothing at all. The spinner is drawn with
/// carriage returns only (no escape codes) and erased when the step ends, so it never mixes with
/// results on standard output and never appears when either stream is piped (see ``Terminal/showsSpinner``).
enum Spinner {
    /// How long a step runs before the spinner appears.
    static let delay = Duration.milliseconds(300)
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Runs `body`, showing `label` with a spinner on standard error when it takes longer than ``delay``.
    static func run<T, E: Error>(
        _ label: String, console: Console, terminal: Terminal = .current(), _ body: () async throws(E) -> T
    ) async throws(E) -> T {
        guard terminal.showsSpinner else { return try await body() }
        let spinner = Task { () -> Int in
            try? await Task.sleep(for: delay)
            var frame = 0
            while !Task.isCancelled {
                console.status("\r\(frames[frame % frames.count]) \(label)")
                frame += 1
                try? await Task.sleep(for: .milliseconds(80))
            }
            return frame
        }
        let result: Result<T, E>
        do throws(E) {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
        spinner.cancel()
        if await spinner.value > 0 {
            console.status("\r" + String(repeating: " ", count: label.count + 2) + "\r")
        }
        return try result.get()
    }
}
