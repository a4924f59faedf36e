import Foundation

/// A value behind a lock, shared between threads: the one lock-protected box of the package.
///
/// Every read and write goes through ``withLock(_:)``; keep the closure short and never call the same
/// box again from inside it (the lock is not re-entrant).
package final class Locked<Value> {
    // Safe (see the Sendable conformance below): `stored` is only touched while holding `lock`.
    private let lock = NSLock()
    private var stored: Value

    /// A box holding `value`.
    package init(_ value: Value) {
        self.stored = value
    }

    /// Runs `body` with the value while holding the lock, and returns what `body` returns (or throws what it throws).
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&stored)
    }

    /// Replaces the value; `newValue` is computed before the lock is taken.
    package func replace(with newValue: Value) {
        withLock { $0 = newValue }
    }

    /// A copy of the value, read under the lock.
    package var value: Value {
        withLock { $0 }
    }
}

// Safe: the value is only reached through `withLock`, which holds `lock`, and a Sendable value may be handed from one
// thread to another.
extension Locked: @unchecked Sendable where Value: Sendable {}
