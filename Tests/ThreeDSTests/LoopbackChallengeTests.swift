import Foundation
import HTTPServer
import JOSE
import Testing
import ThreeDS
import Transport

/// A challenge over real HTTP: the test ACS served on loopback, the SDK on URLSession.
@Suite struct LoopbackChallengeTests {
    struct ACSHandler: HTTPHandler {
        let acs: TestACS

        func handle(_ request: HTTPRequest) async -> HTTPResponse {
            (try? await acs.send(request)) ?? HTTPResponse(status: 503)
        }
    }

    @Test func aTextChallengeCompletesOverLoopbackHTTP() async throws {
        let box = ServerBox()
        var options = ChallengeHarness.Options()
        options.acsURL = nil
        options.requestorAppURL = "merchant://3ds"
        options.payload = { payload in payload["acsURL"] = box.url }
        options.transport = { acs in
            box.start(ACSHandler(acs: acs))
            return URLSessionTransport()
        }
        let harness = try ChallengeHarness([.screen("01"), .complete("Y")], options: options)
        defer { box.stop() }
        let (_, calls) = try await harness.run([.submitText("1234")])
        #expect(calls == ["completed Y"])
        #expect(harness.acs.creqs.map { $0["sdkCounterStoA"]?.string } == ["000", "001"])
        #expect(harness.acs.creqs.first?["threeDSRequestorAppURL"]?.string == "merchant://3ds")
        #expect(harness.acs.issues.isEmpty)
    }
}

/// Starts the server when the harness hands over its ACS, before the signed content names its URL.
// Safe: `server` is written once, by `start` during the harness's init on the test's own task, before any request is
// sent and before anything reads it; afterwards it is only read (`url`, `stop`), and `HTTPServer` is itself Sendable.
final class ServerBox: @unchecked Sendable {
    private var server: HTTPServer?

    var url: String { (server?.url?.absoluteString ?? "http://127.0.0.1:1") + "/acs" }

    func start(_ handler: some HTTPHandler) {
        let server = HTTPServer(handler: handler)
        _ = try? server.start()
        self.server = server
    }

    func stop() { server?.stop() }
}
