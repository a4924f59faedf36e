import Foundation
import JOSE
import Sandbox
import TesseraCore
import ThreeDS

/// `tessera-bench threeds`: one complete in-process 3DS challenge beside the summed raw OpenSSL cost.
///
/// One run: the SDK creates a transaction and its AReq parameters (EC device data); the directory
/// server decrypts the device data; the ACS makes its ephemeral key and signs its content (ES256,
/// certificate chained to the DS root); the SDK verifies it, derives the session key, and runs two
/// CReq/CRes rounds (a text screen, then completion) with the in-process ACS below.
enum ThreeDSBenchmarks {
    /// Runs the suite.
    static func run() async {
        do {
            try await measure()
        } catch {
            print("threeds: benchmark failed: \(error)")
        }
    }

    private static func measure() async throws {
        let now = Date()
        let rootKey = try JWK.generate(curve: .p256)
        let root = try CertificateAuthority.createRoot(
            commonName: "Bench DS Root", key: rootKey, notBefore: now - 86_400, notAfter: now + 86_400)
        let acsKey = try JWK.generate(curve: .p256)
        let acsCertificate = try root.issue(
            commonName: "Bench ACS", publicKey: acsKey.publicKey, notBefore: now - 86_400, notAfter: now + 86_400)
        guard let directoryServer = try Sandbox.DirectoryServer.named(Sandbox.DirectoryServer.ecID) else {
            print("threeds: the emulator has no EC directory server")
            return
        }
        let acs = BenchACS()
        let service = ThreeDS2Service(environment: ThreeDSEnvironment(transport: acs))
        try service.initialize(
            configuration: ThreeDSConfiguration(
                directoryServers: [
                    DirectoryServerConfiguration(
                        id: directoryServer.id, encryptionKey: try directoryServer.encryptionKey.jsonString(),
                        rootCertificates: [root.certificate.pem])
                ], appIDStore: InMemorySDKAppIDStore()))

        func challenge() async throws {
            let transaction = try service.createTransaction(
                directoryServerId: directoryServer.id, messageVersion: "2.2.0")
            let parameters = try transaction.getAuthenticationRequestParameters()
            _ = try directoryServer.decryptDeviceData(parameters.deviceData)
            let acsEphemeral = try JWK.generate(curve: .p256)
            let acsTransID = UUID().uuidString.lowercased()
            let serverTransID = UUID().uuidString.lowercased()
            let sessionKey = try ThreeDSKeyDerivation.key(
                privateKey: acsEphemeral, sdkPublicKey: parameters.sdkEphemeralPublicKey,
                agreementInfo: parameters.sdkReferenceNumber)
            let payload: JSONValue = [
                "acsTransID": .string(acsTransID), "acsRefNumber": "BENCH", "acsURL": "https://acs.bench/challenge",
                "acsEphemPubKey": try JSONValue(parsing: Data(acsEphemeral.publicKey.jsonString().utf8)) ?? .null,
            ]
            let signed = try JWS.sign(
                payload: payload.compactData, with: acsKey, alg: .es256, certificateChain: [acsCertificate])
            await acs.open(
                BenchACS.Session(sessionKey: sessionKey, acsTransID: acsTransID, serverTransID: serverTransID))
            let outcome = try await transaction.doChallenge(
                challengeParameters: ChallengeParameters(
                    threeDSServerTransactionID: serverTransID, acsTransactionID: acsTransID, acsRefNumber: "BENCH",
                    acsSignedContent: signed),
                timeout: 5, presenter: ScriptedChallengePresenter([.submitText("1234")]))
            guard case .completed = outcome else { throw BenchACS.Failure(outcome: "\(outcome)") }
        }

        try await challenge()
        var wall: [Double] = []
        var cpu: [Double] = []
        let iterations = 50
        for _ in 0..<7 {
            let (wallStart, cpuStart) = (DispatchTime.now().uptimeNanoseconds, processCPUTime())
            for _ in 0..<iterations { try await challenge() }
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / Double(iterations))
            cpu.append(Double(processCPUTime() - cpuStart) / Double(iterations))
        }
        let wallMedian = wall.sorted()[wall.count / 2]
        let cpuMedian = cpu.sorted()[cpu.count / 2]
        print(
            String(
                format:
                    "complete challenge (parameters, DS decrypt, ACS sign, 2 rounds): %.3f ms wall, %.3f ms process CPU",
                wallMedian / 1e6, cpuMedian / 1e6))

        guard let raw = OpenSSLSpeed.run() else {
            print("openssl speed: not available, no raw figures to compare with")
            return
        }
        // Raw operations of one run: 4 ECDH (SDK device data, DS decrypt, SDK and ACS session keys),
        // 2 key generations (SDK and ACS ephemeral keys; timed as ECDSA signatures, which cost a little
        // more), 1 ECDSA signature (signed content) and 2 verifications (certificate, JWS). The AES and
        // HMAC work of the JWEs is too small to count beside them.
        let rawSeconds = 4 / raw.ecdh + 3 / raw.sign + 2 / raw.verify
        print(
            String(
                format:
                    "summed raw OpenSSL cost (4 ECDH + 3 ECDSA sign + 2 ECDSA verify, openssl speed): %.3f ms; the challenge is %.2f× that in process CPU time",
                rawSeconds * 1e3, cpuMedian / (rawSeconds * 1e9)))
    }

    private static func processCPUTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
