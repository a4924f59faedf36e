import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the standard streams are connected to, and so whether colour and live status lines are wanted.
///
/// The one rule of the tool: escape codes and spinners only on a terminal. Piped or redirected output, and
/// any run with `NO_COLOR` set to a non-empty value (no-color.org) or `TERM=dumb`, gets plain text.
struct Terminal: Sendable, Equatable {
    /// Whether standard output is a terminal.
    var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal.
    var stderrIsTerminal: Bool
    /// Whether the environment forbids colour (`NO_COLOR` non-empty, or `TERM=dumb`).
    var colorForbidden: Bool

    /// The streams of this process, judged with `environment`.
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Terminal {
        Terminal(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            colorForbidden: forbidsColor(environment))
    }

    /// Whether `environment` forbids colour: `NO_COLOR` set to a non-empty value, or `TERM=dumb`.
    static func forbidsColor(_ environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
    }

    /// Whether what goes to standard output may be coloured.
    var colorsStdout: Bool { stdoutIsTerminal && !colorForbidden }

    /// Whether what goes to standard error (an error's line) may be coloured.
    var colorsStderr: Bool { stderrIsTerminal && !colorForbidden }

    /// Whether a spinner may be drawn on standard error: both streams on a terminal (a spinner between
    /// piped results would end up in a log) and `TERM` not dumb.
    var showsSpinner: Bool { stderrIsTerminal && stdoutIsTerminal && !colorForbidden }
}
