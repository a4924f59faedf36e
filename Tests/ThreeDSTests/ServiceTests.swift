import Foundation
import JOSE
import Testing
import ThreeDS

/// initialize, createTransaction and cleanup: versions, directory servers, refused configurations, app id.
@Suite struct ServiceTests {
    static func configuration(_ servers: [DirectoryServerConfiguration]) -> ThreeDSConfiguration {
        ThreeDSConfiguration(directoryServers: servers, appIDStore: InMemorySDKAppIDStore())
    }

    static func initialized() throws -> ThreeDS2Service {
        let service = ThreeDS2Service(environment: ThreeDSEnvironment(deviceInfo: { TestDevice.info }))
        try service.initialize(configuration: configuration([ChallengeHarness.directoryServer()]))
        return service
    }

    @Test(arguments: ["2.1.0", "2.2.0", "2.3.1"])
    func supportedVersionsCreateTransactions(version: String) throws {
        let transaction = try Self.initialized().createTransaction(
            directoryServerId: "A000000003", messageVersion: version)
        #expect(try transaction.getAuthenticationRequestParameters().messageVersion == version)
    }

    @Test(arguments: ["2.0.0", "2.2", "", "3.0.0"])
    func otherVersionsAreRefusedByName(version: String) throws {
        let service = try Self.initialized()
        let error = #expect(throws: ThreeDSError.self) {
            try service.createTransaction(directoryServerId: "A000000003", messageVersion: version)
        }
        #expect(error?.kind == .invalidInput)
        #expect(error?.message.contains("2.1.0, 2.2.0, 2.3.1") == true)
    }

    @Test func anUnknownDirectoryServerIsNamed() throws {
        let error = #expect(throws: ThreeDSError.self) {
            try Self.initialized().createTransaction(directoryServerId: "A000000004", messageVersion: "2.2.0")
        }
        #expect(error?.message.contains("'A000000004'") == true)
        #expect(error?.message.contains("A000000003") == true)
    }

    @Test func callsOutOfOrderAreRefused() throws {
        let service = ThreeDS2Service()
        #expect(throws: ThreeDSError.self) {
            try service.createTransaction(directoryServerId: "A", messageVersion: "2.2.0")
        }
        let ready = try Self.initialized()
        #expect(throws: ThreeDSError.self) {
            try ready.initialize(configuration: Self.configuration([ChallengeHarness.directoryServer()]))
        }
        ready.cleanup()
        #expect(throws: ThreeDSError.self) {
            try ready.createTransaction(directoryServerId: "A000000003", messageVersion: "2.2.0")
        }
        try ready.initialize(configuration: Self.configuration([ChallengeHarness.directoryServer()]))
        let transaction = try ready.createTransaction(directoryServerId: "A000000003", messageVersion: "2.2.0")
        transaction.close()
        #expect(throws: ThreeDSError.self) { try transaction.getAuthenticationRequestParameters() }
    }

    /// A bad entry and the words the error must contain to name it.
    static let malformed: [(DirectoryServerConfiguration, [String])] = [
        (
            .init(id: "A1", encryptionKey: "{", rootCertificates: [TestPKI.root.certificate.pem]),
            ["encryption key", "directory server 1 ('A1')"]
        ),
        (
            .init(
                id: "A1", encryptionKey: "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----",
                rootCertificates: [TestPKI.root.certificate.pem]), ["encryption key", "'A1'"]
        ),
        (
            .init(
                id: "A1", encryptionKey: try! JWK.generate(curve: .p384).publicKey.jsonString(),
                rootCertificates: [TestPKI.root.certificate.pem]), ["P-384", "'A1'"]
        ),
        (
            .init(
                id: "A1", encryptionKey: JWK.symmetric(Data(count: 32)).jsonString(),
                rootCertificates: [TestPKI.root.certificate.pem]), ["'A1'"]
        ),
        (
            .init(
                id: "A1", encryptionKey: try! TestPKI.dsECKey.publicKey.jsonString(),
                rootCertificates: ["-----BEGIN CERTIFICATE-----\nZm9v\n-----END CERTIFICATE-----\n"]),
            ["Root certificate 0", "'A1'"]
        ),
        (
            .init(id: "A1", encryptionKey: try! TestPKI.dsECKey.publicKey.jsonString(), rootCertificates: []),
            ["no root certificate", "'A1'"]
        ),
        (
            .init(
                id: "", encryptionKey: try! TestPKI.dsECKey.publicKey.jsonString(),
                rootCertificates: [TestPKI.root.certificate.pem]), ["id of directory server 1"]
        ),
    ]

    @Test(arguments: 0..<malformed.count)
    func aMalformedEntryIsRefusedAtInitializeByName(index: Int) {
        let (entry, words) = Self.malformed[index]
        let service = ThreeDS2Service()
        let error = #expect(throws: ThreeDSError.self) {
            try service.initialize(configuration: Self.configuration([ChallengeHarness.directoryServer(), entry]))
        }
        #expect(error?.kind == .invalidConfiguration)
        for word in words {
            #expect(error?.message.contains(word) == true, "\(error?.message ?? "")")
        }
    }

    @Test func aCertificateOrRSAKeyServesAsTheEncryptionKey() throws {
        let certificate = try TestPKI.root.issue(
            commonName: "DS encryption", publicKey: TestPKI.dsRSAKey.publicKey, notBefore: TestPKI.notBefore,
            notAfter: TestPKI.notAfter)
        for key in [certificate.pem, try TestPKI.dsRSAKey.pemPublicKey()] {
            let service = ThreeDS2Service()
            try service.initialize(
                configuration: Self.configuration([
                    .init(id: "A000000004", encryptionKey: key, rootCertificates: [TestPKI.root.certificate.pem])
                ]))
            let parameters = try service.createTransaction(directoryServerId: "A000000004", messageVersion: "2.2.0")
                .getAuthenticationRequestParameters()
            let data = try TestKeyAgreement.decryptDeviceData(
                parameters.deviceData, with: TestPKI.dsRSAKey, directoryServerID: "A000000004")
            #expect(String(decoding: data, as: UTF8.self).hasPrefix("{"))
        }
    }

    @Test func theFileStoreKeepsTheAppIDAcrossServices() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("threeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = FileSDKAppIDStore.defaultPath(environment: ["TESSERA_DATA_DIR": directory.path])
        #expect(path == directory.path + "/threeds-sdk-app-id")
        var ids: [String] = []
        for _ in 0..<2 {
            let service = ThreeDS2Service()
            try service.initialize(
                configuration: ThreeDSConfiguration(
                    directoryServers: [ChallengeHarness.directoryServer()], appIDStore: FileSDKAppIDStore(path: path)))
            ids.append(
                try service.createTransaction(directoryServerId: "A000000003", messageVersion: "2.2.0")
                    .getAuthenticationRequestParameters().sdkAppID)
        }
        #expect(ids[0] == ids[1])
        #expect(UUID(uuidString: ids[0]) != nil && ids[0] == ids[0].lowercased())
        #expect(
            FileSDKAppIDStore.defaultPath(environment: ["HOME": "/home/ann"])
                == "/home/ann/.local/share/tessera/threeds-sdk-app-id")
    }
}
