import Foundation
import TesseraCore
import TesseraTestSupport

@testable import tessera

/// A command-line fuzzer for `tessera`: random and mutated arguments built from every command's spec
/// (``RootCommand/spec``), run through the built binary.
///
/// Each run checks the contract of issue 10: no crash (the process exits; no signal, no `Fatal error`),
/// an exit status of 0, 1, 64 or 74 only, and no card number from the arguments in the output, unless
/// the run asked to see it (`--reveal`). Runs are reproducible
/// from the seed; a run that takes longer than ``runTimeout`` is killed and reported as a hang.
struct CLIFuzzer {
    /// One fuzzed command line and what went wrong with it, if anything.
    struct Finding: CustomStringConvertible {
        let arguments: [String]
        let problem: String
        var description: String { "\(problem): tessera \(arguments.map { "'\($0)'" }.joined(separator: " "))" }
    }

    /// The card numbers the fuzzer types, in ASCII digits (each is spelled in several scripts).
    static let cardNumbers = ["4111111111111111", "5555555555554444", "378282246310005", "6011111111111117"]
    /// How long one run may take before it counts as a hang.
    static let runTimeout: TimeInterval = 20

    /// Commands that run until interrupted, left out.
    static let longRunning: Set<String> = ["tessera sandbox serve"]

    private var random: SeededRandom
    /// Every command that runs something, by its full path, with its spec.
    let commands: [(path: String, spec: CommandSpec)]
    /// The folder runs start in and keep their state under.
    let workspace: URL

    init(seed: UInt64, workspace: URL) {
        random = SeededRandom(seed: seed)
        self.workspace = workspace
        var found: [(String, CommandSpec)] = []
        func walk(_ spec: CommandSpec, _ path: String) {
            if spec.run != nil, !Self.longRunning.contains(path) { found.append((path, spec)) }
            for sub in spec.subcommands { walk(sub, path + " " + sub.name) }
        }
        walk(RootCommand.spec, RootCommand.spec.name)
        commands = found
    }

    /// The next command line: a well-formed one from a spec, often mutated.
    mutating func nextArguments() -> [String] {
        let (path, spec) = commands[random.below(commands.count)]
        var words = Array(path.split(separator: " ").dropFirst().map(String.init))
        var options = spec.options.filter { _ in random.below(3) == 0 }
        options.shuffle(using: &random)
        for option in options {
            let name = option.names[random.below(option.names.count)]
            guard option.valueName != nil else {
                words.append(name)
                continue
            }
            let value = nextValue()
            if name.hasPrefix("--"), random.below(4) == 0 {
                words.append("\(name)=\(value)")
            } else {
                words += [name, value]
            }
        }
        var positionals = spec.arguments.count
        if random.below(5) == 0 { positionals = max(positionals + random.below(3) - 1, 0) }
        for _ in 0..<positionals { words.append(nextValue()) }
        if random.below(3) == 0 {
            for _ in 0...random.below(2) { mutate(&words) }
        }
        return words
    }

    /// Runs `arguments` on the binary: its exit status (nil when it did not exit), and what broke the
    /// contract, or nil.
    func check(_ arguments: [String], run: Int) -> (status: Int32?, finding: Finding?) {
        let process = Process()
        let finding = check(arguments, run: run, process: process)
        let exited = !process.isRunning && process.terminationReason == .exit
        return (exited ? process.terminationStatus : nil, finding)
    }

    private func check(_ arguments: [String], run: Int, process: Process) -> Finding? {
        process.executableURL = CLIProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = workspace
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_CONFIG_DIR"] = workspace.appendingPathComponent("config-\(run)").path
        environment["TESSERA_DATA_DIR"] = workspace.appendingPathComponent("data").path
        environment["TESSERA_DEBUG"] = ""
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try ProcessSpawning.spawn(process)
        } catch {
            return Finding(arguments: arguments, problem: "could not start: \(error)")
        }
        let timer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.runTimeout, execute: timer)
        let errorData = Locked(Data())
        let reader = Thread { errorData.replace(with: error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        // The reader ends at the pipe's end of file, which the exited child gave; bounded all the same (5 s).
        for _ in 0..<5000 where !reader.isFinished { usleep(1000) }
        let text = String(decoding: outputData, as: UTF8.self) + String(decoding: errorData.value, as: UTF8.self)
        if process.terminationReason == .uncaughtSignal {
            return Finding(arguments: arguments, problem: "killed by signal \(process.terminationStatus)")
        }
        guard [0, 1, 64, 74].contains(process.terminationStatus) else {
            return Finding(arguments: arguments, problem: "exit status \(process.terminationStatus)")
        }
        if text.contains("Fatal error") {
            return Finding(arguments: arguments, problem: "a fatal error was printed")
        }
        let shown = Self.compactDigits(text)
        for number in Self.cardNumbers where !Self.asksToSeeTheNumber(arguments) {
            let typed = arguments.contains { Self.compactDigits($0).contains(number) }
            if typed, shown.contains(number) {
                return Finding(arguments: arguments, problem: "the card number \(number) was printed")
            }
        }
        return nil
    }

    /// Whether the command line asks for the full number with `--reveal` (`card inspect`, `card image`).
    static func asksToSeeTheNumber(_ arguments: [String]) -> Bool {
        arguments.contains("--reveal")
    }

    /// `text` with every decimal digit in ASCII and the single spaces or dashes between digits removed,
    /// so that `４１１１ 1111-…` reads as `41111111…`.
    static func compactDigits(_ text: String) -> String {
        let characters = text.map { character -> Character in
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
            else { return character }
            return Character(String(Int(value)))
        }
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == " " || character == "-", index > 0, index + 1 < characters.count,
                characters[index - 1].isASCII && characters[index - 1].isNumber,
                characters[index + 1].isASCII && characters[index + 1].isNumber
            {
                continue
            }
            result.append(character)
        }
        return result
    }

    private mutating func nextValue() -> String {
        switch random.below(10) {
        case 0, 1: return spell(Self.cardNumbers[random.below(Self.cardNumbers.count)])
        case 2: return Self.awkward[random.below(Self.awkward.count)]
        case 3 where random.below(2) == 0: return String(repeating: "9", count: 1 + random.below(40))
        case 3: return String(Int64(bitPattern: random.next()) % 100_000)
        default: return Self.plausible[random.below(Self.plausible.count)]
        }
    }

    /// `number` in a random digit script, sometimes grouped by spaces or dashes.
    private mutating func spell(_ number: String) -> String {
        let zeros: [UInt32] = [0x30, 0x30, 0xFF10, 0x660, 0x6F0, 0x966]
        let zero = zeros[random.below(zeros.count)]
        let separator = ["", "", " ", "-"][random.below(4)]
        var text = ""
        for (index, scalar) in number.unicodeScalars.enumerated() {
            if index > 0, index % 4 == 0 { text += separator }
            text.unicodeScalars.append(Unicode.Scalar(zero + scalar.value - 0x30)!)
        }
        return text
    }

    private mutating func mutate(_ words: inout [String]) {
        guard !words.isEmpty else { return }
        let index = random.below(words.count)
        switch random.below(6) {
        case 0: words.remove(at: index)
        case 1: words.insert(words[index], at: index)
        case 2: words.swapAt(index, random.below(words.count))
        case 3: words.insert(nextValue(), at: random.below(words.count + 1))
        case 4:
            let other = commands[random.below(commands.count)].spec.options
            if let option = other.randomElement(using: &random) { words.insert(option.primaryName, at: index) }
        default:
            var scalars = Array(words[index].unicodeScalars)
            if !scalars.isEmpty { scalars.remove(at: random.below(scalars.count)) }
            words[index] = String(String.UnicodeScalarView(scalars))
        }
    }

    /// Values that make parsers stumble.
    static let awkward = [
        "", "-", "--", "-1", "=", "\u{1B}]0;title\u{07}", "\u{1B}[2J", "a\u{0}b", "\u{202E}x", "💳", "%s%n",
        String(repeating: "x", count: 5000), "../../../../etc/passwd", "/dev/zero", "/dev/full", "/nonexistent/x",
        "{\"kty\":\"EC\"}", "1e309", "NaN", "0x10", "٣", "١٢/٣٠",
    ]

    /// Values that are valid for some option.
    static let plausible = [
        "10/30", "01/20", "13/30", "2030-10", "USD", "EUR", "us", "1299", "0", "00000000-0000-0000-0000-000000000000",
        "EC", "RSA", "oct", "P-256", "P-521", "ES256", "RS256", "HS256", "ECDH-ES", "RSA-OAEP-256", "A128GCM",
        "A256CBC-HS512", "svg", "ansi", "cvc", "name", "de", "123", "emulator", "sandbox", "https://example.test",
        "gr4vy-id", "token", "merchant-id", "server", "timeout", "30", "1.5", "k=v", "key.jwk", "out.svg",
    ]
}

/// SplitMix64: a small, seedable generator, so a failing run can be replayed from its seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
