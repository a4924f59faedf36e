import Foundation
import JOSE
import TesseraTestSupport
import Testing

@testable import ThreeDS

/// The SDK's own 3-D Secure key derivation against the independently computed vectors, and the device
/// data it seals with it.
@Suite struct KeyAgreementTests {
    static let vectors = ThreeDSVectors.fixed
    static let deviceData = Data(#"{"DV":"1.0","DD":{"C001":"Linux"}}"#.utf8)

    @Test func theSessionKeyIsTheVectors() throws {
        let key = try KeyAgreement.key(
            privateKey: Self.vectors.sdkEphemeralKey, peerPublicKey: Self.vectors.acsEphemeralKey.publicKey,
            agreementInfo: Self.vectors.sdkReferenceNumber)
        #expect(key == Self.vectors.sessionKey)
    }

    @Test func theDeviceDataKeyIsTheVectors() throws {
        let key = try KeyAgreement.key(
            privateKey: Self.vectors.sdkEphemeralKey, peerPublicKey: Self.vectors.directoryServerKey.publicKey,
            agreementInfo: Self.vectors.directoryServerID)
        #expect(key == Self.vectors.deviceDataKey)
        let token = try DeviceData.encrypt(
            Self.deviceData, to: Self.vectors.directoryServerKey.publicKey,
            directoryServerID: Self.vectors.directoryServerID, ephemeralKey: Self.vectors.sdkEphemeralKey,
            random: .live)
        #expect(try JWE.decrypt(token, with: .symmetric(Self.vectors.deviceDataKey)) == Self.deviceData)
    }

    @Test func anotherDirectoryServerIDGivesAnotherKey() throws {
        let token = try DeviceData.encrypt(
            Self.deviceData, to: Self.vectors.directoryServerKey.publicKey, directoryServerID: "A000000004",
            ephemeralKey: Self.vectors.sdkEphemeralKey, random: .live)
        #expect(throws: JOSEError.self) { try JWE.decrypt(token, with: .symmetric(Self.vectors.deviceDataKey)) }
    }

    @Test func aSymmetricDirectoryServerKeyIsRefused() {
        #expect(throws: JOSEError.self) {
            try DeviceData.encrypt(
                Self.deviceData, to: .symmetric(Data(count: 32)), directoryServerID: "A",
                ephemeralKey: Self.vectors.sdkEphemeralKey, random: .live)
        }
    }
}
