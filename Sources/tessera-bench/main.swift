import Foundation

let suites = BenchmarkSuites.all
let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print("USAGE: tessera-bench [<suite> ...]\n\nSUITES: \(suites.keys.sorted().joined(separator: ", "))")
    exit(0)
}
let names = requested.isEmpty ? suites.keys.sorted() : requested
for name in names {
    guard let suite = suites[name] else {
        FileHandle.standardError.write(Data("Error: unknown suite '\(name)'. Suites: \(suites.keys.sorted())\n".utf8))
        exit(64)
    }
    print("== \(name)")
    await suite()
}
