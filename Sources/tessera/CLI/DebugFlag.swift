/// The global `--debug` flag, accepted anywhere before `--` and removed before commands parse.
enum DebugFlag {
    /// The flag's spelling.
    static let name = "--debug"

    /// Removes every `--debug` before a `--` from `words`, returning whether it (or `TESSERA_DEBUG=1`)
    /// was given.
    static func extract(from words: inout [String], environment: [String: String]) -> Bool {
        let end = words.firstIndex(of: "--") ?? words.endIndex
        let given = words[..<end].contains(name)
        words = words[..<end].filter { $0 != name } + words[end...]
        let fromEnvironment = ["1", "true", "yes"].contains(environment["TESSERA_DEBUG"]?.lowercased() ?? "")
        return given || fromEnvironment
    }
}
