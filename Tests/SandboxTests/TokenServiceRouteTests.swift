import Foundation
import JOSE
import Sandbox
import Testing
import Transport

/// The token service emulator answered directly: its wire format and its refusals of bad input.
@Suite struct TokenServiceRouteTests {
    let handler: TokenServiceHandler

    init() throws {
        handler = TokenServiceHandler(service: TokenService(store: try TokenServiceStore.ephemeral()))
    }

    func send(_ method: HTTPMethod, _ path: String, _ body: String? = nil) async -> (Int, JSONValue?) {
        let request = HTTPRequest(
            method: method, url: URL(string: "http://emulator.invalid" + path)!, body: body.map { Data($0.utf8) })
        let response = await handler.handle(request)
        return (response.status, JSONValue(parsing: response.body))
    }

    func reasonCode(_ answer: JSONValue?) -> String? {
        guard case .array(let errors)? = answer?["Errors"]?["Error"] else { return nil }
        return errors.first?["ReasonCode"]?.string
    }

    @Test(arguments: [
        (HTTPMethod.post, "/mdes/digitization/1/0/tokenize", String?.some("not json"), 400, "INVALID_JSON"),
        (.post, "/mdes/digitization/1/0/tokenize", "[1,2]", 400, "INVALID_JSON"),
        (.post, "/mdes/digitization/1/0/suspend", #"{"tokenUniqueReferences":[]}"#, 400, "INVALID_REQUEST"),
        (.post, "/mdes/digitization/1/0/suspend", #"{"tokenUniqueReferences":["DWSPMCnope"]}"#, 404, "TOKEN_NOT_FOUND"),
        (.get, "/mdes/digitization/1/0/suspend", nil, 405, "METHOD_NOT_ALLOWED"),
        (.post, "/mdes/digitization/1/0/teleport", "{}", 404, "NOT_FOUND"),
        (.get, "/mdes/assets/1/0/asset/..%2F..%2Fetc", nil, 404, "NOT_FOUND"),
        (.get, "/mdes/assets/1/0/asset/coBrandLogo.visa-green", nil, 404, "ASSET_NOT_FOUND"),
        (.post, "/mdes/issuer/1/0/explode", #"{"tokenUniqueReference":"x"}"#, 404, "NOT_FOUND"),
        (.post, "/mdes/digitization/1/0/checkEligibility", String(repeating: "[", count: 5000), 400, "INVALID_JSON"),
    ])
    func badRequestsGetMDESErrors(method: HTTPMethod, path: String, body: String?, status: Int, reason: String)
        async
    {
        let (answered, answer) = await send(method, path, body)
        #expect(answered == status)
        #expect(reasonCode(answer) == reason)
    }

    @Test func aBodyOverTheLimitIsRefused() async {
        let (status, answer) = await send(
            .post, "/mdes/wallet/1/0/enroll", String(repeating: " ", count: TokenServiceHandler.maxBodyBytes + 1))
        #expect(status == 413)
        #expect(reasonCode(answer) == "REQUEST_TOO_LARGE")
    }

    /// Enrols a wallet; returns its id and the service's card encryption key.
    func enroll() async throws -> (String, JWK) {
        let (_, enrolled) = await send(
            .post, "/mdes/wallet/1/0/enroll", #"{"deviceInfo":{"osName":"Linux","osVersion":"1","nfcCapable":true}}"#)
        let wallet = try #require(enrolled?["walletId"]?.string)
        let key = try JWK.parse(try #require(enrolled?["cardEncryptionKey"]).compactData)
        #expect(key.kty == .ec && !key.isPrivate)
        return (wallet, key)
    }

    /// A checkEligibility body for `pan`, its card data encrypted to `key`.
    func eligibilityBody(wallet: String, pan: String, key: JWK) throws -> String {
        let card = #"{"accountNumber":"\#(pan)","expiryMonth":"12","expiryYear":"30","securityCode":"123"}"#
        let jwe = try JWE.encrypt(plaintext: Data(card.utf8), to: key, alg: .ecdhES, enc: .a256gcm)
        return #"{"walletId":"\#(wallet)","fundingAccountInfo":{"encryptedPayload":{"encryptedData":"\#(jwe)"}}}"#
    }

    @Test func eligibilityNeedsEncryptedCardDataAndAnEnrolledWallet() async throws {
        let (wallet, key) = try await enroll()
        let (status, answer) = await send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try eligibilityBody(wallet: "WLTnope", pan: "5555555555554444", key: key))
        #expect(status == 400)
        #expect(reasonCode(answer) == "WALLET_NOT_ENROLLED")
        let other = try JWK.generate(curve: .p256)
        let (refused, garbled) = await send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try eligibilityBody(wallet: wallet, pan: "5555555555554444", key: other.publicKey))
        #expect(refused == 400)
        #expect(reasonCode(garbled) == "CRYPTOGRAPHY_ERROR")
    }

    @Test func aGreenCardTokenizesWithTheDocumentedShape() async throws {
        let (wallet, key) = try await enroll()
        let (_, eligible) = await send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try eligibilityBody(wallet: wallet, pan: "4000002500001001", key: key))
        let receipt = try #require(eligible?["eligibilityReceipt"]?["value"]?.string)
        #expect(eligible?["termsAndConditionsAssetId"]?.string == "terms.visa")
        let (status, token) = await send(
            .post, "/mdes/digitization/1/0/tokenize",
            #"{"walletId":"\#(wallet)","eligibilityReceipt":"\#(receipt)","termsAndConditionsAssetId":"terms.visa","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#
        )
        #expect(status == 200)
        #expect(token?["decision"]?.string == "APPROVED")
        #expect(token?["tokenUniqueReference"]?.string?.hasPrefix("DWSPMC") == true)
        #expect(token?["tokenInfo"]?["accountPanSuffix"]?.string == "1001")
        #expect(token?["tokenInfo"]?["auxiliaryBrand"]?.string == "CARTES_BANCAIRES")
        #expect(token?["productConfig"]?["coBrandLogoAssetId"]?.string == "coBrandLogo.visa-green-cobadged")
        let (reused, _) = await send(
            .post, "/mdes/digitization/1/0/tokenize",
            #"{"walletId":"\#(wallet)","eligibilityReceipt":"\#(receipt)","termsAndConditionsAssetId":"terms.visa","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#
        )
        #expect(reused == 400)
    }
}
