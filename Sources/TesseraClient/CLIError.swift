/// An error that ends a `tessera` command with a message on stderr and a conventional exit status.
package enum CLIError: Error, Equatable {
    /// The command line was wrong: exit 64, followed by the usage line and a pointer to `--help`.
    case usage(String, commandPath: String)
    /// The command ran and failed: exit 1.
    case failure(String)

    /// The process exit status for this error.
    package var exitCode: Int32 {
        switch self {
        case .usage: ExitCode.usage
        case .failure: ExitCode.failure
        }
    }
}

/// Exit statuses of the `tessera` tool (sysexits-style).
package enum ExitCode {
    /// The command did what was asked.
    package static let success: Int32 = 0
    /// The command ran and failed.
    package static let failure: Int32 = 1
    /// The command line was malformed (`EX_USAGE`).
    package static let usage: Int32 = 64
    /// Standard output could not be written (`EX_IOERR`).
    package static let ioError: Int32 = 74
}
