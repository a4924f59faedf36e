import Foundation
import JOSE
import TesseraCore
import TesseraTestSupport
import Testing
import ThreeDS

/// The 3DS key derivations against vectors computed independently with Python's `cryptography`
/// and `hashlib` (Tests/Fixtures/threeds-kdf.json, through `ThreeDSVectors`).
@Suite struct KnownAnswerTests {
    static let vectors = ThreeDSVectors.fixed

    /// The ACS holds only the vector's session key: the challenge completes only if the SDK derived the same.
    @Test func theSDKDerivesTheVectorSessionKey() async throws {
        var options = ChallengeHarness.Options()
        options.sdkKey = Self.vectors.sdkEphemeralKey
        options.acsKey = Self.vectors.acsEphemeralKey
        options.acsSessionKey = Self.vectors.sessionKey
        #expect(Self.vectors.sdkReferenceNumber == ChallengeHarness.referenceNumber)
        let harness = try ChallengeHarness([.screen("01"), .complete()], options: options)
        let (_, calls) = try await harness.run([.submitText("1234")])
        #expect(calls == ["completed Y"])
        #expect(harness.acs.issues.isEmpty && harness.acs.creqs.count == 2)
    }

    /// The device data's content key is the vector's: the token opens as a plain `dir` JWE under it.
    @Test func theSDKEncryptsDeviceDataUnderTheVectorKey() throws {
        let sdkKey = Self.vectors.sdkEphemeralKey
        let service = ThreeDS2Service(
            environment: ThreeDSEnvironment(makeEphemeralKey: { sdkKey }, deviceInfo: { TestDevice.info }))
        try service.initialize(
            configuration: ThreeDSConfiguration(
                directoryServers: [
                    DirectoryServerConfiguration(
                        id: Self.vectors.directoryServerID,
                        encryptionKey: try Self.vectors.directoryServerKey.publicKey.jsonString(),
                        rootCertificates: [TestPKI.root.certificate.pem])
                ], appIDStore: InMemorySDKAppIDStore()))
        let token = try service.createTransaction(
            directoryServerId: Self.vectors.directoryServerID, messageVersion: "2.2.0"
        )
        .getAuthenticationRequestParameters().deviceData
        let plaintext = try JWE.decrypt(token, with: .symmetric(Self.vectors.deviceDataKey))
        #expect(JSONValue(parsing: plaintext)?["DV"]?.string == "1.0")
    }
}
