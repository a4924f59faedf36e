import Foundation
import HTTPServer
import Testing
import Transport

@testable import Sandbox

/// Forged and hostile requests sent over loopback HTTP to the emulator as `tessera sandbox serve` runs it.
@Suite struct HostileRequestHTTPTests {
    /// The emulator of `sandbox`, served on loopback for the length of `body`.
    static func serving<T>(
        _ sandbox: SandboxHarness, _ body: (_ base: URL, _ http: URLSessionTransport) async throws -> T
    ) async throws -> T {
        let server = HTTPServer(handler: sandbox.handler)
        try server.start()
        do {
            let result = try await body(try #require(server.url), URLSessionTransport(defaultTimeout: 30))
            await server.shutdown()
            return result
        } catch {
            await server.shutdown()
            throw error
        }
    }

    /// A plain-JSON Erro naming another cardholder's `acsTransID`, with no credentials, is refused with a
    /// plain Erro and changes nothing: the cardholder's next CReq still gets its CRes.
    @Test func anUnauthenticatedErroCannotEndSomeoneElsesChallenge() async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "visa-challenge")
        #expect(try await channel.send(via: sandbox.transport).cres != nil)
        try await Self.serving(sandbox) { base, http in
            for code in ["402", "101", "301"] {
                let forged =
                    #"{"messageType":"Erro","messageVersion":"2.2.0","errorCode":"\#(code)","errorComponent":"C","acsTransID":"\#(channel.acsTransID)","sdkTransID":"\#(channel.sdkTransID)","threeDSServerTransID":"\#(channel.serverTransID)"}"#
                let reply = try await http.send(
                    HTTPRequest(
                        method: .post, url: base.appendingPathComponent("three-d-secure/acs"),
                        headers: ["Content-Type": "application/json"], body: Data(forged.utf8)))
                #expect(reply.status == 200)
                let answer = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
                #expect(answer["messageType"] as? String == "Erro")
                #expect(answer["errorCode"] as? String == "303")
                #expect(answer["errorComponent"] as? String == "A")
            }
        }
        let record = try sandbox.record(channel)
        #expect(record.status == .open)
        #expect(record.errorCode == nil)
        let done = try await channel.send(["challengeDataEntry": "1234"], via: sandbox.transport)
        #expect(done.cres?["transStatus"] as? String == "Y")
    }
}
