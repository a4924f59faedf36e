import Foundation

/// The clock, id generator and random bytes a Tessera module takes from the outside world, injected so tests can
/// fix them: the emulator's `SandboxEnvironment` and the wallet's `WalletEnvironment` are this one value.
///
/// The live value (`TesseraEnvironment.live`, and `init(clock:makeID:)` with its OpenSSL random source) sits in
/// JOSE, beside `SecureRandom.live`.
public struct TesseraEnvironment: Sendable {
    /// The clock sessions, tokens, card lifecycles, key lifetimes and expiry dates are checked against.
    public var clock: WallClock
    /// New ids: sessions, buyers, payment methods, digital cards, requests.
    public var makeID: IDGenerator
    /// Secret random bytes, such as a store's fingerprint key, the wallet key and encryption nonces.
    public var random: SecureRandom

    /// An environment from its three parts; ids default to random UUIDs.
    public init(clock: WallClock, makeID: IDGenerator = .live, random: SecureRandom) {
        self.clock = clock
        self.makeID = makeID
        self.random = random
    }

    /// A clock stopped at `date`, ids counting up from `00000000-0000-0000-0000-000000000001`, and
    /// "random" bytes that are all `0x5A` (tests only).
    public static func fixed(at date: Date) -> TesseraEnvironment {
        TesseraEnvironment(clock: .fixed(date), makeID: .incrementing, random: .repeating(Data([0x5A])))
    }
}
