import Foundation
import Testing
import Transport

@testable import Sandbox

/// `POST /transactions` with a card: the spec's `Transaction`, and outcomes scripted by card and amount.
@Suite struct TransactionRouteTests {
    @Test func anApprovedCardAuthorizes() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.postTransaction(
            SandboxHarness.cardBody("4111111111111111", #","external_identifier":"order-1","metadata":{"order":"1"}"#))
        #expect(response.status == 201, "\(response.text)")
        let transaction = response.object
        #expect(transaction.string("type") == "transaction")
        #expect(transaction.string("status") == "authorization_succeeded")
        #expect(transaction.string("intent_outcome") == "succeeded")
        #expect(transaction.int("amount") == 1299)
        #expect(transaction.int("authorized_amount") == 1299)
        #expect(transaction.int("captured_amount") == 0)
        #expect(transaction.int("refunded_amount") == 0)
        #expect(transaction.string("authorized_at") == "2026-11-29T12:00:00.000Z")
        #expect(transaction["captured_at"] is NSNull)
        #expect(transaction.string("external_identifier") == "order-1")
        #expect(transaction.object("metadata") as? [String: String] == ["order": "1"])
        #expect(transaction.string("raw_response_code") == "00")
        #expect(transaction["error_code"] is NSNull)
        #expect(transaction.string("avs_response_code") == "match")
        #expect(transaction.string("cvv_response_code") == "match")
        let method = transaction.object("payment_method")
        #expect(method.string("label") == "1111")
        #expect(method.string("scheme") == "visa")
        #expect(method.string("expiration_date") == "12/30")
        #expect(method.object("details").string("bin") == "41111111")
        #expect(method["id"] is NSNull, "a card not stored has no id")
        #expect(transaction["three_d_secure"] is NSNull, "no authentication ran")
        #expect(!response.text.contains("4111111111111111"))
        #expect(!response.text.contains("\"123\""))
    }

    @Test func theCaptureIntentCapturesAtOnce() async throws {
        let sandbox = try SandboxHarness()
        let transaction = try await sandbox.createTransaction("4111111111111111", #","intent":"capture""#)
        #expect(transaction.string("status") == "capture_succeeded")
        #expect(transaction.int("captured_amount") == 1299)
        #expect(transaction.string("captured_at") == "2026-11-29T12:00:00.000Z")
    }

    /// (test card, status, error_code, raw_response_code, avs, cvv).
    static let cards: [(String, String, String?, String, String?, String?)] = [
        ("visa-frictionless", "authorization_succeeded", nil, "00", "match", "match"),
        ("declined-insufficient-funds", "authorization_declined", "insufficient_funds", "51", nil, nil),
        ("declined-do-not-honor", "authorization_declined", "do_not_honor", "05", nil, nil),
        ("declined-expired-card", "authorization_declined", "expired_card", "54", nil, nil),
        ("declined-suspected-fraud", "authorization_declined", "suspected_fraud", "59", nil, nil),
        ("failed", "authorization_failed", "service_error", "96", nil, nil),
        ("avs-no-match", "authorization_succeeded", nil, "00", "no_match", "match"),
        ("avs-partial-match-postcode", "authorization_succeeded", nil, "00", "partial_match_postcode", "match"),
        ("avs-unavailable", "authorization_succeeded", nil, "00", "unavailable", "match"),
        ("cvv-no-match", "authorization_succeeded", nil, "00", "match", "no_match"),
        ("cvv-unavailable", "authorization_succeeded", nil, "00", "match", "unavailable"),
    ]

    @Test(arguments: 0..<cards.count)
    func testCardsScriptTheOutcome(index: Int) async throws {
        let (name, status, errorCode, code, avs, cvv) = Self.cards[index]
        let card = try #require(TestCard.named(name))
        let transaction = try await SandboxHarness().createTransaction(card.number)
        #expect(transaction.string("status") == status)
        #expect(transaction.string("error_code") == errorCode)
        #expect(transaction.string("raw_response_code") == code)
        #expect(transaction.string("avs_response_code") == avs)
        #expect(transaction.string("cvv_response_code") == cvv)
        let declined = status != "authorization_succeeded"
        #expect(transaction.int("authorized_amount") == (declined ? 0 : 1299))
        #expect(transaction.string("intent_outcome") == (declined ? "failed" : "succeeded"))
    }

    @Test(arguments: TransactionOutcome.byAmount.map(\.amount))
    func amountsScriptTheOutcomeForAnyCard(amount: Int) async throws {
        let outcome = try #require(TransactionOutcome.byAmount.first { $0.amount == amount }?.outcome)
        let transaction = try await SandboxHarness().createTransaction("5555555555554444", amount: amount)
        #expect(
            transaction.string("status")
                == (outcome.decision == .failed ? "authorization_failed" : "authorization_declined"))
        #expect(transaction.string("error_code") == outcome.errorCode)
        #expect(transaction.string("raw_response_code") == outcome.responseCode)
    }

    @Test func noSecurityCodeIsReportedAsNotProvided() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.postTransaction(
            #"{"amount":100,"currency":"EUR","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30"}}"#
        )
        #expect(response.object.string("cvv_response_code") == "not_provided")
    }

    @Test func aZeroAmountAuthorizesAsACardCheck() async throws {
        let transaction = try await SandboxHarness().createTransaction("4111111111111111", amount: 0)
        #expect(transaction.string("status") == "authorization_succeeded")
        #expect(transaction.int("authorized_amount") == 0)
    }

    @Test func storeTrueKeepsTheCardForTheBuyer() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "ada")
        let first = try await sandbox.createTransaction("4111111111111111", #","store":true,"buyer_id":"\#(buyer)""#)
        let id = try #require(first.object("payment_method").string("id"))
        #expect(first.object("buyer").string("id") == buyer)
        #expect(first.object("buyer").string("external_identifier") == "ada")
        let listed = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)")
        #expect(listed.items.map { $0["id"] as? String } == [id])
        let again = try await sandbox.createTransaction(
            "4111111111111111", #","store":true,"buyer_external_identifier":"ada""#)
        #expect(again.object("payment_method").string("id") == id, "the same card for the same buyer is stored once")
        let byID = await sandbox.postTransaction(
            #"{"amount":500,"currency":"USD","buyer_id":"\#(buyer)","payment_method":{"method":"id","id":"\#(id)"}}"#)
        #expect(byID.status == 201, "\(byID.text)")
        #expect(byID.object.object("payment_method").string("label") == "1111")
        #expect(byID.object.string("cvv_response_code") == "not_provided")
    }

    @Test func withoutStoreNothingIsKept() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "ada")
        _ = try await sandbox.createTransaction("4111111111111111", #","buyer_id":"\#(buyer)""#)
        let listed = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)")
        #expect(listed.status == 200)
        #expect(listed.items.isEmpty)
    }

    @Test func aStoredMethodOfAnotherBuyerIsRefused() async throws {
        let sandbox = try SandboxHarness()
        let ada = try await sandbox.createBuyer(external: "ada")
        _ = try await sandbox.createBuyer(external: "grace")
        let stored = try await sandbox.createTransaction("4111111111111111", #","store":true,"buyer_id":"\#(ada)""#)
        let method = try #require(stored.object("payment_method").string("id"))
        for buyer in [#","buyer_external_identifier":"grace""#, ""] {
            let response = await sandbox.postTransaction(
                #"{"amount":500,"currency":"USD","payment_method":{"method":"id","id":"\#(method)"}\#(buyer)}"#)
            #expect(response.status == 404, "\(response.text)")
            #expect(response.pointers == ["/payment_method/id"])
        }
        #expect(await sandbox.send(.get, "/transactions").items.count == 1)
    }

    @Test func anUnknownBuyerIs404() async throws {
        let response = try await SandboxHarness().postTransaction(
            SandboxHarness.cardBody("4111111111111111", #","buyer_external_identifier":"nobody""#))
        #expect(response.status == 404)
        #expect(response.pointers == ["/buyer_external_identifier"])
    }
}
