import Foundation
import TesseraCore
import Testing
import Transport

@testable import Sandbox

/// The request log: every exchange recorded with method, path, status and merchant account, redacted as the
/// debug log redacts, newest first, and never more than its capacity.
@Suite struct SandboxRequestLogTests {
    static let card = "4111111111111111"

    @Test func anExchangeIsRecordedRedacted() async throws {
        var sandbox = try SandboxHarness()
        let log = SandboxRequestLog()
        sandbox.handler.requestLog = log
        let session = try await sandbox.createSession()
        let bearer = "Bearer eyJhbGciOiJFUzUxMiJ9.eyJzY29wZXMiOlsiKi5yZWFkIl19.c2lnbmF0dXJlc2lnbmF0dXJl"
        let tokenized = await sandbox.send(
            .put, "/checkout/sessions/\(session)/fields",
            json:
                #"{"payment_method":{"method":"card","number":"\#(Self.card)","expiration_date":"12/30","security_code":"987"}}"#,
            headers: ["Authorization": bearer, "x-gr4vy-merchant-account-id": "default"])
        #expect(tokenized.status == 204)
        _ = await sandbox.send(.get, "/card-details?currency=USD&bin=41111111&number=\(Self.card)")

        let entries = log.entries
        #expect(entries.map(\.id) == [3, 2, 1])
        #expect(entries.map(\.method) == ["GET", "PUT", "POST"])
        let put = entries[1]
        #expect(put.path == "/checkout/sessions/\(session)/fields")
        #expect(put.status == 204 && put.merchantAccount == "default")
        #expect(put.requestHeaders["Authorization"] == "Bearer [REDACTED]")
        #expect(put.requestBody.contains(#""number" : "[REDACTED]""#))
        #expect(put.requestBody.contains(#""expiration_date" : "12/30""#))
        #expect(entries[2].status == 201 && entries[2].responseBody.contains(session))
        #expect(entries[0].path.hasPrefix("/card-details?currency=USD&bin=41111111&number="))
        let everything = "\(entries)"
        for secret in [Self.card, "987", "eyJhbGciOiJFUzUxMiJ9"] {
            #expect(!everything.contains(secret), "\(secret) is in the log")
        }
        #expect(log.entry(id: 2) == put)
    }

    @Test func anAccountHeaderThatIsNotAnIdIsRecordedAsNoneAndRedacted() async throws {
        var sandbox = try SandboxHarness()
        let log = SandboxRequestLog()
        sandbox.handler.requestLog = log
        let response = await sandbox.send(
            .get, "/checkout/sessions/\(UUID())", headers: ["x-gr4vy-merchant-account-id": "<b>\(Self.card)"])
        #expect(response.status == 400)
        let entry = try #require(log.entries.first)
        #expect(entry.merchantAccount == nil)
        #expect(entry.requestHeaders["x-gr4vy-merchant-account-id"] == "<b>[REDACTED]")
        #expect(!entry.responseBody.contains(Self.card))
    }

    @Test(arguments: [1, 3, 7])
    func theLogKeepsOnlyTheNewestEntries(capacity: Int) async throws {
        var sandbox = try SandboxHarness()
        let log = SandboxRequestLog(capacity: capacity)
        sandbox.handler.requestLog = log
        for index in 1...10 { _ = await sandbox.send(.get, "/no-such-route/\(index)") }
        let kept = Array((11 - capacity)...10).reversed()
        #expect(log.entries.map(\.id) == Array(kept))
        #expect(log.entries.map(\.path) == kept.map { "/no-such-route/\($0)" })
        #expect(log.entries.allSatisfy { $0.status == 404 })
        #expect(log.entry(id: 10 - capacity) == nil)
        #expect(log.entry(id: 11 - capacity)?.path == "/no-such-route/\(11 - capacity)")
        #expect(log.entry(id: 11) == nil)
    }

    @Test func aHandlerWithoutALogRecordsNothing() async throws {
        let sandbox = try SandboxHarness()
        #expect(sandbox.handler.requestLog == nil)
        #expect(await sandbox.send(.get, "/no-such-route").status == 404)
    }
}
