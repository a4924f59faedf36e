import Foundation
import JOSE

/// The clock, id generator and random bytes the emulator uses, injected so tests can fix them.
public struct SandboxEnvironment: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// A new random id for a session, buyer or payment method.
    public var makeID: @Sendable () -> UUID
    /// Secret random bytes, such as a new store's fingerprint key.
    public var random: SecureRandom

    /// Creates an environment from closures; `random` defaults to OpenSSL's generator.
    public init(
        now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> UUID, random: SecureRandom = .live
    ) {
        self.now = now
        self.makeID = makeID
        self.random = random
    }

    /// The system clock, random UUIDs and OpenSSL's random generator.
    public static let live = SandboxEnvironment(now: { Date() }, makeID: { UUID() })

    /// A clock stopped at `date`, ids counting up from `00000000-0000-0000-0000-000000000001`, and
    /// "random" bytes that are all `0x5A` (tests only).
    public static func fixed(at date: Date) -> SandboxEnvironment {
        let counter = Counter()
        return SandboxEnvironment(
            now: { date }, makeID: { counter.nextUUID() }, random: .repeating(Data([0x5A])))
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
