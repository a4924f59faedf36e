import Foundation
import Testing
import Transport

@testable import Sandbox

/// A transaction paid with a checkout session: the tokenized card, its 3-D Secure outcome, one use.
@Suite struct TransactionSessionTests {
    /// (card, 3DS status, method, authentication_response, eci).
    static let frictionless: [(String, String, String, String, String)] = [
        ("visa-frictionless", "complete", "frictionless", "Y", "05"),
        ("mastercard-frictionless", "complete", "frictionless", "Y", "02"),
        ("frictionless-a-attempted", "complete", "frictionless", "A", "06"),
        ("frictionless-n-not-authenticated", "declined", "frictionless", "N", "07"),
        ("frictionless-r-rejected", "declined", "frictionless", "R", "07"),
        ("frictionless-u-unavailable", "error", "frictionless", "U", "07"),
    ]

    @Test(arguments: 0..<frictionless.count)
    func theFrictionlessOutcomeIsCarriedIntoTheTransaction(index: Int) async throws {
        let (name, status, method, answer, eci) = Self.frictionless[index]
        let sandbox = try SandboxHarness()
        let (session, authenticated) = try await sandbox.authenticatedSession(card: name)
        #expect(authenticated.object.string("indicator") == "FINISH")
        let response = await sandbox.paySession(session)
        #expect(response.status == 201, "\(response.text)")
        let transaction = response.object
        #expect(transaction.string("checkout_session_id") == session)
        let threeDS = transaction.object("three_d_secure")
        #expect(threeDS.string("status") == status)
        #expect(threeDS.string("method") == method)
        #expect(threeDS.string("version") == "2.2.0")
        #expect(threeDS.int("amount") == 1299)
        let data = threeDS.object("response_data")
        #expect(data.string("authentication_response") == answer)
        #expect(data.string("directory_response") == answer)
        #expect(data.string("eci") == eci)
        #expect((data["cavv"] is String) == (answer == "Y" || answer == "A"))
        let card = try #require(TestCard.named(name))
        #expect(transaction.object("payment_method").string("label") == String(card.number.suffix(4)))
        #expect(transaction.object("payment_method").string("scheme") == card.scheme)
    }

    @Test func anErrorAuthenticationIsAnError() async throws {
        let sandbox = try SandboxHarness()
        let (session, authenticated) = try await sandbox.authenticatedSession(card: "authentication-error")
        #expect(authenticated.object.string("indicator") == "ERROR")
        let threeDS = await sandbox.paySession(session).object.object("three_d_secure")
        #expect(threeDS.string("status") == "error")
        #expect(threeDS["response_data"] is NSNull)
    }

    @Test(arguments: [("1234", "complete", "Y"), ("9999", "declined", "N")])
    func theChallengeOutcomeIsCarriedIntoTheTransaction(code: String, status: String, answer: String) async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "visa-challenge")
        _ = try await channel.send(via: sandbox.transport)
        _ = try await channel.send(["challengeDataEntry": code], via: sandbox.transport)
        let session = try sandbox.record(channel).sessionID
        let threeDS = await sandbox.paySession(session).object.object("three_d_secure")
        #expect(threeDS.string("status") == status)
        #expect(threeDS.string("method") == "challenge")
        #expect(threeDS.object("response_data").string("authentication_response") == answer)
        #expect(threeDS.object("response_data").string("directory_response") == "C")
    }

    @Test func aChallengeNeverFinishedIsCancelled() async throws {
        let sandbox = try SandboxHarness()
        let channel = try await sandbox.challenge(card: "visa-challenge")
        let session = try sandbox.record(channel).sessionID
        #expect(await sandbox.paySession(session).object.object("three_d_secure").string("status") == "cancelled")
    }

    @Test func aSessionNeverAuthenticatedCarriesNoThreeDSecure() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.session(with: try #require(TestCard.named("declined-do-not-honor")))
        let transaction = await sandbox.paySession(session).object
        #expect(transaction["three_d_secure"] is NSNull)
        #expect(transaction.string("status") == "authorization_declined", "the session's test card scripts the outcome")
        #expect(transaction.string("error_code") == "do_not_honor")
    }

    @Test func aSessionPaysOnce() async throws {
        let sandbox = try SandboxHarness()
        let (session, _) = try await sandbox.authenticatedSession(card: "visa-frictionless")
        let first = await sandbox.paySession(session)
        #expect(first.status == 201)
        let second = await sandbox.paySession(session, amount: 500)
        #expect(second.status == 409)
        #expect(second.object.string("resource_id") == first.object.string("id"))
        #expect(second.pointers == ["/payment_method/id"])
        #expect(await sandbox.send(.get, "/transactions").items.count == 1)
    }

    @Test func anUntokenizedExpiredOrUnknownSessionIsRefused() async throws {
        let sandbox = try SandboxHarness()
        let empty = try await sandbox.createSession()
        let untokenized = await sandbox.paySession(empty)
        #expect(untokenized.status == 400)
        #expect(untokenized.text.contains("holds no card"))
        let unknown = await sandbox.paySession("0f9b8f4e-3a41-4d52-9d0b-3d2b0e6d8a11")
        #expect(unknown.status == 404)
        #expect(unknown.pointers == ["/payment_method/id"])
        let session = try await sandbox.session(with: try #require(TestCard.named("visa-frictionless")))
        let later = try SandboxHarness(
            sharing: sandbox.store, environment: .fixed(at: SandboxHarness.now.addingTimeInterval(3601)))
        let expired = await later.paySession(session)
        #expect(expired.status == 400)
        #expect(expired.text.contains("expired"))
        #expect(await sandbox.send(.get, "/transactions").items.isEmpty)
    }

    @Test func theSessionsGuestBuyerNamesTheBuyerAndStoreKeepsTheCard() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "ada")
        let session = try await sandbox.createSession(forBuyer: "ada")
        #expect(await sandbox.tokenize(session, number: "4111111111111111").status == 204)
        let transaction = await sandbox.paySession(session, #","store":true"#).object
        #expect(transaction.object("buyer").string("id") == buyer)
        let listed = await sandbox.send(.get, "/buyers/payment-methods?buyer_external_identifier=ada")
        #expect(listed.items.map { $0["id"] as? String } == [transaction.object("payment_method").string("id")])
    }
}
