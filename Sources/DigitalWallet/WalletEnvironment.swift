import Foundation
import JOSE

/// The clock, id generator and random bytes the wallet uses, injected so tests can fix them.
public struct WalletEnvironment: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// A new digital card id.
    public var makeID: @Sendable () -> String
    /// Secret random bytes for the wallet key and encryption nonces.
    public var random: SecureRandom

    /// Creates an environment from closures; `random` defaults to OpenSSL's generator.
    public init(
        now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> String, random: SecureRandom = .live
    ) {
        self.now = now
        self.makeID = makeID
        self.random = random
    }

    /// The system clock, random UUIDs and OpenSSL's random generator.
    public static let live = WalletEnvironment(now: { Date() }, makeID: { "DC-" + UUID().uuidString })
}
