import Foundation
import JOSE

/// The clock, id generator and random bytes the wallet uses, injected so tests can fix them.
public struct WalletEnvironment: Sendable {
    /// The clock card lifecycles, payment-key lifetimes and events are read from.
    public var clock: WallClock
    /// A new digital card id.
    public var makeID: @Sendable () -> String
    /// Secret random bytes for the wallet key and encryption nonces.
    public var random: SecureRandom

    /// Creates an environment; `random` defaults to OpenSSL's generator.
    public init(clock: WallClock, makeID: @escaping @Sendable () -> String, random: SecureRandom = .live) {
        self.clock = clock
        self.makeID = makeID
        self.random = random
    }

    /// The system clock, random UUIDs and OpenSSL's random generator.
    public static let live = WalletEnvironment(clock: .live, makeID: { "DC-" + UUID().uuidString })
}
