import Foundation
import SQLite
import Testing
import Transport

@testable import Sandbox

/// Every merchant-scoped resource belongs to the account that made it (`x-gr4vy-merchant-account-id`,
/// absent = `default`): another account gets 404 and can neither read, change, delete nor pay with it.
@Suite struct MerchantAccountScopeTests {
    /// One request of the probe: `{session}`, `{buyer}`, `{method}`, `{transaction}` and `{other-session}`
    /// (a session of the other account) in the path or body stand for the default account's resources.
    struct Probe: CustomTestStringConvertible, Sendable {
        let method: HTTPMethod
        let path: String
        var body: String?
        /// The default account's answer: anything but 404 shows it sees the resource.
        let own: Int
        /// The other account's answer: 404, or 200 with an empty list.
        var other = 404
        /// The path the default account sends, when it differs (its own session instead of the other's).
        var ownPath: String?

        var testDescription: String { "\(method) \(path)" }
    }

    static let card = "4556557955726624"
    static let cardFields =
        #"{"payment_method":{"method":"card","number":"5333259155643223","expiration_date":"01/30","security_code":"123"}}"#

    static let probes: [Probe] = [
        Probe(method: .get, path: "/checkout/sessions/{session}", own: 200),
        Probe(method: .put, path: "/checkout/sessions/{session}", body: #"{"amount":500}"#, own: 200),
        Probe(method: .delete, path: "/checkout/sessions/{session}", own: 204),
        Probe(method: .put, path: "/checkout/sessions/{session}/fields", body: cardFields, own: 204),
        Probe(method: .get, path: "/checkout/sessions/{session}/three-d-secure-version", own: 200),
        // The default account's empty body is refused for what it lacks, not for an unknown session.
        Probe(method: .post, path: "/checkout/sessions/{session}/three-d-secure-authenticate", body: "{}", own: 400),
        Probe(
            method: .put, path: "/checkout/sessions/{other-session}/fields",
            body: #"{"payment_method":{"method":"id","id":"{method}"}}"#, own: 204,
            ownPath: "/checkout/sessions/{session}/fields"),
        Probe(method: .get, path: "/buyers/{buyer}", own: 200),
        Probe(method: .put, path: "/buyers/{buyer}", body: #"{"display_name":"Mallory"}"#, own: 200),
        Probe(method: .delete, path: "/buyers/{buyer}", own: 204),
        Probe(method: .get, path: "/buyers?external_identifier=owner", own: 200, other: 200),
        Probe(method: .get, path: "/buyers?search=own", own: 200, other: 200),
        Probe(method: .get, path: "/buyers/payment-methods?buyer_id={buyer}", own: 200),
        Probe(method: .get, path: "/buyers/payment-methods?buyer_external_identifier=owner", own: 200),
        Probe(method: .get, path: "/card-details?currency=USD&payment_method_id={method}", own: 200),
        Probe(
            method: .post, path: "/transactions",
            body: #"{"amount":100,"currency":"USD","payment_method":{"method":"checkout-session","id":"{session}"}}"#,
            own: 201),
        Probe(
            method: .post, path: "/transactions",
            body:
                #"{"amount":100,"currency":"USD","buyer_id":"{buyer}","payment_method":{"method":"id","id":"{method}"}}"#,
            own: 201),
        Probe(
            method: .post, path: "/transactions",
            body: #"{"amount":100,"currency":"USD","buyer_external_identifier":"owner","store":true,"#
                + #""payment_method":{"method":"card","number":"\#(card)","expiration_date":"12/30"}}"#,
            own: 201),
        Probe(method: .get, path: "/transactions/{transaction}", own: 200),
        Probe(method: .put, path: "/transactions/{transaction}", body: #"{"external_identifier":"x"}"#, own: 200),
        Probe(method: .post, path: "/transactions/{transaction}/capture", body: "{}", own: 200),
        Probe(method: .post, path: "/transactions/{transaction}/void", own: 200),
        Probe(method: .post, path: "/transactions/{transaction}/cancel", own: 200),
        Probe(method: .get, path: "/transactions/{transaction}/events", own: 200),
        Probe(method: .get, path: "/transactions/{transaction}/actions", own: 200),
        Probe(method: .get, path: "/transactions/{transaction}/refunds", own: 200),
        // The default account's authorization is not captured: a refund is refused for that, not as unknown.
        Probe(method: .post, path: "/transactions/{transaction}/refunds", body: #"{"amount":100}"#, own: 400),
        Probe(method: .post, path: "/transactions/{transaction}/refunds/all", own: 400),
        Probe(method: .get, path: "/transactions?buyer_external_identifier=owner", own: 200, other: 200),
    ]

    /// The default account's buyer `owner`, its session with a tokenized card (stored for the buyer), and a
    /// transaction; and a session of the other account.
    struct Fixture {
        let sandbox: SandboxHarness
        let ids: [String: String]

        init() async throws {
            sandbox = try SandboxHarness()
            var ids = ["buyer": try await sandbox.createBuyer(external: "owner")]
            let session = try await sandbox.createSession(forBuyer: "owner", #","amount":1299,"currency":"USD""#)
            ids["session"] = session
            let tokenized = await sandbox.tokenize(session, number: MerchantAccountScopeTests.card)
            guard tokenized.status == 204 else { throw HarnessError.unexpected(tokenized.status, tokenized.text) }
            let methods = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(ids["buyer"] ?? "")")
            ids["method"] = methods.items.first?["id"] as? String
            ids["transaction"] =
                try await sandbox.createTransaction(
                    MerchantAccountScopeTests.card, #","buyer_external_identifier":"owner""#
                ).string("id")
            let other = await sandbox.send(.post, "/checkout/sessions", headers: MerchantAccountScopeTests.other)
            ids["other-session"] = other.object["id"] as? String
            self.ids = ids
        }

        func fill(_ text: String) -> String {
            ids.reduce(text) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }

        /// What the default account sees of its resources, to show a request of the other account changed nothing.
        func snapshot() async -> [String] {
            var texts: [String] = []
            for path in [
                "/checkout/sessions/{session}", "/buyers/{buyer}", "/buyers/payment-methods?buyer_id={buyer}",
                "/transactions/{transaction}", "/transactions", "/buyers",
            ] {
                texts.append(await sandbox.send(.get, fill(path)).text)
            }
            return texts
        }
    }

    static let other: HTTPHeaders = ["x-gr4vy-merchant-account-id": "acct-b"]

    @Test(arguments: probes)
    func anotherAccountGets404AndChangesNothing(probe: Probe) async throws {
        let fixture = try await Fixture()
        let sandbox = fixture.sandbox
        let before = await fixture.snapshot()
        let theirs = await sandbox.send(
            probe.method, fixture.fill(probe.path), json: probe.body.map(fixture.fill), headers: Self.other)
        #expect(theirs.status == probe.other, "\(theirs.text)")
        if probe.other == 200 { #expect(theirs.items.isEmpty, "\(theirs.text)") }
        #expect(await fixture.snapshot() == before, "the other account's request changed the default account's state")
        let recorded = await sandbox.send(.get, "/transactions", headers: Self.other)
        #expect(recorded.items.isEmpty, "a transaction was recorded under the other account: \(recorded.text)")

        let ours = await sandbox.send(
            probe.method, fixture.fill(probe.ownPath ?? probe.path), json: probe.body.map(fixture.fill))
        #expect(ours.status == probe.own, "\(ours.text)")
        if probe.other == 200 { #expect(!ours.items.isEmpty, "\(ours.text)") }
    }

    /// The routes a session id itself authorizes (its fields and 3-D Secure) carry no merchant header in
    /// the spec, and the SDKs send none: without one they reach the session of any account, as a client
    /// of a merchant account tokenizes; naming another account is still a 404.
    @Test func theSessionIdAuthorizesItsFieldsAndThreeDSRoutes() async throws {
        let sandbox = try SandboxHarness()
        let merchant: HTTPHeaders = ["x-gr4vy-merchant-account-id": "m1"]
        let created = await sandbox.send(.post, "/checkout/sessions", json: "{}", headers: merchant)
        let session = try #require(created.object["id"] as? String)
        #expect(await sandbox.tokenize(session, number: Self.card).status == 204)
        #expect(await sandbox.send(.get, "/checkout/sessions/\(session)/three-d-secure-version").status == 200)
        let fields = "/checkout/sessions/\(session)/fields"
        #expect(await sandbox.send(.put, fields, json: Self.cardFields, headers: Self.other).status == 404)
        #expect(await sandbox.send(.put, fields, json: Self.cardFields, headers: merchant).status == 204)
        #expect(await sandbox.send(.get, "/checkout/sessions/\(session)").status == 404)
        let read = await sandbox.send(.get, "/checkout/sessions/\(session)", headers: merchant)
        #expect(read.status == 200)
        #expect((read.object["payment_method"] as? [String: Any])?["label"] as? String == "3223")
    }

    /// Each account has its own external identifiers: the other account may create a buyer `owner` too,
    /// and the 409 of a taken one never names another account's buyer.
    @Test func externalIdentifiersAreUniquePerAccount() async throws {
        let fixture = try await Fixture()
        let sandbox = fixture.sandbox
        let theirs = await sandbox.send(
            .post, "/buyers", json: #"{"external_identifier":"owner"}"#, headers: Self.other)
        #expect(theirs.status == 201, "\(theirs.text)")
        #expect(theirs.object["merchant_account_id"] as? String == "acct-b")
        let again = await sandbox.send(
            .post, "/buyers", json: #"{"external_identifier":"owner"}"#, headers: Self.other)
        #expect(again.status == 409)
        #expect(again.object["resource_id"] as? String == theirs.object["id"] as? String)
        let ours = await sandbox.send(.get, "/buyers/payment-methods?buyer_external_identifier=owner")
        #expect(ours.items.count == 1)
    }

    /// A data folder made before accounts owned sessions, buyers and stored methods keeps working: all of
    /// it belongs to the default account.
    @Test func existingStateBelongsToTheDefaultAccount() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-scope-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("sandbox.sqlite").path
        let session = "00000000-0000-4000-8000-000000000001"
        let buyer = "00000000-0000-4000-8000-000000000002"
        do {
            let old = try Database(.file(path))
            try Migrator(SandboxStore.migrator.migrations.filter { $0.version <= 5 }).migrate(old)
            try old.write { connection in
                try connection.execute(
                    """
                    INSERT INTO buyers (id, external_identifier, created_at) VALUES ('\(buyer)', 'legacy', 0);
                    INSERT INTO checkout_sessions (id, created_at, expires_at, buyer_id)
                        VALUES ('\(session)', 0, 9999999999, '\(buyer)');
                    INSERT INTO payment_methods (id, buyer_id, method, bin, created_at)
                        VALUES ('00000000-0000-4000-8000-000000000003', '\(buyer)', 'card', '455655', 0);
                    """)
            }
        }
        let store = try SandboxStore(path: path)
        #expect(try Migrator.appliedVersions(in: store.database).last == SandboxStore.migrator.migrations.last?.version)
        let sandbox = try SandboxHarness(sharing: store, environment: .fixed(at: SandboxHarness.now))
        #expect(await sandbox.send(.get, "/checkout/sessions/\(session)").status == 200)
        #expect(await sandbox.send(.get, "/buyers/\(buyer)").object["merchant_account_id"] as? String == "default")
        #expect(await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)").items.count == 1)
        #expect(await sandbox.send(.get, "/checkout/sessions/\(session)", headers: Self.other).status == 404)
        #expect(await sandbox.send(.get, "/buyers/\(buyer)", headers: Self.other).status == 404)
    }
}
