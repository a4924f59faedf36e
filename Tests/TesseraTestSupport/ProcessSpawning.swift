import Dispatch
import Foundation

/// Keeps child processes from being spawned while a test holds more than a thousand descriptors open.
///
/// On Linux, Foundation's `Process.run()` lists `/proc/self/fd` to close every inherited descriptor,
/// copying each directory entry's full 256-byte name field; with a listing that long, the copy of the
/// last entry can run past the end of the directory buffer and crash the test process. Tests that open
/// many connections run inside ``exclusively(_:)`` on a thread of their own, and every `Process.run()`
/// in the tests goes through ``spawn(_:)``.
public enum ProcessSpawning {
    private static let gate = DispatchSemaphore(value: 1)

    /// Runs `body` while no child process is being spawned. Call it from a thread of your own (it
    /// blocks), and do not wait for Swift concurrency's pool inside `body`.
    public static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
        gate.wait()
        defer { gate.signal() }
        return try body()
    }

    /// Starts `process` once no test holds many descriptors open.
    public static func spawn(_ process: Process) throws {
        try exclusively { try process.run() }
    }
}
