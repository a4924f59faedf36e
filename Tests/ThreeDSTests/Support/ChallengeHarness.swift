import Foundation
import JOSE
import TesseraTestSupport
import ThreeDS
import Transport

/// An initialized SDK, one transaction and its test ACS, with the signed content for the challenge.
struct ChallengeHarness {
    static let directoryServerID = "A000000003"
    static let referenceNumber = "3DS_LOA_SDK_TSRA_020100_00001"

    let service: ThreeDS2Service
    let transaction: Transaction
    let parameters: AuthenticationRequestParameters
    let challenge: ChallengeParameters
    let acs: TestACS
    let clock: ManualClock

    /// Overrides for one harness.
    struct Options {
        var signer: TestPKI.Signer = .ec
        var acsURL: String? = "https://acs.test/challenge"
        var messageVersion = "2.2.0"
        var sdkKey: JWK?
        var acsKey: JWK?
        /// The session key the ACS uses; nil derives it from the two ephemeral keys.
        var acsSessionKey: Data?
        var uiCustomization: UICustomizationMap?
        /// Changes the signed payload before signing.
        var payload: (@Sendable (inout [String: Any]) -> Void)?
        /// Where the SDK's requests go; nil is the test ACS itself.
        var transport: (@Sendable (TestACS) -> any HTTPTransport)?
        /// Where the clock starts (certificate checks use it too).
        var start = TestPKI.now
        var requestorAppURL: String?
    }

    init(_ replies: [TestACS.Reply], options: Options = Options()) throws {
        let clock = ManualClock(options.start)
        let sdkKey = try options.sdkKey ?? JWK.generate(curve: .p256)
        let acsKey = try options.acsKey ?? JWK.generate(curve: .p256)
        let acsTransID = UUID().uuidString.lowercased()
        let serverTransID = UUID().uuidString.lowercased()
        let sessionKey =
            try options.acsSessionKey
            ?? TestKeyAgreement.key(privateKey: acsKey, publicKey: sdkKey.publicKey, partyV: Self.referenceNumber)
        let box = TransportBox()
        let service = ThreeDS2Service(
            environment: ThreeDSEnvironment(
                transport: box, clock: clock.clock, makeEphemeralKey: { sdkKey },
                deviceInfo: { TestDevice.info }))
        try service.initialize(
            configuration: ThreeDSConfiguration(
                directoryServers: [Self.directoryServer()], sdkReferenceNumber: Self.referenceNumber,
                appIDStore: InMemorySDKAppIDStore()),
            locale: "en-US", uiCustomization: options.uiCustomization)
        transaction = try service.createTransaction(
            directoryServerId: Self.directoryServerID, messageVersion: options.messageVersion)
        parameters = try transaction.getAuthenticationRequestParameters()
        acs = TestACS(
            sessionKey: sessionKey, acsTransID: acsTransID, threeDSServerTransID: serverTransID,
            sdkTransID: parameters.sdkTransactionID, messageVersion: options.messageVersion, replies: replies)
        box.transport = options.transport?(acs) ?? acs
        var payload: [String: Any] = [
            "acsTransID": acsTransID, "acsRefNumber": "TESSERA-TEST-ACS",
            "acsEphemPubKey": try TestPKI.object(acsKey), "sdkEphemPubKey": try TestPKI.object(sdkKey),
        ]
        payload["acsURL"] = options.acsURL
        options.payload?(&payload)
        challenge = ChallengeParameters(
            threeDSServerTransactionID: serverTransID, acsTransactionID: acsTransID, acsRefNumber: "TESSERA-TEST-ACS",
            acsSignedContent: try TestPKI.sign(payload, by: options.signer),
            threeDSRequestorAppURL: options.requestorAppURL)
        self.service = service
        self.clock = clock
    }

    static func directoryServer(key: JWK = TestPKI.dsECKey) -> DirectoryServerConfiguration {
        DirectoryServerConfiguration(
            id: directoryServerID, encryptionKey: (try? key.publicKey.jsonString()) ?? "",
            rootCertificates: [TestPKI.root.certificate.pem])
    }

    /// Runs the challenge with the callback variant and returns the outcome and what the receiver heard.
    func run(_ actions: [ChallengeAction], timeout: Int = 5) async throws -> (ChallengeOutcome, [String]) {
        let receiver = RecordingReceiver()
        let presenter = ScriptedChallengePresenter(actions)
        let task = try transaction.doChallenge(
            challengeParameters: challenge, challengeStatusReceiver: receiver, timeout: timeout, presenter: presenter)
        let outcome = await task.value
        return (outcome, receiver.calls)
    }
}

/// Lets the harness build the SDK before the ACS it talks to exists.
// Safe: `transport` is set once, in the harness's init, before the SDK sends its first request; after that it is only
// read.
final class TransportBox: HTTPTransport, @unchecked Sendable {
    var transport: (any HTTPTransport)?

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let transport else { throw URLError(.badServerResponse) }
        return try await transport.send(request)
    }
}

/// Fixed device facts.
enum TestDevice {
    static let info = DeviceInfo(
        platform: "Linux", model: nil, osName: "Debian GNU/Linux 12 (bookworm)", osVersion: "Linux 6.1.0",
        locale: "nl-NL", timeZone: "Europe/Amsterdam", screenSize: nil, debuggerAttached: false)
}

/// Records each receiver callback as a line.
// Safe: `lines` is only read and written while holding `lock`.
final class RecordingReceiver: ChallengeStatusReceiver, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var calls: [String] { lock.withLock { lines } }

    func completed(_ event: CompletionEvent) { record("completed \(event.transactionStatus)") }
    func cancelled() { record("cancelled") }
    func timedout() { record("timedout") }
    func protocolError(_ event: ProtocolErrorEvent) {
        record("protocolError \(event.errorMessage.errorCode) \(event.errorMessage.errorComponent)")
    }
    func runtimeError(_ event: RuntimeErrorEvent) { record("runtimeError") }

    private func record(_ line: String) { lock.withLock { lines.append(line) } }
}
