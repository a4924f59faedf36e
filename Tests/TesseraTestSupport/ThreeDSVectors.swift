import Foundation
import JOSE

/// The 3-D Secure key-derivation vectors of Tests/Fixtures/threeds-kdf.json: fixed test keys and the keys
/// computed from them independently with Python's `cryptography` and `hashlib`
/// (Tests/Interop/threeds_interop.py recomputes them in CI). The SDK's and the emulator's derivations,
/// written apart, are both held to them.
public struct ThreeDSVectors: Decodable, Sendable {
    public let sdkEphemeralKey: JWK
    public let acsEphemeralKey: JWK
    public let directoryServerKey: JWK
    public let sdkReferenceNumber: String
    public let directoryServerID: String
    private let sessionKeyHex: String
    private let deviceDataKeyHex: String

    /// The challenge session key: ECDH(SDK, ACS) with the SDK reference number as PartyVInfo.
    public var sessionKey: Data { Self.bytes(sessionKeyHex) }
    /// The device data content key: ECDH(SDK, directory server) with the DS id as PartyVInfo.
    public var deviceDataKey: Data { Self.bytes(deviceDataKeyHex) }

    /// The vectors, read from the fixture.
    public static let fixed: ThreeDSVectors = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/threeds-kdf.json")
        return try! JSONDecoder().decode(ThreeDSVectors.self, from: Data(contentsOf: url))
    }()

    private static func bytes(_ hex: String) -> Data {
        Data(stride(from: 0, to: hex.count, by: 2).map { UInt8(hex.dropFirst($0).prefix(2), radix: 16)! })
    }
}
