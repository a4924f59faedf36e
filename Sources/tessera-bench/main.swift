import Foundation

let suites = BenchmarkSuites.all
let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print(
        """
        USAGE: tessera-bench [<suite> ...]
               tessera-bench --count <operation> <n>

        SUITES: \(suites.keys.sorted().joined(separator: ", "))
        OPERATIONS (--count runs one n times, untimed, for valgrind --tool=callgrind):
          \(CountedOperations.all.keys.sorted().joined(separator: ", "))
        """)
    exit(0)
}
if requested.first == "--count" {
    guard requested.count == 3, let count = Int(requested[2]), count >= 0 else {
        FileHandle.standardError.write(Data("Error: give an operation and a count, e.g. --count luhn 1000.\n".utf8))
        exit(64)
    }
    do {
        guard try CountedOperations.run(requested[1], count: count) else {
            let names = CountedOperations.all.keys.sorted().joined(separator: ", ")
            FileHandle.standardError.write(Data("Error: use one of these operations: \(names).\n".utf8))
            exit(64)
        }
    } catch {
        FileHandle.standardError.write(Data("Error: the operation could not be set up: \(error).\n".utf8))
        exit(1)
    }
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
