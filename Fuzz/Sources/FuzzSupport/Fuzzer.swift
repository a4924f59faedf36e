import CLibFuzzer
import Foundation

/// Runs libFuzzer over one fuzz target: SwiftPM gives each executable its own `main`, so the targets start
/// libFuzzer's driver themselves rather than linking libFuzzer's `main`.
public enum Fuzzer {
    /// Hands the process's arguments to libFuzzer and calls `body` with every input; never returns.
    public static func run(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        let status = tessera_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv, body)
        exit(status)
    }
}
