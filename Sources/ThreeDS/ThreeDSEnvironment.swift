import Foundation
import JOSE
import TesseraCore
import Transport

/// Everything the SDK takes from the outside world, injected so that tests can fix it.
///
/// The live environment talks to the ACS over URLSession, reads the system clock, JOSE's secure random
/// generator and the machine's device facts.
public struct ThreeDSEnvironment: Sendable {
    /// How CReq and Erro messages reach the ACS.
    public var transport: any HTTPTransport
    /// The clock of the challenge deadline and its timer; it also dates certificate checks.
    public var clock: WallClock
    /// The source of IVs for the JWEs.
    public var random: SecureRandom
    /// Makes the transaction and app ids.
    public var makeID: IDGenerator
    /// Makes a transaction's ephemeral P-256 key pair.
    public var makeEphemeralKey: @Sendable () throws -> JWK
    /// Reports what the device can tell about itself, for the device data.
    public var deviceInfo: @Sendable () -> DeviceInfo

    /// Creates an environment; every part not given is the live one.
    public init(
        transport: any HTTPTransport = URLSessionTransport(), clock: WallClock = .live, random: SecureRandom = .live,
        makeID: IDGenerator = .live,
        makeEphemeralKey: @escaping @Sendable () throws -> JWK = { try JWK.generate(curve: .p256) },
        deviceInfo: @escaping @Sendable () -> DeviceInfo = { DeviceInfo.current() }
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.makeID = makeID
        self.makeEphemeralKey = makeEphemeralKey
        self.deviceInfo = deviceInfo
    }

    /// The live environment.
    public static var live: ThreeDSEnvironment { ThreeDSEnvironment() }
}
