import Foundation
import TesseraCore
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

    /// 50 requests at once with one key, paying with one checkout session, 20 rounds: each answer is the
    /// first answer, or the 409 saying the first request is still in flight, never "create a new session".
    @Test func racingRequestsWithOneKeyGetTheFirstAnswerOrTheInFlight409() async throws {
        let sandbox = try SandboxHarness()
        var figures = (first: 0, inFlight: 0)
        for round in 0..<20 {
            let session = try await sandbox.createSession(#"{"amount":1299,"currency":"USD"}"#)
            #expect(await sandbox.tokenize(session, number: "4111111111111111").status == 204)
            let body =
                #"{"amount":1299,"currency":"USD","payment_method":{"method":"checkout-session","id":"\#(session)"}}"#
            let answers = await withTaskGroup(of: HTTPResponse.self) { group in
                for _ in 0..<50 { group.addTask { await sandbox.postTransaction(body, key: "race-\(round)") } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let firsts = answers.filter { $0.status == 201 }
            let waits = answers.filter { $0.status == 409 }
            #expect(firsts.count + waits.count == 50, "\(Set(answers.map(\.text)))")
            #expect(Set(firsts.map(\.body)).count == 1, "every 201 is the first answer")
            for wait in waits {
                #expect(wait.object["message"] as? String == SandboxHandler.inFlight.message, "\(wait.text)")
                #expect(wait.headers["Retry-After"] == "1")
            }
            let retry = await sandbox.postTransaction(body, key: "race-\(round)")
            #expect(retry.status == 201 && retry.body == firsts.first?.body, "the retry gets the first answer")
            figures.first += firsts.count
            figures.inFlight += waits.count
        }
        #expect(await sandbox.send(.get, "/transactions?limit=100").items.count == 20, "one transaction per key")
        #expect(figures.first + figures.inFlight == 1000, "\(figures)")
    }

    /// Two emulators on one data folder (two SQLite connections, as two processes have) racing with one
    /// key: the claim each commits is seen by the other, so still only the first answer or the 409.
    @Test func emulatorsSharingADataFolderRaceAlike() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sandbox.sqlite").path
        let environment = SandboxEnvironment(clock: .fixed(SandboxHarness.now), random: .repeating(Data([0x5A])))
        let emulators = [
            try SandboxHarness(sharing: SandboxStore(path: path), environment: environment),
            try SandboxHarness(sharing: SandboxStore(path: path), environment: environment),
        ]
        for round in 0..<5 {
            let session = try await emulators[0].createSession(#"{"amount":1299,"currency":"USD"}"#)
            #expect(await emulators[1].tokenize(session, number: "4111111111111111").status == 204)
            let body =
                #"{"amount":1299,"currency":"USD","payment_method":{"method":"checkout-session","id":"\#(session)"}}"#
            let answers = await withTaskGroup(of: HTTPResponse.self) { group in
                for index in 0..<50 {
                    group.addTask { await emulators[index % 2].postTransaction(body, key: "shared-\(round)") }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let firsts = answers.filter { $0.status == 201 }
            #expect(Set(firsts.map(\.body)).count == 1, "every 201 is the first answer")
            #expect(
                answers.allSatisfy {
                    $0.status == 201 || $0.object["message"] as? String == SandboxHandler.inFlight.message
                }, "\(Set(answers.map(\.text)))")
        }
        #expect(await emulators[1].send(.get, "/transactions?limit=100").items.count == 5)
    }

    /// The hash the emulator keeps of `body` (its canonical form, keyed), as a claim holds it.
    private func requestHash(_ sandbox: SandboxHarness, _ body: String) throws -> String {
        let canonical = try JSONDecoder().decode(JSONValue.self, from: Data(body.utf8)).compactData
        return try sandbox.handler.fingerprinter.fingerprint(cardNumber: String(decoding: canonical, as: UTF8.self))
    }

    /// A claim of a live process holds its key (409, in flight) until its lease ends; a claim whose
    /// process has ended is taken over at once: a crash never leaves a key in flight for good.
    @Test func aClaimLeftByACrashIsTakenOver() async throws {
        let store = try SandboxStore.ephemeral()
        let sandbox = try SandboxHarness(sharing: store, environment: .fixed(at: SandboxHarness.now))
        let body = SandboxHarness.cardBody("4111111111111111")
        let claim = { (key: String, owner: String) in
            IdempotencyClaim(
                account: "default", operation: "POST /transactions", key: key,
                requestHash: try self.requestHash(sandbox, body), owner: owner)
        }
        // Process 1 (init) is alive; no process has the largest id.
        #expect(try store.claim(claim("live", "1:another-run:request"), at: SandboxHarness.now) == nil)
        #expect(try store.claim(claim("dead", "\(pid_t.max):another-run:request"), at: SandboxHarness.now) == nil)
        let held = await sandbox.postTransaction(body, key: "live")
        #expect(held.status == 409)
        #expect(held.object["message"] as? String == SandboxHandler.inFlight.message)
        #expect(await sandbox.postTransaction(body, key: "dead").status == 201)
        // Another emulator on the store, once the live claim's lease has ended.
        let later = try SandboxHarness(
            sharing: store,
            environment: SandboxEnvironment(
                clock: .fixed(SandboxHarness.now.addingTimeInterval(SandboxStore.claimLease + 1)),
                random: .repeating(Data([0x5A]))))
        let taken = await later.postTransaction(body, key: "live")
        #expect(taken.status == 201, "\(taken.text)")
        #expect(await sandbox.send(.get, "/transactions").items.count == 2)
    }

    /// A capture of 0 is refused in Gr4vy's error shape and leaves the authorization capturable and
    /// refundable, with the same idempotency key too.
    @Test func aCaptureOfNothingIsRefusedAndBlocksNothing() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let nothing = await sandbox.send(
            .post, "/transactions/\(id)/capture", json: #"{"amount":0}"#, headers: ["idempotency-key": "c0"])
        #expect(nothing.status == 400)
        #expect(nothing.object["type"] as? String == "error")
        #expect(nothing.pointers == ["/amount"])
        let tooMuch = await sandbox.send(
            .post, "/transactions/\(id)/capture", json: #"{"amount":99999}"#, headers: ["idempotency-key": "c1"])
        #expect(tooMuch.status == 400)
        #expect(await sandbox.send(.get, "/transactions/\(id)").object.string("status") == "authorization_succeeded")
        let capture = await sandbox.send(
            .post, "/transactions/\(id)/capture", json: #"{"amount":1000}"#, headers: ["idempotency-key": "c1"])
        #expect(capture.status == 200, "\(capture.text)")
        #expect(capture.object.int("captured_amount") == 1000)
        let refund = await sandbox.send(.post, "/transactions/\(id)/refunds", json: #"{"amount":400}"#)
        #expect(refund.status == 201, "\(refund.text)")
    }

    @Test func aRequestThatLosesTheRaceStoresNothing() async throws {
        let sandbox = try SandboxHarness()
        let first = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111"), key: "k")
        let claim = IdempotencyClaim(
            account: "default", operation: "POST /transactions", key: "k", requestHash: "another body",
            owner: SandboxStore.newClaimOwner(makeID: .incrementing))
        var late = TransactionRecord(
            id: "00000000-0000-0000-0000-0000000000ff", merchantAccountID: "default", createdAt: SandboxHarness.now,
            intent: "authorize", amount: 1, currency: "USD")
        late.authorize(.approved, at: SandboxHarness.now)
        #expect(throws: SandboxStore.IdempotencyRace.self) {
            try sandbox.store.insert(
                late, events: [], claim: claim, response: (201, late.json.compactData), environment: .live)
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
