import Foundation
import Testing
import Transport

@testable import Sandbox

extension SandboxHarness {
    /// Sends requests in process, through the emulator's own transport.
    var transport: TestChannel.Send {
        let transport = SandboxTransport(handler: handler)
        return { request in try await transport.send(request) }
    }

    /// A new session with `card` tokenized into it.
    func session(with card: TestCard) async throws -> String {
        let session = try await createSession()
        let fields =
            #"{"payment_method":{"method":"card","number":"\#(card.number)","expiration_date":"\#(card.expiry(at: Self.now))","security_code":"\#(card.cvc)"}}"#
        let response = await send(.put, "/checkout/sessions/\(session)/fields", json: fields)
        guard response.status == 204 else { throw HarnessError.unexpected(response.status, response.text) }
        return session
    }

    /// POSTs `body` to the session's authenticate route.
    func authenticate(_ session: String, body: [String: Any]) async throws -> HTTPResponse {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        return await send(.post, "/checkout/sessions/\(session)/three-d-secure-authenticate", json: json)
    }

    /// Authenticates the card named `name` with a fresh test SDK, encrypting device data in `form`.
    func authenticate(
        card name: String, form: TestThreeDSSDK.DeviceDataForm? = nil
    ) async throws -> (TestThreeDSSDK, HTTPResponse) {
        let card = try #require(TestCard.named(name))
        let session = try await session(with: card)
        let server = try DirectoryServer.forScheme(card.scheme)
        let sdk = try TestThreeDSSDK()
        let form = form ?? (server.id == DirectoryServer.rsaID ? .rsa : .directWithEPK)
        let body = try sdk.authenticateBody(deviceData: sdk.encryptDeviceData(to: server, form: form))
        return (sdk, try await authenticate(session, body: body))
    }

    /// Starts the challenge of the card named `name` and opens its channel (signature verified).
    func challenge(card name: String) async throws -> TestChannel {
        let (sdk, response) = try await authenticate(card: name)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.object["indicator"] as? String == "CHALLENGE")
        return try sdk.channel(for: try #require(response.object["challenge"] as? [String: Any]))
    }

    /// The stored ACS challenge of `channel`.
    func record(_ channel: TestChannel) throws -> ACSChallengeRecord {
        try #require(try store.threeDSChallenge(acsTransactionID: channel.acsTransID))
    }
}
