import Foundation
import JOSE

/// The clock, id generator and random bytes the wallet uses, injected so tests can fix them.
public struct WalletEnvironment: Sendable {
    /// The clock card lifecycles, payment-key lifetimes and events are read from.
    public var clock: WallClock
    /// New digital card and request ids (written `DC-` and the UUID).
    public var makeID: IDGenerator
    /// Secret random bytes for the wallet key and encryption nonces.
    public var random: SecureRandom

    /// Creates an environment; ids default to random UUIDs and `random` to OpenSSL's generator.
    public init(clock: WallClock, makeID: IDGenerator = .live, random: SecureRandom = .live) {
        self.clock = clock
        self.makeID = makeID
        self.random = random
    }

    /// The system clock, random UUIDs and OpenSSL's random generator.
    public static let live = WalletEnvironment(clock: .live)
}
