import Foundation
import TesseraTestSupport
import Testing

/// Random and mutated command lines from every command's spec: no crash, exit 0/1/64/74 only, no
/// card number from the input in the output.
///
/// Bounded in time: `TESSERA_FUZZ_SECONDS` (default 20) and at most `TESSERA_FUZZ_RUNS` runs (default
/// 400). `TESSERA_FUZZ_SEED` replays a run; the seed is printed with every finding.
@Suite struct CLIFuzzTests {
    @Test func fuzzedCommandLinesKeepTheContract() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["TESSERA_FUZZ_SECONDS"].flatMap(Double.init) ?? 20
        let runs = environment["TESSERA_FUZZ_RUNS"].flatMap(Int.init) ?? 400
        let seed = environment["TESSERA_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        // The runs wait for child processes, so they go on a thread of their own (see `BlockingCall`); the
        // findings are recorded here, in the test's task.
        let (commands, done, statuses, findings) = try await BlockingCall.run {
            var fuzzer = CLIFuzzer(seed: seed, workspace: workspace)
            let deadline = Date().addingTimeInterval(seconds)
            var done = 0
            var statuses: [Int32: Int] = [:]
            var findings: [String] = []
            while done < runs, Date() < deadline {
                let arguments = fuzzer.nextArguments()
                let outcome = fuzzer.check(arguments, run: done)
                if let finding = outcome.finding { findings.append("run \(done): \(finding)") }
                if let status = outcome.status { statuses[status, default: 0] += 1 }
                done += 1
            }
            return (fuzzer.commands.count, done, statuses, findings)
        }
        #expect(commands >= 20, "every command of RootCommand.spec is fuzzed")
        for finding in findings { Issue.record("TESSERA_FUZZ_SEED=\(seed), \(finding)") }
        #expect(done > 0)
        // The runs reach past the parser: some succeed and some fail at run time, not only usage errors.
        if done >= 200 {
            #expect(statuses[0, default: 0] > 0 && statuses[1, default: 0] > 0, "seed \(seed): \(statuses)")
        }
        print("CLI fuzzer: \(done) runs, seed \(seed), exit statuses \(statuses.sorted { $0.key < $1.key })")
    }

    @Test func theCardNumberCheckSeesEveryScriptAndGrouping() {
        for text in ["4111 1111 1111 1111", "４１１１-１１１１-１１１１-１１１１", "٤١١١١١١١١١١١١١١١"] {
            #expect(CLIFuzzer.compactDigits("x \(text) y").contains("4111111111111111"))
        }
        #expect(!CLIFuzzer.compactDigits("411111******1111").contains("4111111111111111"))
    }
}
