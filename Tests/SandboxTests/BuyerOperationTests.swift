import Foundation
import Testing
import Transport

@testable import Sandbox

/// The buyer operations Gr4vy's server SDKs offer besides create: list, get, update and delete.
@Suite struct BuyerOperationTests {
    @Test func getUpdateAndDeleteABuyer() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createBuyer(external: "ada")
        let fetched = await sandbox.send(.get, "/buyers/\(id.uppercased())")
        #expect(fetched.status == 200)
        #expect(fetched.object["external_identifier"] as? String == "ada")
        #expect(fetched.object["merchant_account_id"] as? String == "default")
        let updated = await sandbox.send(
            .put, "/buyers/\(id)", json: #"{"display_name":"Ada L","external_identifier":null}"#)
        #expect(updated.status == 200)
        #expect(updated.object["display_name"] as? String == "Ada L")
        #expect(updated.object["external_identifier"] is NSNull)
        #expect(await sandbox.send(.delete, "/buyers/\(id)").status == 204)
        #expect(await sandbox.send(.get, "/buyers/\(id)").status == 404)
        #expect(await sandbox.send(.delete, "/buyers/\(id)").status == 404)
        #expect(await sandbox.send(.put, "/buyers/\(id)", json: "{}").status == 404)
    }

    @Test func updateRefusesATakenExternalIdentifierAndBadFields() async throws {
        let sandbox = try SandboxHarness()
        let first = try await sandbox.createBuyer(external: "first")
        let second = try await sandbox.createBuyer(external: "second")
        let taken = await sandbox.send(.put, "/buyers/\(second)", json: #"{"external_identifier":"first"}"#)
        #expect(taken.status == 409)
        #expect(taken.object["resource_id"] as? String == first)
        let bad = await sandbox.send(.put, "/buyers/\(second)", json: #"{"display_name":"","id":"x"}"#)
        #expect(bad.status == 400)
        #expect(bad.pointers.sorted() == ["/display_name", "/id"])
    }

    @Test func deletingABuyerDeletesItsStoredMethods() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createBuyer(external: "gone")
        let session = try await sandbox.createSession(forBuyer: "gone")
        #expect(await sandbox.tokenize(session, number: "4556557955726624").status == 204)
        let method = try #require(
            await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(id)").items.first?["id"] as? String)
        #expect(await sandbox.send(.delete, "/buyers/\(id)").status == 204)
        let lookup = await sandbox.send(.get, "/card-details?currency=USD&payment_method_id=\(method)")
        #expect(lookup.status == 404)
    }

    @Test func listPagesNewestFirstAndFilters() async throws {
        let store = try SandboxStore.ephemeral()
        var ids: [String] = []
        for (day, name) in ["alpha", "beta", "gamma", "alphabet"].enumerated() {
            let date = SandboxHarness.now.addingTimeInterval(Double(day))
            let sandbox = try SandboxHarness(
                sharing: store, environment: SandboxEnvironment(clock: .fixed(date)))
            ids.append(try await sandbox.createBuyer(external: name))
        }
        let sandbox = try SandboxHarness(sharing: store, environment: .fixed(at: SandboxHarness.now))
        let first = await sandbox.send(.get, "/buyers?limit=3")
        #expect(first.status == 200)
        #expect(first.items.map { $0["id"] as? String } == [ids[3], ids[2], ids[1]])
        #expect(first.object["limit"] as? Int == 3)
        #expect(first.object["previous_cursor"] is NSNull)
        let cursor = try #require(first.object["next_cursor"] as? String)
        let second = await sandbox.send(.get, "/buyers?limit=3&cursor=\(cursor)")
        #expect(second.items.map { $0["id"] as? String } == [ids[0]])
        #expect(second.object["next_cursor"] is NSNull)
        #expect(second.object["previous_cursor"] is String)
        let search = await sandbox.send(.get, "/buyers?search=ALPHA")
        #expect(search.items.map { $0["external_identifier"] as? String } == ["alphabet", "alpha"])
        let exact = await sandbox.send(.get, "/buyers?external_identifier=alpha")
        #expect(exact.items.map { $0["id"] as? String } == [ids[0]])
    }

    @Test(arguments: [("limit=0", "/limit"), ("limit=101", "/limit"), ("limit=x", "/limit"), ("cursor=zz", "/cursor")])
    func badListQueriesAre400(query: String, pointer: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.get, "/buyers?\(query)")
        #expect(response.status == 400)
        #expect(response.pointers == [pointer])
    }

    /// The merchant account header is echoed as `merchant_account_id`, so it must be an id, never card data.
    @Test(arguments: ["5555555555554444", "٥٥٥٥ ٥٥٥٥ ٥٥٥٥ ٤٤٤٤", "two words", String(repeating: "m", count: 256)])
    func merchantAccountHeadersThatAreNotIdsAre400(header: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(
            .post, "/buyers", json: #"{"external_identifier":"x"}"#, headers: ["x-gr4vy-merchant-account-id": header])
        #expect(response.status == 400)
        #expect(response.pointers == ["/x-gr4vy-merchant-account-id"])
        #expect(!response.text.contains("4444"))
        #expect(await sandbox.send(.get, "/buyers").items.isEmpty)
    }

    @Test func reconciliationIdsAreTheIdInBase62() {
        #expect(BuyerRecord.reconciliationID("00000000-0000-0000-0000-00000000003e") == "10")
        #expect(BuyerRecord.reconciliationID("ffffffff-ffff-ffff-ffff-ffffffffffff") == "7n42DGM5Tflk9n8mt7Fhc7")
    }
}
