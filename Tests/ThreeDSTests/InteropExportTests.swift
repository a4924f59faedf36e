import Foundation
import JOSE
import TesseraCore
import Testing
import ThreeDS

/// Device data the SDK wrote, checked here and, when `TESSERA_THREEDS_INTEROP_DIR` is set, written
/// there with the DS private keys for Tests/Interop/threeds_interop.py (jwcrypto for RSA, a
/// hand-rolled Concat KDF for EC).
@Suite struct InteropExportTests {
    @Test func deviceDataForBothKeyTypes() throws {
        var files: [String: String] = [:]
        for (name, key) in [("ec", TestPKI.dsECKey), ("rsa", TestPKI.dsRSAKey)] {
            let service = ThreeDS2Service(environment: ThreeDSEnvironment(deviceInfo: { TestDevice.info }))
            try service.initialize(
                configuration: ServiceTests.configuration([ChallengeHarness.directoryServer(key: key)]), locale: "en-US"
            )
            let parameters = try service.createTransaction(directoryServerId: "A000000003", messageVersion: "2.2.0")
                .getAuthenticationRequestParameters()
            let plaintext = try TestKeyAgreement.decryptDeviceData(
                parameters.deviceData, with: key, directoryServerID: "A000000003")
            #expect(JSONValue(parsing: plaintext)?["DD"]?["C001"]?.string == "Linux")
            files["device-data-\(name).jwe"] = parameters.deviceData
            files["device-data-\(name).json"] = String(decoding: plaintext, as: UTF8.self)
            files["ds-\(name).jwk"] = key.jsonString()
            files["sdk-ephemeral-\(name).jwk"] = parameters.sdkEphemeralPublicKeyJSON
        }
        guard let directory = ProcessInfo.processInfo.environment["TESSERA_THREEDS_INTEROP_DIR"] else { return }
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
    }
}
