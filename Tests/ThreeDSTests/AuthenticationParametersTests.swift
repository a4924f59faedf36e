import Foundation
import JOSE
import TesseraCore
import Testing
import ThreeDS

/// The AReq parameters: ids, the ephemeral key, and device data the DS can decrypt.
@Suite struct AuthenticationParametersTests {
    @Test func parametersHaveFreshTransactionIDsAndAStableAppID() throws {
        let service = try ServiceTests.initialized()
        let first = try service.createTransaction(directoryServerId: "A000000003", messageVersion: "2.2.0")
            .getAuthenticationRequestParameters()
        let second = try service.createTransaction(directoryServerId: "A000000003", messageVersion: "2.2.0")
            .getAuthenticationRequestParameters()
        #expect(first.sdkTransactionID != second.sdkTransactionID)
        #expect(
            first.sdkTransactionID == first.sdkTransactionID.lowercased()
                && UUID(uuidString: first.sdkTransactionID) != nil)
        #expect(first.sdkAppID == second.sdkAppID)
        #expect(first.sdkReferenceNumber == ThreeDSConfiguration.testReferenceNumber)
        #expect(first.sdkEphemeralPublicKey != second.sdkEphemeralPublicKey)
        let key = first.sdkEphemeralPublicKey
        #expect(key.kty == .ec && key.crv == .p256 && key.d == nil && key.kid == nil)
        #expect(first.sdkEphemeralPublicKeyJSON == #"{"crv":"P-256","kty":"EC","x":"\#(key.x!)","y":"\#(key.y!)"}"#)
    }

    @Test func ecDeviceDataHasTheExactHeaderAndDecryptsWithTheDSKey() throws {
        let harness = try ChallengeHarness([])
        let token = harness.parameters.deviceData
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 5 && parts[1].isEmpty)
        let key = harness.parameters.sdkEphemeralPublicKey
        let header = String(decoding: try Base64URL.decode(parts[0]), as: UTF8.self)
        #expect(
            header
                == #"{"alg":"dir","enc":"A128CBC-HS256","epk":{"crv":"P-256","kty":"EC","x":"\#(key.x!)","y":"\#(key.y!)"}}"#
        )
        let json = try #require(
            JSONValue(
                parsing: TestKeyAgreement.decryptDeviceData(
                    token, with: TestPKI.dsECKey, directoryServerID: "A000000003"))
        )
        let expected: JSONValue = [
            "DV": "1.0",
            "DD": [
                "C001": "Linux", "C003": "Debian GNU/Linux 12 (bookworm)", "C004": "Linux 6.1.0", "C005": "en-US",
                "C006": "Europe/Amsterdam",
            ],
            "DPNA": ["C002": "RE04", "C007": "RE02", "C008": "RE04", "C009": "RE03", "C010": "RE03"],
            "SW": [],
        ]
        #expect(json == expected)
    }

    @Test func rsaDeviceDataIsStandardRSAOAEP256() throws {
        let service = ThreeDS2Service(
            environment: ThreeDSEnvironment(deviceInfo: {
                DeviceInfo(platform: "Linux", screenSize: (1920, 1080), debuggerAttached: true)
            }))
        try service.initialize(
            configuration: ServiceTests.configuration([ChallengeHarness.directoryServer(key: TestPKI.dsRSAKey)]))
        let token = try service.createTransaction(directoryServerId: "A000000003", messageVersion: "2.1.0")
            .getAuthenticationRequestParameters().deviceData
        let header = try JSONValue(parsing: Base64URL.decode(token.split(separator: ".")[0]))
        #expect(header == ["alg": "RSA-OAEP-256", "enc": "A128CBC-HS256"])
        let json = try #require(JSONValue(parsing: JWE.decrypt(token, with: TestPKI.dsRSAKey)))
        #expect(json["DD"]?["C008"]?.string == "1920x1080")
        #expect(json["SW"] == ["SW04"])
        #expect(json["DPNA"]?["C002"]?.string == "RE04")
    }

    @Test func theLiveDeviceReportsOnlyWhatItKnows() {
        let info = DeviceInfo.current()
        #if os(Linux)
            #expect(info.platform == "Linux")
        #endif
        #expect(info.screenSize == nil)
        #expect(info.osVersion?.isEmpty == false)
    }
}
