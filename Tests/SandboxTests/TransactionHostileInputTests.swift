import Foundation
import Testing
import Transport

@testable import Sandbox

/// Bad input to the transaction routes: a clear 400 in the spec's shape, nothing stored, the server unharmed.
@Suite struct TransactionHostileInputTests {
    /// (amount member, pointer expected).
    static let amounts: [(String, String)] = [
        (#""amount":-1"#, "/amount"), (#""amount":100000000"#, "/amount"), (#""amount":12.5"#, "/amount"),
        (#""amount":"1299""#, "/amount"), (#""amount":null"#, "/amount"), (#""amount":1e30"#, "/amount"),
        (#""amount":0,"intent":"capture""#, "/amount"),
    ]

    @Test(arguments: 0..<amounts.count)
    func badAmountsAreRefused(index: Int) async throws {
        let (member, pointer) = Self.amounts[index]
        let sandbox = try SandboxHarness()
        let response = await sandbox.postTransaction(
            #"{\#(member),"currency":"USD","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30"}}"#
        )
        #expect(response.status == 400, "\(response.text)")
        #expect(response.pointers == [pointer])
        #expect(response.object.string("type") == "error")
        #expect(await sandbox.send(.get, "/transactions").items.isEmpty)
    }

    @Test(arguments: ["XXY", "usd", "US", "", "EURO"])
    func anUnknownCurrencyIsRefused(currency: String) async throws {
        let response = try await SandboxHarness().postTransaction(
            #"{"amount":100,"currency":"\#(currency)","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30"}}"#
        )
        #expect(response.status == 400)
        #expect(response.pointers == ["/currency"])
    }

    @Test func tenThousandMetadataKeysAreRefused() async throws {
        let sandbox = try SandboxHarness()
        let metadata = (0..<10_000).map { #""k\#($0)":"v""# }.joined(separator: ",")
        let response = await sandbox.postTransaction(
            SandboxHarness.cardBody("4111111111111111", #","metadata":{\#(metadata)}"#))
        #expect(response.status == 400)
        #expect(response.pointers == ["/metadata"])
        #expect(await sandbox.send(.get, "/transactions").items.isEmpty)
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let update = await sandbox.send(.put, "/transactions/\(id)", json: #"{"metadata":{\#(metadata)}}"#)
        #expect(update.status == 400)
        #expect(await sandbox.send(.get, "/transactions/\(id)").object["metadata"] is NSNull)
    }

    @Test func aCardNumberOutsideTheCardFieldIsRefusedAndNeverEchoed() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.postTransaction(
            SandboxHarness.cardBody("4111111111111111", #","external_identifier":"4000000000170003""#))
        #expect(response.status == 400)
        #expect(response.pointers == ["/external_identifier"])
        #expect(!response.text.contains("4000000000170003"))
    }

    @Test func unknownMembersAndMethodsAreRefused() async throws {
        let sandbox = try SandboxHarness()
        let extra = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111111", #","colour":"red""#))
        #expect(extra.pointers == ["/colour"])
        let method = await sandbox.postTransaction(
            #"{"amount":1,"currency":"USD","payment_method":{"method":"paypal"}}"#)
        #expect(method.status == 400)
        #expect(method.pointers == ["/payment_method/method"])
        let none = await sandbox.postTransaction(#"{"amount":1,"currency":"USD"}"#)
        #expect(none.pointers == ["/payment_method"])
        let badCard = await sandbox.postTransaction(SandboxHarness.cardBody("4111111111111112"))
        #expect(badCard.pointers == ["/payment_method/number"])
        #expect(!badCard.text.contains("4111111111111112"))
        let array = await sandbox.postTransaction("[1,2]")
        #expect(array.status == 400)
        #expect(await sandbox.send(.get, "/transactions").items.isEmpty)
    }

    @Test func concurrentCapturesOfOneTransactionSucceedOnce() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<16 {
                group.addTask { await sandbox.send(.post, "/transactions/\(id)/capture", json: "{}").status }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.filter { $0 == 200 }.count == 1)
        #expect(statuses.filter { $0 == 400 }.count == 15)
        let events = await sandbox.send(.get, "/transactions/\(id)/events").items
        #expect(
            events.filter { $0["name"] as? String == "payment-connector-response-transaction-capture-succeeded" }.count
                == 1)
    }

    @Test func concurrentRefundsNeverExceedTheCapture() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(
            try await sandbox.createTransaction("4111111111111111", amount: 1000, #","intent":"capture""#).string("id"))
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    await sandbox.send(.post, "/transactions/\(id)/refunds", json: #"{"amount":300}"#).status
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.filter { $0 == 201 }.count == 3)
        #expect(await sandbox.send(.get, "/transactions/\(id)").object.int("refunded_amount") == 900)
        #expect(await sandbox.send(.get, "/transactions/\(id)/refunds").items.count == 3)
    }

    @Test func badCaptureAndRefundBodiesAreRefused() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        for (path, body, pointer) in [
            ("capture", #"{"amount":-5}"#, "/amount"), ("capture", #"{"amount":"all"}"#, "/amount"),
            ("capture", #"{"final":"yes"}"#, "/final"), ("refunds", #"{"amount":0}"#, "/amount"),
            ("refunds", #"{"target_type":"gift-card-redemption"}"#, "/target_type"),
            ("refunds", #"{"reason":"\#(String(repeating: "x", count: 101))"}"#, "/reason"),
        ] {
            let response = await sandbox.send(.post, "/transactions/\(id)/\(path)", json: body)
            #expect(response.status == 400, "\(path) \(body)")
            #expect(response.pointers == [pointer], "\(path) \(body)")
        }
        #expect(await sandbox.send(.get, "/transactions/\(id)").object.string("status") == "authorization_succeeded")
    }
}
