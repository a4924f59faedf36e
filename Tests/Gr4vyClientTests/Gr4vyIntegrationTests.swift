import Foundation
import Gr4vyClient
import TesseraTestSupport
import Testing
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client over ``URLSessionTransport`` against a real server on 127.0.0.1.
@Suite struct Gr4vyIntegrationTests {
    private func client(_ server: LoopbackServer) throws -> Gr4vy {
        try Gr4vy(
            gr4vyId: "acme", token: "tok", server: .custom(try #require(URL(string: server.baseURL))),
            transport: URLSessionTransport())
    }

    private let request = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD", bin: "424242"))

    @Test func aCardDetailsRoundTripOverSockets() async throws {
        let server = try LoopbackServer.serving([
            "GET /card-details": .init(
                status: 200, body: #"{"type":"card-detail","id":"424242","card_type":"credit","scheme":"visa"}"#)
        ])
        defer { server.stop() }
        let details = try await client(server).cardDetails.get(request: request)
        #expect(details.scheme == "visa")
        let received = try #require(server.requests.first)
        #expect(received.target == "/card-details?currency=USD&bin=424242")
        #expect(received.headers["authorization"] == "Bearer tok")
        #expect(received.headers["user-agent"] == Gr4vyUserAgent.current)
    }

    @Test func aFiftyMegabyteResponseIsRejected() async throws {
        let huge = Data(repeating: UInt8(ascii: "a"), count: 50 * 1024 * 1024)
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [], body: huge) }
        defer { server.stop() }
        let gr4vy = try client(server)
        do throws(Gr4vyError) {
            _ = try await gr4vy.cardDetails.get(request: request)
            Issue.record("accepted 50 MB")
        } catch {
            #expect(error.description.contains("exceeds the limit"))
        }
    }

    @Test func invalidUTF8IsADecodingError() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [], body: Data([0xC3, 0x28, 0xFF])) }
        defer { server.stop() }
        let gr4vy = try client(server)
        do throws(Gr4vyError) {
            _ = try await gr4vy.cardDetails.get(request: request)
            Issue.record("decoded invalid UTF-8")
        } catch {
            guard case .responseDecoding = error.kind else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test func aSilentServerTimesOutWithTheRequestTimeout() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        var slow = request
        slow.timeout = 1
        let gr4vy = try client(server)
        do throws(Gr4vyError) {
            _ = try await gr4vy.cardDetails.get(request: slow)
            Issue.record("no timeout")
        } catch {
            guard case .networkError(let urlError) = error.kind else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(urlError.code == .timedOut)
        }
    }
}
