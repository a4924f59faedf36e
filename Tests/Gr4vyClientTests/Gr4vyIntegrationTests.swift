import Foundation
import Gr4vyClient
import TesseraTestSupport
import Testing
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client over ``URLSessionTransport`` against a real server on 127.0.0.1, reached through a
/// ``Gr4vyTransportSession`` with the server's base URL.
@Suite struct Gr4vyIntegrationTests {
    private func client(_ server: LoopbackServer, clock: WallClock = .live) throws -> Gr4vy {
        let session = try Gr4vyTransportSession(
            transport: URLSessionTransport(clock: clock), baseURL: try #require(URL(string: server.baseURL)))
        return try Gr4vy(gr4vyId: "acme", token: "tok", server: .sandbox, session: session)
    }

    @Test func aCardDetailsRoundTripOverSockets() async throws {
        let server = try LoopbackServer.serving([
            "GET /card-details": .init(
                status: 200, body: #"{"type":"card-detail","id":"424242","card_type":"credit","scheme":"visa"}"#)
        ])
        defer { server.stop() }
        let details = try await client(server).cardDetails.get(request: Fixtures.cardDetailsRequest)
        #expect(details.scheme == "visa" && details.id == "424242")
        let received = try #require(server.requests.first)
        #expect(received.target == "/card-details?bin=424242&currency=USD")
        #expect(received.headers["authorization"] == "Bearer tok")
        #expect(received.headers["user-agent"] == Gr4vySDK.userAgent)
        #expect(received.headers["content-type"] == "application/json")
    }

    @Test func aFiftyMegabyteResponseIsRefused() async throws {
        let huge = Data(repeating: UInt8(ascii: "a"), count: 50 * 1024 * 1024)
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [], body: huge) }
        defer { server.stop() }
        let gr4vy = try client(server)
        let error = await Fixtures.gr4vyError {
            _ = try await gr4vy.cardDetails.get(request: Fixtures.cardDetailsRequest)
        }
        guard case .decodingError(let message)? = error else {
            Issue.record("accepted 50 MB: \(String(describing: error))")
            return
        }
        #expect(message.contains("exceeds the limit"))
    }

    @Test func invalidUTF8IsADecodingError() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [], body: Data([0xC3, 0x28, 0xFF])) }
        defer { server.stop() }
        let gr4vy = try client(server)
        let error = await Fixtures.gr4vyError {
            _ = try await gr4vy.cardDetails.get(request: Fixtures.cardDetailsRequest)
        }
        #expect(error == .decodingError("get_card_details (GET /card-details): the body is not valid UTF-8."))
    }

    @Test func aSilentServerTimesOutWithTheRequestTimeout() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let slow = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD", bin: "424242"), timeout: 1)
        let clock = ManualClock()
        let gr4vy = try client(server, clock: clock.clock)
        let waiting = Task { await Fixtures.gr4vyError { _ = try await gr4vy.cardDetails.get(request: slow) } }
        #expect(await eventually { clock.sleeperCount == 1 })
        clock.advance(by: 1)
        #expect(await waiting.value == .networkError(URLError(.timedOut)))
    }
}
