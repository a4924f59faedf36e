import Foundation
import HTTPServer
import JOSE
import Testing
import Transport

@testable import Sandbox

/// Challenges live in the SQLite store, and the whole flow works over loopback HTTP.
@Suite struct ACSPersistenceAndHTTPTests {
    @Test func challengeStateSurvivesReopeningTheStore() async throws {
        let directory = try FingerprintTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sandbox.sqlite").path
        let environment = SandboxEnvironment(clock: .fixed(SandboxHarness.now))
        var channel: TestChannel
        do {
            let sandbox = try SandboxHarness(sharing: SandboxStore(path: path), environment: environment)
            channel = try await sandbox.challenge(card: "ui-03-multi-select")
            _ = try await channel.send(via: sandbox.transport)
            _ = try await channel.send(["resendChallenge": "Y"], via: sandbox.transport)
        }
        let reopened = try SandboxHarness(sharing: SandboxStore(path: path), environment: environment)
        let before = try reopened.record(channel)
        #expect(before.status == .open)
        #expect(before.nextCounter == 2)
        #expect(before.resendCount == 1)
        let done = try await channel.send(["challengeDataEntry": "1,3"], via: reopened.transport)
        #expect(done.cres?["transStatus"] as? String == "Y")
        #expect(done.cres?["acsCounterAtoS"] as? String == "002")
    }

    /// `tessera sandbox serve`'s stack: every step over a socket, and `acsURL` on the serving base URL.
    @Test(arguments: ["visa-challenge", "mastercard-challenge", "ui-05-html"])
    func challengeOverLoopbackHTTP(card name: String) async throws {
        // A fixed clock, so that the test cards' fixed expiry dates never expire.
        let handler = try SandboxHandler(store: SandboxStore.ephemeral(), environment: .fixed(at: SandboxHarness.now))
        let server = HTTPServer(handler: handler)
        try server.start()
        do {
            try await Self.runChallenge(card: name, base: try #require(server.url))
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }

    private static func runChallenge(card name: String, base: URL) async throws {
        let card = try #require(TestCard.named(name))
        let http = URLSessionTransport(defaultTimeout: 10)
        let token = try DevelopmentToken.make(now: SandboxHarness.now, id: UUID())
        func call(_ method: HTTPMethod, _ path: String, _ body: Any? = nil) async throws -> HTTPResponse {
            try await http.send(
                HTTPRequest(
                    method: method, url: base.appendingPathComponent(path),
                    headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
                    body: try body.map { try JSONSerialization.data(withJSONObject: $0) }))
        }
        let created = try await call(.post, "checkout/sessions", [String: Any]())
        let session = try #require(created.object["id"] as? String)
        let fields: [String: Any] = [
            "payment_method": [
                "method": "card", "number": card.number, "expiration_date": card.expiry(at: SandboxHarness.now),
                "security_code": card.cvc,
            ]
        ]
        #expect(try await call(.put, "checkout/sessions/\(session)/fields", fields).status == 204)
        let version = try await call(.get, "checkout/sessions/\(session)/three-d-secure-version")
        let serverID = try #require(version.object["directory_server_id"] as? String)
        let directoryServer = try #require(try DirectoryServer.named(serverID))
        let sdk = try TestThreeDSSDK()
        let form: TestThreeDSSDK.DeviceDataForm = serverID == DirectoryServer.rsaID ? .rsa : .directWithEPK
        let body = try sdk.authenticateBody(deviceData: sdk.encryptDeviceData(to: directoryServer, form: form))
        let authenticated = try await call(.post, "checkout/sessions/\(session)/three-d-secure-authenticate", body)
        #expect(authenticated.object["indicator"] as? String == "CHALLENGE")
        var channel = try sdk.channel(for: try #require(authenticated.object["challenge"] as? [String: Any]))
        #expect(channel.acsURL == base.appendingPathComponent("three-d-secure/acs"))
        let send: TestChannel.Send = { try await http.send($0) }
        let first = try await channel.send(via: send)
        #expect(first.cres?["acsCounterAtoS"] as? String == "000")
        let answer =
            name == "ui-05-html" ? ["challengeHTMLDataEntry": "otp=1234"] : ["challengeDataEntry": "1234"]
        let done = try await channel.send(answer, via: send)
        #expect(done.cres?["transStatus"] as? String == "Y")
        #expect(try await channel.post(Data("garbage".utf8), via: send).erroCode == "101")
    }
}
