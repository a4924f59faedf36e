import Foundation
import JOSE
import TesseraTestSupport
import Testing

@testable import Sandbox

/// The emulator's own 3-D Secure key derivation (the DS and the ACS side) against the same independently
/// computed vectors the SDK is held to.
@Suite struct ThreeDSKeyDerivationTests {
    static let vectors = ThreeDSVectors.fixed

    @Test func theACSSessionKeyIsTheVectors() throws {
        let key = try ThreeDSKeyDerivation.key(
            privateKey: Self.vectors.acsEphemeralKey, sdkPublicKey: Self.vectors.sdkEphemeralKey.publicKey,
            agreementInfo: Self.vectors.sdkReferenceNumber)
        #expect(key == Self.vectors.sessionKey)
    }

    @Test func theDirectoryServersDeviceDataKeyIsTheVectors() throws {
        let key = try ThreeDSKeyDerivation.key(
            privateKey: Self.vectors.directoryServerKey, sdkPublicKey: Self.vectors.sdkEphemeralKey.publicKey,
            agreementInfo: Self.vectors.directoryServerID)
        #expect(key == Self.vectors.deviceDataKey)
    }

    /// ECDH-ES device data under the 3-D Secure context opens with the directory server's private key.
    @Test func theContextIsTheOneECDHESTakes() throws {
        let context = ThreeDSKeyDerivation.context(agreementInfo: Self.vectors.directoryServerID)
        let token = try JWE.encrypt(
            plaintext: Data("{}".utf8), to: Self.vectors.directoryServerKey.publicKey, alg: .ecdhES,
            enc: .a128cbcHS256, keyDerivation: context)
        #expect(
            try JWE.decrypt(token, with: Self.vectors.directoryServerKey, keyDerivation: context) == Data("{}".utf8))
    }
}
