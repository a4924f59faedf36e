import Foundation
import JOSE
import TesseraCore

/// The clock, id generator and random bytes the emulator uses, injected so tests can fix them.
public struct SandboxEnvironment: Sendable {
    /// The clock sessions, tokens and card expiry dates are checked against.
    public var clock: WallClock
    /// A new random id for a session, buyer or payment method.
    public var makeID: @Sendable () -> UUID
    /// Secret random bytes, such as a new store's fingerprint key.
    public var random: SecureRandom

    /// Creates an environment; `random` defaults to OpenSSL's generator.
    public init(clock: WallClock, makeID: @escaping @Sendable () -> UUID, random: SecureRandom = .live) {
        self.clock = clock
        self.makeID = makeID
        self.random = random
    }

    /// The system clock, random UUIDs and OpenSSL's random generator.
    public static let live = SandboxEnvironment(clock: .live, makeID: { UUID() })

    /// A clock stopped at `date`, ids counting up from `00000000-0000-0000-0000-000000000001`, and
    /// "random" bytes that are all `0x5A` (tests only).
    public static func fixed(at date: Date) -> SandboxEnvironment {
        let counter = Counter()
        return SandboxEnvironment(
            clock: .fixed(date), makeID: { counter.nextUUID() }, random: .repeating(Data([0x5A])))
    }
}

/// A thread-safe counter that spells its values as UUIDs.
private struct Counter: Sendable {
    private let value = Locked(0)

    func nextUUID() -> UUID {
        let next = value.withLock { value in
            value += 1
            return value
        }
        let hex = String(next, radix: 16)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUID(uuidString: "00000000-0000-0000-0000-\(padded)")!
    }
}
