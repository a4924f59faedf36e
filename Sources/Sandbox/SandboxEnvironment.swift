import Foundation
import JOSE
import TesseraCore

/// The clock, id generator and random bytes the emulator uses, injected so tests can fix them.
public struct SandboxEnvironment: Sendable {
    /// The clock sessions, tokens and card expiry dates are checked against.
    public var clock: WallClock
    /// A new random id for a session, buyer or payment method.
    public var makeID: IDGenerator
    /// Secret random bytes, such as a new store's fingerprint key.
    public var random: SecureRandom

    /// Creates an environment; ids default to random UUIDs and `random` to OpenSSL's generator.
    public init(clock: WallClock, makeID: IDGenerator = .live, random: SecureRandom = .live) {
        self.clock = clock
        self.makeID = makeID
        self.random = random
    }

    /// The system clock, random UUIDs and OpenSSL's random generator.
    public static let live = SandboxEnvironment(clock: .live)

    /// A clock stopped at `date`, ids counting up from `00000000-0000-0000-0000-000000000001`, and
    /// "random" bytes that are all `0x5A` (tests only).
    public static func fixed(at date: Date) -> SandboxEnvironment {
        SandboxEnvironment(clock: .fixed(date), makeID: .incrementing, random: .repeating(Data([0x5A])))
    }
}
