/// The options every command accepts anywhere before `--`, removed before commands parse.
struct GlobalOptions: Equatable {
    /// `--debug` or `TESSERA_DEBUG=1`: log every HTTP exchange of the client, redacted, to standard error.
    var debug = false
    /// `--verbose`: with an API error, also print the redacted response body.
    var verbose = false

    /// How they appear in the root command's help.
    static let help: [OptionSpec] = [
        Flag("--debug", help: "Log each HTTP exchange of an API command, redacted, to stderr (or TESSERA_DEBUG=1).")
            .spec,
        Flag("--verbose", help: "With an API error, also print the response body, redacted.").spec,
        Flag("--version", help: "Show the version.").spec,
    ]

    /// Removes every `--debug` and `--verbose` before a `--` from `words` and returns what was asked for.
    static func extract(from words: inout [String], environment: [String: String]) -> GlobalOptions {
        let end = words.firstIndex(of: "--") ?? words.endIndex
        let head = words[..<end]
        let fromEnvironment = ["1", "true", "yes"].contains(environment["TESSERA_DEBUG"]?.lowercased() ?? "")
        let options = GlobalOptions(
            debug: head.contains("--debug") || fromEnvironment, verbose: head.contains("--verbose"))
        words = head.filter { $0 != "--debug" && $0 != "--verbose" } + words[end...]
        return options
    }
}
