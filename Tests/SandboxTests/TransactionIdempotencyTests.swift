import Foundation
import Testing
import Transport

@testable import Sandbox

/// `idempotency-key`: one transaction per key and body, kept across restarts.
@Suite struct TransactionIdempotencyTests {
    @Test func theSameKeyAndBodyReturnTheFirstAnswer() async throws {
        let sandbox = try SandboxHarness()
        let body = SandboxHarness.cardBody("4111111111111111")
        let first = await sandbox.postTransaction(body, key: "order-1")
        let again = await sandbox.postTransaction(body, key: "order-1")
        #expect(first.status == 201)
        #expect(again.status == 201)
        #expect(again.body == first.body)
        #expect(again.headers["idempotent-replayed"] == "true")
        #expect(await sandbox.send(.get, "/transactions").items.count == 1)
        let other = await sandbox.postTransaction(body, key: "order-2")
        #expect(other.object.string("id") != first.object.string("id"))
    }

    @Test func aKeyIsOnePerBodyWhateverTheMemberOrder() async throws {
        let sandbox = try SandboxHarness()
        let first = await sandbox.postTransaction(
            #"{"amount":5,"currency":"USD","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30"}}"#,
            key: "k")
        let reordered = await sandbox.postTransaction(
            #"{"payment_method":{"expiration_date":"12/30","number":"4111111111111111","method":"card"},"currency":"USD","amount":5}"#,
            key: "k")
        #expect(reordered.body == first.body)
    }

    @Test func anotherBodyWithTheKeyIsRefused() async throws {
        let sandbox = try SandboxHarness()
        _ = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111"), key: "order-1")
        let changed = await sandbox.postTransaction(
            SandboxHarness.cardBody("4111111111111111", amount: 1), key: "order-1")
        #expect(changed.status == 409)
        #expect(changed.pointers == ["/idempotency-key"])
        #expect(await sandbox.send(.get, "/transactions").items.count == 1)
    }

    @Test func concurrentRequestsWithOneKeyMakeOneTransaction() async throws {
        let sandbox = try SandboxHarness()
        let body = SandboxHarness.cardBody("4111111111111111")
        let answers = await withTaskGroup(of: HTTPResponse.self) { group in
            for _ in 0..<12 { group.addTask { await sandbox.postTransaction(body, key: "k") } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0.status == 201 })
        #expect(Set(answers.map(\.body)).count == 1, "every request gets the first answer")
        #expect(await sandbox.send(.get, "/transactions").items.count == 1)
    }

    @Test func aRequestThatLosesTheRaceStoresNothing() async throws {
        let sandbox = try SandboxHarness()
        let first = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111"), key: "k")
        let claim = IdempotencyClaim(
            account: "default", operation: "POST /transactions", key: "k", requestHash: "another body")
        var late = TransactionRecord(
            id: "00000000-0000-0000-0000-0000000000ff", merchantAccountID: "default", createdAt: SandboxHarness.now,
            intent: "authorize", amount: 1, currency: "USD")
        late.authorize(.approved, at: SandboxHarness.now)
        #expect(throws: SandboxStore.IdempotencyRace.self) {
            try sandbox.store.insert(late, events: [], claim: claim, response: (201, late.json))
        }
        #expect(await sandbox.send(.get, "/transactions").items.count == 1)
        #expect(await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111"), key: "k").body == first.body)
    }

    @Test func aFailedRequestLeavesTheKeyUnused() async throws {
        let sandbox = try SandboxHarness()
        let bad = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111", amount: -1), key: "k")
        #expect(bad.status == 400)
        let good = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111"), key: "k")
        #expect(good.status == 201)
    }

    @Test func capturesAndRefundsAreIdempotentToo() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(
            try await sandbox.createTransaction("4111111111111111", #","intent":"capture""#).string("id"))
        let refund = await sandbox.send(
            .post, "/transactions/\(id)/refunds", json: #"{"amount":100}"#, headers: ["idempotency-key": "r1"])
        let again = await sandbox.send(
            .post, "/transactions/\(id)/refunds", json: #"{"amount":100}"#, headers: ["idempotency-key": "r1"])
        #expect(refund.status == 201)
        #expect(again.body == refund.body)
        #expect(await sandbox.send(.get, "/transactions/\(id)").object.int("refunded_amount") == 100)
    }

    @Test func keysSurviveARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-idem-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sandbox.sqlite").path
        let body = SandboxHarness.cardBody("4111111111111111")
        let first = try await SandboxHarness(
            sharing: SandboxStore(path: path), environment: .fixed(at: SandboxHarness.now)
        )
        .postTransaction(body, key: "order-1")
        #expect(first.status == 201)
        let restarted = try SandboxHarness(
            sharing: SandboxStore(path: path), environment: .fixed(at: SandboxHarness.now))
        let again = await restarted.postTransaction(body, key: "order-1")
        #expect(again.body == first.body)
        #expect(await restarted.send(.get, "/transactions").items.count == 1)
        let id = try #require(first.object.string("id"))
        #expect(await restarted.send(.get, "/transactions/\(id)").object.string("status") == "authorization_succeeded")
    }

    @Test(arguments: [String(repeating: "k", count: 256), "4111111111111111", "a\u{1}b"])
    func badKeysAreRefused(key: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111"), key: key)
        #expect(response.status == 400)
        #expect(response.pointers == ["/idempotency-key"])
        #expect(await sandbox.send(.get, "/transactions").items.isEmpty)
    }
}
