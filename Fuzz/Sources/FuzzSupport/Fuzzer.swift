import CLibFuzzer
import Dispatch
import Foundation

/// Runs libFuzzer over one fuzz target and checks the target's invariants.
///
/// SwiftPM gives each executable its own `main`, so a target defines `LLVMFuzzerTestOneInput` (libFuzzer's
/// runtime needs the symbol) and then calls ``run(_:)``, which starts libFuzzer's driver with the process's
/// arguments (`-runs=`, `-max_total_time=`, corpus folders, …).
public enum Fuzzer {
    /// The signature of `LLVMFuzzerTestOneInput`.
    public typealias Entry = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Hands the process's arguments to libFuzzer, which calls `entry` with every input; never returns.
    public static func run(_ entry: Entry) -> Never {
        exit(tessera_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv, entry))
    }

    /// The input libFuzzer passed, as bytes.
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Stops the run with `message` when an invariant does not hold; libFuzzer saves the input as a crash.
    public static func require(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition else { return }
        FileHandle.standardError.write(Data("Invariant broken at \(file):\(line): \(message())\n".utf8))
        abort()
    }

    /// Runs `body` to completion from the synchronous fuzz entry point.
    public static func wait<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.set(await body())
            done.signal()
        }
        done.wait()
        return box.get()
    }
}

/// A value handed from a task to the thread waiting for it.
// Safe: `value` is only read and written while holding `lock`.
private final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func set(_ newValue: Value) { lock.withLock { value = newValue } }

    func get() -> Value { lock.withLock { value! } }
}
