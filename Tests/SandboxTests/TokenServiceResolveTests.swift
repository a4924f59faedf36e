import Foundation
import JOSE
import Sandbox
import TesseraCore
import Testing
import Transport

/// `resolve` settles a payment whose answer its wallet never saw: the recorded outcome, or a cancellation
/// that no later `transact` with that request id can undo.
@Suite struct TokenServiceResolveTests {
    let routes: TokenServiceRouteTests

    init() throws {
        routes = try TokenServiceRouteTests()
    }

    /// An enrolled wallet's signer and the reference of its green Mastercard token.
    private func token() async throws -> (OAuthRequestSigner, String) {
        let (wallet, key, signer) = try await routes.enroll()
        let (_, eligible) = try await routes.send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try routes.eligibilityBody(wallet: wallet, pan: "5555555555554444", key: key), as: signer)
        let receipt = try #require(eligible?["eligibilityReceipt"]?["value"]?.string)
        let (_, token) = try await routes.send(
            .post, "/mdes/digitization/1/0/tokenize",
            #"{"walletId":"\#(wallet)","eligibilityReceipt":"\#(receipt)","termsAndConditionsAssetId":"terms.mastercard","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#,
            as: signer)
        return (signer, try #require(token?["tokenUniqueReference"]?.string))
    }

    private func resolve(_ requestID: String, _ reference: String, as signer: OAuthRequestSigner) async throws
        -> (Int, JSONValue?)
    {
        try await routes.send(
            .post, "/mdes/remotetransaction/1/0/resolve",
            #"{"requestId":"\#(requestID)","tokenUniqueReference":"\#(reference)"}"#, as: signer)
    }

    /// A transact body with a key of a new batch at ATC 0: a valid cryptogram unless `forged`.
    private func transact(
        _ requestID: String, _ reference: String, amount: Int, forged: Bool = false, as signer: OAuthRequestSigner
    ) async throws -> String {
        let (_, batch) = try await routes.send(
            .post, "/mdes/credentials/1/0/replenish", #"{"tokenUniqueReference":"\#(reference)","forced":true}"#,
            as: signer)
        guard case .array(let credentials)? = batch?["transactionCredentials"], let credential = credentials.first
        else {
            throw TokenServiceError(status: 0, reasonCode: "NO_KEYS", message: "replenish gave no key")
        }
        let id = try #require(credential["credentialId"]?.string)
        let key = try #require(credential["key"]?.string.flatMap { Data(base64Encoded: $0) })
        let message = "\(reference)|\(id)|0|\(amount)|EUR"
        let cryptogram =
            forged ? "AAAA" : Base64URL.encode(try KeyedHash.hmacSHA256(key: key, data: Data(message.utf8)))
        return
            #"{"requestId":"\#(requestID)","tokenUniqueReference":"\#(reference)","credentialId":"\#(id)","atc":0,"cryptogram":"\#(cryptogram)","amount":\#(amount),"currencyCode":"EUR","merchantName":"POS","auxiliary":false}"#
    }

    @Test func aPaymentTheServiceNeverGotIsCancelledForGoodAndALateTransactIsRefused() async throws {
        let (signer, reference) = try await token()
        let (status, cancelled) = try await resolve("PAY-1", reference, as: signer)
        #expect(status == 200)
        #expect(cancelled?["status"]?.string == "CANCELLED")
        #expect(try await resolve("PAY-1", reference, as: signer).1 == cancelled)
        let late = try await transact("PAY-1", reference, amount: 4_242, as: signer)
        let (refused, refusal) = try await routes.send(.post, "/mdes/remotetransaction/1/0/transact", late, as: signer)
        #expect(refused == 409)
        #expect(routes.reasonCode(refusal) == "REQUEST_CANCELLED")
        let (_, history) = try await routes.send(
            .post, "/mdes/transactions/1/0/history", #"{"tokenUniqueReference":"\#(reference)"}"#, as: signer)
        #expect(history?["transactions"] == .array([]))
    }

    @Test(arguments: [false, true])
    func aPaymentTheServiceCarriedOutResolvesToItsRecordedOutcome(forged: Bool) async throws {
        let (signer, reference) = try await token()
        let body = try await transact("PAY-2", reference, amount: 4_242, forged: forged, as: signer)
        let (_, made) = try await routes.send(.post, "/mdes/remotetransaction/1/0/transact", body, as: signer)
        let (status, resolved) = try await resolve("PAY-2", reference, as: signer)
        #expect(status == 200)
        #expect(resolved?["status"]?.string == (forged ? "DECLINED" : "APPROVED"))
        #expect(resolved?["transactionId"] == made?["transactionId"])
        #expect(resolved?["amount"] == .integer(4_242))
        #expect(resolved?["currencyCode"]?.string == "EUR")
        #expect(resolved?["transactionTimestamp"]?.string != nil)
        // The same request id with other content is refused, so it cannot be turned into another payment.
        let other = try await transact("PAY-2", reference, amount: 99_999, forged: forged, as: signer)
        let (reused, refusal) = try await routes.send(.post, "/mdes/remotetransaction/1/0/transact", other, as: signer)
        #expect(reused == 409)
        #expect(routes.reasonCode(refusal) == "REQUEST_ID_REUSED")
    }

    @Test func onlyTheWalletThatOwnsTheTokenResolvesItsPayments() async throws {
        let (signer, reference) = try await token()
        let (_, _, intruder) = try await routes.enroll()
        let (status, answer) = try await resolve("PAY-3", reference, as: intruder)
        #expect(status == 404)
        #expect(routes.reasonCode(answer) == "TOKEN_NOT_FOUND")
        // The intruder's question cancelled nothing: the owner's payment still goes through.
        let body = try await transact("PAY-3", reference, amount: 100, as: signer)
        let (_, made) = try await routes.send(.post, "/mdes/remotetransaction/1/0/transact", body, as: signer)
        #expect(made?["status"]?.string == "APPROVED")
        // A request id that is another route's is not a payment.
        let (notPayment, refusal) = try await resolve("PAY-4", "DWSPMCnone", as: signer)
        #expect(notPayment == 404)
        #expect(routes.reasonCode(refusal) == "TOKEN_NOT_FOUND")
    }
}
