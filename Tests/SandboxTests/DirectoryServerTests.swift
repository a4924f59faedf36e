import Foundation
import JOSE
import TesseraCore
import Testing

@testable import Sandbox

/// The emulator's directory servers: device data in every form, and the material clients get.
@Suite struct DirectoryServerTests {
    static func server(_ id: String) throws -> DirectoryServer {
        try #require(try DirectoryServer.named(id))
    }

    @Test(arguments: [
        (DirectoryServer.ecID, TestThreeDSSDK.DeviceDataForm.directWithEPK),
        (DirectoryServer.ecID, .ecdhES), (DirectoryServer.rsaID, .rsa),
    ])
    func deviceDataFromJOSEDecrypts(id: String, form: TestThreeDSSDK.DeviceDataForm) throws {
        let server = try Self.server(id)
        let token = try TestThreeDSSDK().encryptDeviceData(to: server, form: form)
        let header = try JSONSerialization.jsonObject(with: Base64URL.decode(token.prefix { $0 != "." }))
        let alg = (header as? [String: Any])?["alg"] as? String
        #expect(alg == ["directWithEPK": "dir", "ecdhES": "ECDH-ES", "rsa": "RSA-OAEP-256"][form.rawValue])
        let data = try server.decryptDeviceData(token)
        #expect(data["DV"] == "1.0")
        #expect(data["DD"]?["C001"] == "Linux")
        #expect(data["DPNA"]?["C010"] == "RE01")
    }

    /// A content key computed independently (Python `cryptography` for ECDH, then SHA-256 over
    /// `00000001 ‖ Z ‖ 00000000 ‖ 00000000 ‖ len ‖ "tessera-sandbox-ds-ec" ‖ 00000100` by hand) for a fixed
    /// SDK key: device data sealed under it with that key in `epk` must decrypt at the EC server.
    @Test func deviceDataKnownAnswerForTheECForm() throws {
        let sdkKey = JWK(
            kty: .ec, crv: .p256, x: "2LPps4eHWT3g6V84F9vXYI2ujrVTBNnJYwqKZ06cLDI",
            y: "JwMs88eFFRGpzO1kOPQ-NHoHxMr3L9jUkuZPRQHUBLI", d: "lxoDgJnaY8ENb9GNtmujPp8Ph2025zGH43vek9mjj3A")
        let cekHex = "ec5032d402291369d628511d7bdea619c690442a58565fa9126bdf96640523f2"
        let cek = Data(
            stride(from: 0, to: cekHex.count, by: 2).map { offset in
                let start = cekHex.index(cekHex.startIndex, offsetBy: offset)
                return UInt8(cekHex[start..<cekHex.index(start, offsetBy: 2)], radix: 16)!
            })
        let server = try Self.server(DirectoryServer.ecID)
        let derived = try ConcatKDF.deriveKey(
            sharedSecret: ECDH.sharedSecret(privateKey: sdkKey, publicKey: server.encryptionKey), length: 32,
            context: TestThreeDSSDK.context(partyV: server.id))
        #expect(derived == cek)
        var header = JOSEHeader()
        header.epk = try sdkKey.publicKey
        let token = try JWE.encrypt(
            plaintext: Data(TestThreeDSSDK.deviceData.utf8), to: .symmetric(cek), alg: .direct, enc: .a128cbcHS256,
            header: header)
        #expect(try server.decryptDeviceData(token)["DV"] == "1.0")
    }

    /// The EC derivation binds the directory server id: device data derived for another id fails.
    @Test(arguments: [TestThreeDSSDK.DeviceDataForm.directWithEPK, .ecdhES])
    func deviceDataForAnotherDirectoryServerIdFails(form: TestThreeDSSDK.DeviceDataForm) throws {
        let server = try Self.server(DirectoryServer.ecID)
        let token = try TestThreeDSSDK().encryptDeviceData(to: server, form: form, partyV: "A000000003")
        #expect(throws: DeviceDataError.self) { try server.decryptDeviceData(token) }
    }

    @Test func deviceDataForTheOtherKeyTypeIsRefusedByName() throws {
        let rsaToken = try TestThreeDSSDK().encryptDeviceData(to: Self.server(DirectoryServer.rsaID), form: .rsa)
        let ecServer = try Self.server(DirectoryServer.ecID)
        let error = #expect(throws: DeviceDataError.self) { try ecServer.decryptDeviceData(rsaToken) }
        #expect(error?.message.contains("RSA-OAEP-256") == true)
        #expect(error?.message.contains(DirectoryServer.ecID) == true)
    }

    static let hostileTokens: [String] = [
        "", "garbage", "a.b.c.d.e", String(repeating: "A", count: 70_000),
        Base64URL.encode(Data(#"{"alg":"dir","enc":"A128CBC-HS256"}"#.utf8)) + "..AAAA.AAAA.AAAA",
        Base64URL.encode(Data(#"{"alg":"none"}"#.utf8)) + "....",
    ]

    @Test(arguments: hostileTokens)
    func hostileDeviceDataIsRefused(token: String) throws {
        #expect(throws: DeviceDataError.self) { try Self.server(DirectoryServer.ecID).decryptDeviceData(token) }
    }

    @Test func decryptedDeviceDataMustBeAVersionedObject() throws {
        let server = try Self.server(DirectoryServer.rsaID)
        let token = try JWE.encrypt(
            plaintext: Data(#"{"DD":{}}"#.utf8), to: server.encryptionKey, alg: .rsaOAEP256, enc: .a128cbcHS256)
        #expect(throws: DeviceDataError("The decrypted device data has no 'DV' version.")) {
            try server.decryptDeviceData(token)
        }
    }

    @Test func acsCertificateChainsToTheRootAndSignsContent() throws {
        let root = try DirectoryServer.rootCertificate()
        #expect(root.subject.contains("TEST ONLY"))
        try ACSSigner.certificate().verifyChain(trustedRoots: [root])
        let key = try JWK.generate(curve: .p256)
        let token = try ACSSigner.signedContent(
            acsTransactionID: "t", acsURL: "http://127.0.0.1/three-d-secure/acs", acsEphemeralKey: key,
            sdkEphemeralKey: key, corrupt: false)
        let verified = try JWS.verify(token, trustedRoots: [root])
        #expect(verified.header.alg == "ES256")
        let corrupted = try ACSSigner.signedContent(
            acsTransactionID: "t", acsURL: "u", acsEphemeralKey: key, sdkEphemeralKey: key, corrupt: true)
        #expect(throws: JOSEError.self) { try JWS.verify(corrupted, trustedRoots: [root]) }
    }

    /// The committed fixture the client side ships is exactly what the emulator publishes, with no private part.
    @Test func clientConfigurationFixtureMatchesTheEmulator() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sandbox-ds-config.json")
        let fixture = try #require(JSONValue(parsing: Data(contentsOf: url)))
        #expect(fixture == (try DirectoryServer.clientConfiguration()))
        let servers = try #require(
            fixture["directory_servers"].flatMap { if case .array(let a) = $0 { a } else { nil } })
        #expect(servers.map { $0["id"]?.string } == [DirectoryServer.ecID, DirectoryServer.rsaID])
        for server in servers {
            #expect(server["encryption_key"]?["d"] == nil)
            #expect(server["encryption_key"]?["p"] == nil)
        }
    }
}
