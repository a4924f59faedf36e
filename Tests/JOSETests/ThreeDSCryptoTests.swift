import Foundation
import Testing

@testable import JOSE

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
        #expect(header.alg == (dsKey.kty == .ec ? "dir" : "RSA-OAEP-256"))
        let plaintext = try ThreeDSCrypto.decryptDeviceData(token, with: dsKey, directoryServerID: "A000000003")
        #expect(plaintext == Self.deviceData)
    }

    /// threeds.md: EC device data is `{"alg":"dir","enc":"A128CBC-HS256","epk":{SDK key}}`, byte for
    /// byte, with an empty encrypted key and a content key a reader derives by hand.
    @Test func ecDeviceDataHeaderIsExactlyDirWithTheSDKEphemeralKey() throws {
        let sdk = try JWK.generate(curve: .p256)
        let token = try ThreeDSCrypto.encryptDeviceData(
            Self.deviceData, to: TestKeys.p256.publicKey, directoryServerID: "A000000003", ephemeralKey: sdk)
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 5 && parts[1].isEmpty)
        let header = String(decoding: try Base64URL.decode(parts[0]), as: UTF8.self)
        let expected =
            #"{"alg":"dir","enc":"A128CBC-HS256","epk":{"crv":"P-256","kty":"EC","x":""#
            + sdk.x! + #"","y":""# + sdk.y! + #""}}"#
        #expect(header == expected)
        // Independently: Z by ECDH, Concat KDF by hand, then a plain `dir` JWE decryption.
        let z = try ECDH.sharedSecret(privateKey: TestKeys.p256, publicKey: sdk.publicKey)
        let otherInfo = Data([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10]) + Data("A000000003".utf8) + Data([0, 0, 1, 0])
        let cek = try Digest.sha256.hash(Data([0, 0, 0, 1]) + z + otherInfo)
        #expect(try JWE.decrypt(token, with: .symmetric(cek)) == Self.deviceData)
    }

    @Test func ecDeviceDataWrittenWithECDHESIsAlsoRead() throws {
        let sdk = try JWK.generate(curve: .p256)
        let cek = try ThreeDSCrypto.deviceDataKey(
            privateKey: sdk, publicKey: TestKeys.p256.publicKey, directoryServerID: "A000000003")
        var header = JOSEHeader()
        header.alg = "ECDH-ES"
        header.enc = "A128CBC-HS256"
        header.epk = try sdk.publicKey
        let protected = Base64URL.encode(try JSONEncoder().encode(header))
        let iv = Data(repeating: 1, count: 16)
        let sealed = try JWEEncryption.a128cbcHS256.seal(Self.deviceData, key: cek, iv: iv, aad: Data(protected.utf8))
        let token = [
            protected, "", Base64URL.encode(iv), Base64URL.encode(sealed.ciphertext), Base64URL.encode(sealed.tag),
        ]
        .joined(separator: ".")
        #expect(
            try ThreeDSCrypto.decryptDeviceData(token, with: TestKeys.p256, directoryServerID: "A000000003")
                == Self.deviceData)
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
