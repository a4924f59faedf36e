import Foundation
import HTTPServer
import Sandbox
import Testing
import ThreeDS
import Transport

/// The ThreeDS SDK against the emulator's directory servers and ACS, written independently from the
/// same facts: frictionless, every UI type, and the ACS faults, in process and over loopback HTTP.
@Suite struct ThreeDSAgainstEmulatorTests {
    /// The emulator with its store, in process or served on loopback.
    struct Setup {
        let store: SandboxStore
        let transport: any HTTPTransport
        let baseURL: URL
        let token: String
        let server: HTTPServer?

        init(_ kind: EmulatorKind) throws {
            store = try SandboxStore.ephemeral()
            let handler = try SandboxHandler(store: store)
            token = try DevelopmentToken.make(now: Date(), id: UUID())
            if kind == .loopback {
                let server = HTTPServer(handler: handler)
                try server.start()
                self.server = server
                transport = URLSessionTransport(defaultTimeout: 10)
                baseURL = server.url!
            } else {
                server = nil
                transport = SandboxTransport(handler: handler)
                baseURL = URL(string: "http://127.0.0.1")!
            }
        }

        func call(_ method: HTTPMethod, _ path: String, _ body: Data?) async throws -> (Int, [String: Any]) {
            let response = try await transport.send(
                HTTPRequest(
                    method: method, url: URL(string: path, relativeTo: baseURL)!.absoluteURL,
                    headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"], body: body))
            return (response.status, (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:])
        }
    }

    /// The DS configuration the emulator publishes for clients (Tests/Fixtures/sandbox-ds-config.json).
    static func directoryServers() throws -> [DirectoryServerConfiguration] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sandbox-ds-config.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        return try (json["directory_servers"] as? [[String: Any]] ?? []).map { entry in
            let key = try JSONSerialization.data(withJSONObject: entry["encryption_key"] ?? [:], options: [.sortedKeys])
            return DirectoryServerConfiguration(
                id: entry["id"] as? String ?? "", encryptionKey: String(decoding: key, as: UTF8.self),
                rootCertificates: entry["root_certificates"] as? [String] ?? [])
        }
    }

    /// Tokenizes `number` into a session, authenticates, and runs the challenge if there is one.
    static func authenticate(
        _ kind: EmulatorKind, number: String, cvc: String = "456", actions: [ChallengeAction]
    ) async throws -> (indicator: String, outcome: ChallengeOutcome?, record: ACSChallengeRecord?) {
        let setup = try Setup(kind)
        defer { setup.server?.stop() }
        let (_, session) = try await setup.call(.post, "/checkout/sessions", Data(#"{"currency":"USD"}"#.utf8))
        let id = session["id"] as? String ?? ""
        let fields =
            #"{"payment_method":{"method":"card","number":"\#(number)","expiration_date":"01/30","security_code":"\#(cvc)"}}"#
        _ = try await setup.call(.put, "/checkout/sessions/\(id)/fields", Data(fields.utf8))
        let (_, version) = try await setup.call(.get, "/checkout/sessions/\(id)/three-d-secure-version", nil)
        let service = ThreeDS2Service(environment: ThreeDSEnvironment(transport: setup.transport))
        try service.initialize(
            configuration: ThreeDSConfiguration(
                directoryServers: directoryServers(), appIDStore: InMemorySDKAppIDStore()))
        let transaction = try service.createTransaction(
            directoryServerId: version["directory_server_id"] as? String ?? "",
            messageVersion: version["message_version"] as? String ?? "")
        let parameters = try transaction.getAuthenticationRequestParameters()
        let key = parameters.sdkEphemeralPublicKey
        let body: [String: Any] = [
            "default_sdk_type": ["wrappedInd": "Y", "sdkVariant": "01"], "device_channel": "01",
            "device_render_options": ["sdkInterface": "03", "sdkUiType": ["01", "02", "03", "04", "05"]],
            "sdk_app_id": parameters.sdkAppID, "sdk_encrypted_data": parameters.deviceData,
            "sdk_ephemeral_pub_key": ["kty": "EC", "crv": "P-256", "x": key.x!, "y": key.y!],
            "sdk_reference_number": parameters.sdkReferenceNumber, "sdk_max_timeout": "05",
            "sdk_transaction_id": parameters.sdkTransactionID,
        ]
        let (status, answer) = try await setup.call(
            .post, "/checkout/sessions/\(id)/three-d-secure-authenticate", JSONSerialization.data(withJSONObject: body))
        let indicator = answer["indicator"] as? String ?? "HTTP \(status): \(answer)"
        guard indicator == "CHALLENGE", let challenge = answer["challenge"] as? [String: Any] else {
            return (indicator, nil, nil)
        }
        let acsTransID = challenge["acs_transaction_id"] as? String ?? ""
        let outcome = try await transaction.doChallenge(
            challengeParameters: ChallengeParameters(
                threeDSServerTransactionID: challenge["server_transaction_id"] as? String ?? "",
                acsTransactionID: acsTransID, acsRefNumber: challenge["acs_reference_number"] as? String ?? "",
                acsSignedContent: challenge["acs_signed_content"] as? String ?? ""),
            timeout: 5, presenter: ScriptedChallengePresenter(actions))
        return (indicator, outcome, try setup.store.threeDSChallenge(acsTransactionID: acsTransID))
    }

    static let challenges: [(String, [ChallengeAction], String)] = [
        ("4024007189449340", [.submitText("1234")], "Y"),  // visa-challenge (EC directory server)
        ("5267648608924299", [.submitText("0000")], "N"),  // mastercard-challenge (RSA directory server)
        ("4000000000070005", [.submitSelection(["1"])], "Y"),  // ui-02-single-select
        ("4000000000080004", [.submitSelection(["3", "1"])], "Y"),  // ui-03-multi-select
        ("4000000000090003", [.continueOutOfBand], "Y"),  // ui-04-out-of-band
        ("4000000000110009", [.submitHTMLForm(["otp": "1234"])], "Y"),  // ui-05-html
        ("4000000000060006", [.resend, .submitText("1234")], "Y"),  // ui-01-text with a resend
    ]

    @Test(arguments: EmulatorKind.allCases, 0..<challenges.count)
    func aChallengeCompletes(kind: EmulatorKind, index: Int) async throws {
        let (number, actions, status) = Self.challenges[index]
        let (indicator, outcome, record) = try await Self.authenticate(kind, number: number, actions: actions)
        #expect(indicator == "CHALLENGE")
        guard case .completed(let event) = outcome else {
            Issue.record("\(number): \(String(describing: outcome))")
            return
        }
        #expect(event.transactionStatus == status)
        #expect(record?.status == .completed && record?.transStatus == status)
        #expect(record?.creqCount == actions.count + 1)
    }

    @Test(arguments: EmulatorKind.allCases)
    func aFrictionlessCardFinishes(kind: EmulatorKind) async throws {
        let (indicator, outcome, _) = try await Self.authenticate(
            kind, number: "4556557955726624", cvc: "123", actions: [])
        #expect(indicator == "FINISH" && outcome == nil)
    }

    /// ACS fault cards: the SDK sends the matching Erro, and the emulator records it.
    @Test(arguments: [("4000000000130007", "302"), ("4000000000140006", "301")])
    func anACSFaultIsAnsweredWithItsErro(number: String, code: String) async throws {
        let (_, outcome, record) = try await Self.authenticate(
            .inProcess, number: number, actions: [.submitText("1234")])
        guard case .protocolError(let event) = outcome else {
            Issue.record("\(number): \(String(describing: outcome))")
            return
        }
        #expect(event.errorMessage.errorCode == code)
        #expect(record?.status == .errored && record?.errorCode == code && record?.errorComponent == "C")
    }

    @Test func cancellingReachesTheACS() async throws {
        let (_, outcome, record) = try await Self.authenticate(
            .inProcess, number: "4000000000120008", actions: [.cancel])
        #expect(outcome == .cancelled)
        #expect(record?.creqCount == 2)
    }
}
