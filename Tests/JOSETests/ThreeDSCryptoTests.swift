import Foundation
import JOSE
import Testing

/// The 3-D Secure helpers: device data to the DS key and the challenge session key.
@Suite struct ThreeDSCryptoTests {
    static let deviceData = Data(#"{"DV":"1.0","DD":{"C001":"Android","C002":"Pixel"}}"#.utf8)

    @Test(arguments: [TestKeys.p256, TestKeys.rsa])
    func deviceDataRoundTrips(dsKey: JWK) throws {
        let token = try ThreeDSCrypto.encryptDeviceData(
            Self.deviceData, to: dsKey.publicKey, directoryServerID: "A000000003")
        let header = try JSONDecoder().decode(
            JOSEHeader.self, from: Base64URL.decode(token.split(separator: ".")[0]))
        #expect(header.enc == "A128CBC-HS256")
        #expect(header.alg == (dsKey.kty == .ec ? "ECDH-ES" : "RSA-OAEP-256"))
        let plaintext = try ThreeDSCrypto.decryptDeviceData(token, with: dsKey, directoryServerID: "A000000003")
        #expect(plaintext == Self.deviceData)
    }

    @Test func ecDeviceDataIsBoundToTheDirectoryServerID() throws {
        let token = try ThreeDSCrypto.encryptDeviceData(
            Self.deviceData, to: TestKeys.p256.publicKey, directoryServerID: "A000000003")
        #expect(throws: JOSEError.self) {
            try ThreeDSCrypto.decryptDeviceData(token, with: TestKeys.p256, directoryServerID: "A000000004")
        }
        #expect(throws: JOSEError.self) { try JWE.decrypt(token, with: TestKeys.p256) }
    }

    @Test func bothSidesDeriveTheSameSessionKey() throws {
        let sdk = try JWK.generate(curve: .p256)
        let acs = try JWK.generate(curve: .p256)
        let reference = "3DS_LOA_SDK_TSRA_020100_00001"
        let sdkKey = try ThreeDSCrypto.challengeSessionKey(
            privateKey: sdk, peerPublicKey: acs.publicKey, sdkReferenceNumber: reference)
        let acsKey = try ThreeDSCrypto.challengeSessionKey(
            privateKey: acs, peerPublicKey: sdk.publicKey, sdkReferenceNumber: reference)
        #expect(sdkKey == acsKey && sdkKey.count == 32)
        let other = try ThreeDSCrypto.challengeSessionKey(
            privateKey: sdk, peerPublicKey: acs.publicKey, sdkReferenceNumber: "other")
        #expect(other != sdkKey)
        let creq = try JWE.encrypt(
            plaintext: Data("{}".utf8), to: .symmetric(sdkKey), alg: .direct, enc: .a128cbcHS256,
            header: JOSEHeader(kid: "acsTransID"))
        #expect(try JWE.decrypt(creq, with: .symmetric(acsKey)) == Data("{}".utf8))
    }

    @Test func sessionKeyDerivationMatchesConcatKDFByHand() throws {
        let z = try ECDH.sharedSecret(
            privateKey: RFCVectors.appendixCBob, publicKey: RFCVectors.appendixCAlice.publicKey)
        let viaHelper = try ThreeDSCrypto.challengeSessionKey(
            privateKey: RFCVectors.appendixCBob, peerPublicKey: RFCVectors.appendixCAlice.publicKey,
            sdkReferenceNumber: "Bob")
        let context = ConcatKDF.Context(algorithmID: Data(), partyUInfo: Data(), partyVInfo: Data("Bob".utf8))
        #expect(viaHelper == (try ConcatKDF.deriveKey(sharedSecret: z, length: 32, context: context)))
    }

    @Test func aSymmetricDirectoryServerKeyIsRefused() {
        #expect(throws: JOSEError.self) {
            try ThreeDSCrypto.encryptDeviceData(
                Self.deviceData, to: .symmetric(Data(count: 32)), directoryServerID: "A")
        }
    }
}
