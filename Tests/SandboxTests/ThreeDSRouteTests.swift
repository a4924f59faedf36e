import Foundation
import JOSE
import Testing
import Transport

@testable import Sandbox

/// `three-d-secure-version` and `three-d-secure-authenticate`: validation and the decision per test card.
@Suite struct ThreeDSRouteTests {
    @Test(arguments: [
        ("visa-frictionless", DirectoryServer.ecID), ("mastercard-challenge", DirectoryServer.rsaID),
        ("amex-frictionless", DirectoryServer.rsaID), ("diners-challenge", DirectoryServer.ecID),
        ("jcb-frictionless", DirectoryServer.ecID), ("ui-05-html", DirectoryServer.ecID),
    ])
    func versionNamesTheDirectoryServerOfTheCard(card: String, directoryServer: String) async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.session(with: try #require(TestCard.named(card)))
        let response = await sandbox.send(.get, "/checkout/sessions/\(session)/three-d-secure-version")
        #expect(response.status == 200)
        #expect(response.object["directory_server_id"] as? String == directoryServer)
        #expect(response.object["message_version"] as? String == "2.2.0")
        #expect((response.object["api_key"] as? String)?.isEmpty == false)
    }

    @Test func versionNeedsACardAndAKnownSession() async throws {
        let sandbox = try SandboxHarness()
        let empty = try await sandbox.createSession()
        let noCard = await sandbox.send(.get, "/checkout/sessions/\(empty)/three-d-secure-version")
        #expect(noCard.status == 400)
        #expect(noCard.pointers == ["/session_id"])
        let unknown = await sandbox.send(
            .get, "/checkout/sessions/\(UUID().uuidString)/three-d-secure-version")
        #expect(unknown.status == 404)
        let wrongMethod = await sandbox.send(.post, "/checkout/sessions/\(empty)/three-d-secure-version", json: "{}")
        #expect(wrongMethod.status == 405)
    }

    /// The 3-D Secure routes need the scope of the fields route, from the one place scopes are decided.
    @Test func threeDSRoutesUseTheFieldsScope() throws {
        func access(_ method: HTTPMethod, _ path: String) -> SandboxRoute.Access? {
            guard case .found(let route, _) = SandboxRoute.table.match(method, path: path) else { return nil }
            return route.access
        }
        let fields = try #require(access(.put, "/checkout/sessions/x/fields"))
        #expect(fields == .scope(.checkoutSessionFields))
        #expect(access(.get, "/checkout/sessions/x/three-d-secure-version") == fields)
        #expect(access(.post, "/checkout/sessions/x/three-d-secure-authenticate") == fields)
    }

    /// Every test card gets its documented answer.
    @Test(arguments: TestCard.all)
    func authenticateDecidesByCard(card: TestCard) async throws {
        let sandbox = try SandboxHarness()
        let (sdk, response) = try await sandbox.authenticate(card: card.name)
        #expect(response.status == 200, "\(response.text)")
        let answer = response.object
        switch card.behaviour {
        case .frictionless(let status):
            #expect(answer["indicator"] as? String == "FINISH")
            #expect(answer["transaction_status"] as? String == status)
            #expect((answer["cardholder_info"] != nil) == (status == "R"))
        case .error:
            #expect(answer["indicator"] as? String == "ERROR")
        case .challenge(let scenario):
            #expect(answer["indicator"] as? String == "CHALLENGE")
            #expect(answer["transaction_status"] as? String == "C")
            let challenge = try #require(answer["challenge"] as? [String: Any])
            let rendering = challenge["acs_rendering_type"] as? [String: Any]
            #expect(rendering?["acsUiTemplate"] as? String == scenario.uiType)
            #expect(challenge["acs_reference_number"] as? String == SandboxHandler.acsReferenceNumber)
            if scenario == .badSignature {
                #expect(throws: JOSEError.self) { try sdk.channel(for: challenge) }
            } else {
                let channel = try sdk.channel(for: challenge)
                #expect(channel.acsTransID == challenge["acs_transaction_id"] as? String)
                #expect(channel.acsURL.absoluteString == "http://sandbox.test/three-d-secure/acs")
                let echoed = channel.signedPayload["sdkEphemPubKey"] as? [String: Any]
                #expect(echoed?["x"] as? String == sdk.ephemeralKey.x)
                #expect(channel.signedPayload["acsRefNumber"] as? String == SandboxHandler.acsReferenceNumber)
                #expect(try sandbox.record(channel).status == .open)
            }
        }
    }

    /// Each broken member (as JSON; nil removes it) is reported at its pointer.
    static let brokenMembers: [(String, String?, String)] = [
        ("default_sdk_type", nil, "/default_sdk_type"),
        ("default_sdk_type", #""Y""#, "/default_sdk_type"),
        ("default_sdk_type", #"{"wrappedInd":"X","sdkVariant":"01"}"#, "/default_sdk_type/wrappedInd"),
        ("default_sdk_type", #"{"wrappedInd":"Y","sdkVariant":"1"}"#, "/default_sdk_type/sdkVariant"),
        ("device_channel", #""02""#, "/device_channel"),
        ("device_channel", nil, "/device_channel"),
        ("device_render_options", #"{"sdkInterface":"04","sdkUiType":["01"]}"#, "/device_render_options/sdkInterface"),
        ("device_render_options", #"{"sdkInterface":"01","sdkUiType":[]}"#, "/device_render_options/sdkUiType"),
        ("device_render_options", #"{"sdkInterface":"01","sdkUiType":["06"]}"#, "/device_render_options/sdkUiType"),
        (
            "device_render_options", #"{"sdkInterface":"01","sdkUiType":["01","01"]}"#,
            "/device_render_options/sdkUiType"
        ),
        ("sdk_app_id", #""not-a-uuid""#, "/sdk_app_id"),
        ("sdk_app_id", "7", "/sdk_app_id"),
        ("sdk_transaction_id", #""""#, "/sdk_transaction_id"),
        ("sdk_reference_number", #""""#, "/sdk_reference_number"),
        ("sdk_reference_number", "\"" + String(repeating: "R", count: 33) + "\"", "/sdk_reference_number"),
        ("sdk_max_timeout", #""04""#, "/sdk_max_timeout"),
        ("sdk_max_timeout", "5", "/sdk_max_timeout"),
        ("sdk_max_timeout", #""5""#, "/sdk_max_timeout"),
        ("sdk_ephemeral_pub_key", nil, "/sdk_ephemeral_pub_key"),
        ("sdk_ephemeral_pub_key", #"{"kty":"RSA","n":"AQAB","e":"AQAB"}"#, "/sdk_ephemeral_pub_key"),
        (
            "sdk_ephemeral_pub_key",
            #"{"kty":"EC","crv":"P-256","x":"AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE","y":"AgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgI"}"#,
            "/sdk_ephemeral_pub_key"
        ),
        ("sdk_encrypted_data", nil, "/sdk_encrypted_data"),
        ("sdk_encrypted_data", #""not.a.jwe""#, "/sdk_encrypted_data"),
        ("sdk_encrypted_data", "12", "/sdk_encrypted_data"),
    ]

    @Test(arguments: 0..<brokenMembers.count)
    func authenticateValidatesEveryMember(index: Int) async throws {
        let (name, value, pointer) = Self.brokenMembers[index]
        let sandbox = try SandboxHarness()
        let card = try #require(TestCard.named("visa-challenge"))
        let session = try await sandbox.session(with: card)
        let sdk = try TestThreeDSSDK()
        var body = try sdk.authenticateBody(
            deviceData: sdk.encryptDeviceData(to: DirectoryServer.forScheme("visa"), form: .directWithEPK))
        body[name] = try value.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) }
        let response = try await sandbox.authenticate(session, body: body)
        #expect(response.status == 400, "\(name)")
        #expect(response.pointers == [pointer], "\(name): \(response.text)")
        #expect(try sandbox.store.database.read { try $0.scalar("SELECT COUNT(*) FROM threeds_challenges").int } == 0)
    }

    /// Device data encrypted for the other directory server, or tampered with, is an API error at its pointer.
    @Test func brokenDeviceDataIsAnAPIErrorThatSaysWhy() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.session(with: try #require(TestCard.named("visa-frictionless")))
        let sdk = try TestThreeDSSDK()
        let rsa = try sdk.encryptDeviceData(to: DirectoryServer.forScheme("amex"), form: .rsa)
        let response = try await sandbox.authenticate(session, body: sdk.authenticateBody(deviceData: rsa))
        #expect(response.status == 400)
        #expect(response.pointers == ["/sdk_encrypted_data"])
        #expect(response.text.contains(DirectoryServer.ecID))
        var tampered = Array(try sdk.encryptDeviceData(to: DirectoryServer.forScheme("visa"), form: .directWithEPK))
        tampered[tampered.count - 30] = tampered[tampered.count - 30] == "A" ? "B" : "A"
        let second = try await sandbox.authenticate(session, body: sdk.authenticateBody(deviceData: String(tampered)))
        #expect(second.status == 400)
        #expect(second.pointers == ["/sdk_encrypted_data"])
    }

    @Test func authenticateWithoutACardOrBodyIsRefused() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        let sdk = try TestThreeDSSDK()
        let body = try sdk.authenticateBody(
            deviceData: sdk.encryptDeviceData(to: DirectoryServer.forScheme("visa"), form: .directWithEPK))
        #expect(try await sandbox.authenticate(session, body: body).pointers == ["/session_id"])
        let garbage = await sandbox.send(
            .post, "/checkout/sessions/\(session)/three-d-secure-authenticate", json: "[")
        #expect(garbage.status == 400)
    }
}
