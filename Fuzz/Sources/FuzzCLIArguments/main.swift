import FuzzSupport
import TesseraClient

@testable import TesseraCLI

// The CLI's argument parser: any words for any command of `tessera`, and the global options before them.
// Invariants: the words either parse or are refused as a usage error (exit 64) of one line for that command, never
// an undeclared option; the global options only take words out.

let commands = RootCommand.spec.walk()

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(Fuzzer.bytes(start, count))
    let (path, command) = commands[input.choice(commands.count)]
    var words = input.rest().split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let before = words
    _ = GlobalOptions.extract(from: &words, environment: [:])
    Fuzzer.require(words.count <= before.count, "the global options added words")
    do {
        _ = try ParsedArguments(words, command: command, commandPath: path)
    } catch let error as CLIError {
        guard case .usage(let message, let commandPath) = error else {
            Fuzzer.require(false, "the parser answered \(error) for \(path)")
            return 0
        }
        Fuzzer.require(commandPath == path, "a usage error for \(commandPath), not \(path)")
        Fuzzer.require(!message.isEmpty, "an empty usage error")
        if !words.contains(where: { $0.contains("\n") }) {
            // Console shows other control characters as escapes; a line break in a word is echoed as typed.
            Fuzzer.require(!message.contains("\n"), "the usage error is not one line: \(message)")
        }
        Fuzzer.require(error.exitCode == 64, "a usage error exits \(error.exitCode)")
    } catch {
        Fuzzer.require(false, "the parser threw \(type(of: error))")
    }
    return 0
}

Fuzzer.run(testOneInput)
