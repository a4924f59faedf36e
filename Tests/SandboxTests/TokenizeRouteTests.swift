import Foundation
import TesseraCore
import Testing

@testable import Sandbox

@Suite struct TokenizeRouteTests {
    @Test func cardIsStoredWithoutNumberOrSecurityCode() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession(#"{"currency":"USD"}"#)
        let response = await sandbox.tokenize(session, number: "4556557955726624")
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        let stored =
            await sandbox.send(.get, "/checkout/sessions/\(session)").object["payment_method"] as? [String: Any]
        #expect(stored?["label"] as? String == "6624")
        #expect(stored?["scheme"] as? String == "visa")
        #expect(stored?["expiration_date"] == nil)
        #expect((stored?["details"] as? [String: Any])?["bin"] as? String == "45565579")
        let dump = try sandbox.store.database.read { connection in
            try connection.query("SELECT * FROM payment_methods").flatMap { $0.values.compactMap(\.string) }
        }
        #expect(!dump.contains { $0.contains("4556557955726624") || $0 == "123" })
    }

    @Test func storedIdTokenizesAgainAndCountsUse() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "b1")
        let first = try await sandbox.createSession(forBuyer: "b1")
        #expect(await sandbox.tokenize(first, number: "5333259155643223").status == 204)
        let methods = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)").items
        let id = try #require(methods.first?["id"] as? String)
        let second = try await sandbox.createSession(forBuyer: "b1")
        let reuse = await sandbox.send(
            .put, "/checkout/sessions/\(second)/fields",
            json: #"{"payment_method":{"method":"id","id":"\#(id)","security_code":"456"}}"#)
        #expect(reuse.status == 204)
        let after = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)").items
        #expect(after.count == 1)
        #expect(after.first?["usage_count"] as? Int == 2)
    }

    @Test func clickToPayIsAcceptedWithItsRequiredFields() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        let body =
            #"{"payment_method":{"method":"click-to-pay","merchant_transaction_id":"m","src_correlation_id":"c","src_dpa_id":"d"}}"#
        #expect(await sandbox.send(.put, "/checkout/sessions/\(session)/fields", json: body).status == 204)
        let stored =
            await sandbox.send(.get, "/checkout/sessions/\(session)").object["payment_method"] as? [String: Any]
        // The spec's session payment method is a card (`method` is the constant "card").
        #expect(stored?["method"] as? String == "card")
        #expect(stored?["src_dpa_id"] == nil)
    }

    static let invalid: [(String, [String])] = [
        (#"{}"#, ["/payment_method"]),
        (#"{"payment_method":"card"}"#, ["/payment_method"]),
        (#"{"payment_method":{"method":"cash"}}"#, ["/payment_method/method"]),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"01/30","name":"A"}}"#,
            ["/payment_method/name"]
        ),
        (
            #"{"payment_method":{"method":"id","id":"11111111-2222-3333-4444-555555555555","scheme":"visa"}}"#,
            ["/payment_method/scheme"]
        ),
        (
            #"{"payment_method":{"method":"click-to-pay","merchant_transaction_id":"m","src_correlation_id":"c","src_dpa_id":"d","x":1}}"#,
            ["/payment_method/x"]
        ),
        (
            #"{"payment_method":{"method":"card"},"save":true}"#,
            ["/save", "/payment_method/number", "/payment_method/expiration_date"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"01/30"},"postal_code":""}"#,
            ["/postal_code"]
        ),
        (#"{"payment_method":{"method":"card"}}"#, ["/payment_method/number", "/payment_method/expiration_date"]),
        (
            #"{"payment_method":{"method":"card","number":"4242","expiration_date":"01/30"}}"#,
            ["/payment_method/number"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424241","expiration_date":"01/30"}}"#,
            ["/payment_method/number"]
        ),
        (
            #"{"payment_method":{"method":"card","number":4242424242424242,"expiration_date":"01/30"}}"#,
            ["/payment_method/number"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"13/30"}}"#,
            ["/payment_method/expiration_date"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"2030-01"}}"#,
            ["/payment_method/expiration_date"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"10/26"}}"#,
            ["/payment_method/expiration_date"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"+1/30"}}"#,
            ["/payment_method/expiration_date"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"01/+3"}}"#,
            ["/payment_method/expiration_date"]
        ),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"01/30","security_code":"12"}}"#,
            ["/payment_method/security_code"]
        ),
        (#"{"payment_method":{"method":"id","id":"x"}}"#, ["/payment_method/id"]),
        (#"{"payment_method":{"method":"id"}}"#, ["/payment_method/id"]),
        (
            #"{"payment_method":{"method":"click-to-pay","merchant_transaction_id":"m","src_correlation_id":"c"}}"#,
            ["/payment_method/src_dpa_id"]
        ),
        (#"{"payment_method":{"method":"click_to_pay"}}"#, ["/payment_method/method"]),
        (
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"01/30"},"postal_code":7}"#,
            ["/postal_code"]
        ),
    ]

    @Test(arguments: invalid)
    func invalidBodiesAre400WithPointers(json: String, pointers: [String]) async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        let response = await sandbox.send(.put, "/checkout/sessions/\(session)/fields", json: json)
        #expect(response.status == 400)
        #expect(response.pointers.sorted() == pointers.sorted())
        #expect(!response.text.contains("4242424242424242"))
    }

    @Test(arguments: ["not json", "[1,2]", "", "{\"payment_method\":"])
    func malformedJSONIs400(body: String) async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        let response = await sandbox.send(.put, "/checkout/sessions/\(session)/fields", json: body)
        #expect(response.status == 400)
        #expect(response.object["type"] as? String == "error")
    }

    @Test func nestingIsLimitedOutsideStringsOnly() async throws {
        let sandbox = try SandboxHarness()
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let refused = await sandbox.send(.post, "/payment-options", json: #"{"metadata":\#(deep)}"#)
        #expect(refused.status == 400)
        #expect(refused.text.contains("more than 32 deep"))
        let brackets = String(repeating: "[{", count: 100)
        let allowed = await sandbox.send(.post, "/payment-options", json: #"{"metadata":{"k":"\#(brackets)\""}}"#)
        #expect(allowed.status == 200)
        #expect(JSONValue.nestingDepth(of: Data(#"{"a":[{"b":"]]]"}],"c":{}}"#.utf8)) == 3)
    }

    @Test func unknownStoredIdIs404() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        let response = await sandbox.send(
            .put, "/checkout/sessions/\(session)/fields",
            json: #"{"payment_method":{"method":"id","id":"11111111-2222-3333-4444-555555555555"}}"#)
        #expect(response.status == 404)
        #expect(response.pointers == ["/payment_method/id"])
    }

    @Test func unknownSessionIs404() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.tokenize("11111111-2222-3333-4444-555555555555", number: "4242424242424242")
        #expect(response.status == 404)
    }
}
