import Foundation

/// The clock and id generator the emulator uses, injected so tests can fix them.
public struct SandboxEnvironment: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// A new random id for a session, buyer or payment method.
    public var makeID: @Sendable () -> UUID

    /// Creates an environment from closures.
    public init(now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> UUID) {
        self.now = now
        self.makeID = makeID
    }

    /// The system clock and random UUIDs.
    public static let live = SandboxEnvironment(now: { Date() }, makeID: { UUID() })

    /// A clock stopped at `date` and ids counting up from `00000000-0000-0000-0000-000000000001`.
    public static func fixed(at date: Date) -> SandboxEnvironment {
        let counter = Counter()
        return SandboxEnvironment(now: { date }, makeID: { counter.nextUUID() })
    }
}

/// A thread-safe counter that spells its values as UUIDs.
private final class Counter: @unchecked Sendable {
    // Safe: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    func nextUUID() -> UUID {
        let next = lock.withLock {
            value += 1
            return value
        }
        let hex = String(next, radix: 16)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUID(uuidString: "00000000-0000-0000-0000-\(padded)")!
    }
}
