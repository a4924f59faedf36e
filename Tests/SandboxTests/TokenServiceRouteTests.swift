import Foundation
import JOSE
import Sandbox
import TesseraCore
import Testing
import Transport

/// The token service emulator answered directly: its wire format and its refusals of bad input.
@Suite struct TokenServiceRouteTests {
    let handler: TokenServiceHandler

    init() throws {
        handler = TokenServiceHandler(service: TokenService(store: try TokenServiceStore.ephemeral()))
    }

    init(handler: TokenServiceHandler) {
        self.handler = handler
    }

    /// Sends a request, signed by `signer` when given.
    func send(_ method: HTTPMethod, _ path: String, _ body: String? = nil, as signer: OAuthRequestSigner? = nil)
        async throws -> (Int, JSONValue?)
    {
        try await send(method, path, bytes: body.map { Data($0.utf8) }, as: signer)
    }

    /// Sends a request with the body `bytes` as they are, signed by `signer` when given.
    func send(_ method: HTTPMethod, _ path: String, bytes: Data?, as signer: OAuthRequestSigner? = nil)
        async throws -> (Int, JSONValue?)
    {
        var request = HTTPRequest(method: method, url: URL(string: "http://emulator.invalid" + path)!, body: bytes)
        if let signer { request = try signer.sign(request, at: Date()) }
        let response = await handler.handle(request)
        return (response.status, JSONValue(parsing: response.body))
    }

    /// The signer of the wallet provider's development credentials, which enrolment needs.
    var provider: OAuthRequestSigner {
        get throws {
            let credentials = try handler.service.providerCredentials()
            return OAuthRequestSigner(consumerKey: credentials.consumerKey, secret: credentials.secret)
        }
    }

    /// The signer of the testing credentials.
    var testing: OAuthRequestSigner {
        get throws {
            let credentials = try handler.service.testingCredentials()
            return OAuthRequestSigner(consumerKey: credentials.consumerKey, secret: credentials.secret)
        }
    }

    func reasonCode(_ answer: JSONValue?) -> String? {
        guard case .array(let errors)? = answer?["Errors"]?["Error"] else { return nil }
        return errors.first?["ReasonCode"]?.string
    }

    func message(_ answer: JSONValue?) -> String? {
        guard case .array(let errors)? = answer?["Errors"]?["Error"] else { return nil }
        return errors.first?["Description"]?.string
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
        async throws
    {
        let (_, _, wallet) = try await enroll()
        let (answered, answer) = try await send(method, path, body, as: path.contains("/issuer/") ? testing : wallet)
        #expect(answered == status)
        #expect(reasonCode(answer) == reason)
    }

    @Test(arguments: [
        (#"{"walletId":5}"#, "The field walletId has the wrong type."),
        (#"{"wallet":"x"}"#, "The body lacks the field walletId."),
        (#"{"walletId":null}"#, "The field walletId has the wrong type."),
    ])
    func aMalformedBodyIsNamedByItsFieldWithoutDecoderInternals(body: String, message: String) async throws {
        let (_, _, wallet) = try await enroll()
        let (status, answer) = try await send(.post, "/mdes/digitization/1/0/searchTokens", body, as: wallet)
        #expect(status == 400)
        guard case .array(let errors)? = answer?["Errors"]?["Error"] else {
            Issue.record("no MDES error body")
            return
        }
        #expect(errors.first?["Description"]?.string == message)
    }

    @Test func aBodyOverTheLimitIsRefused() async throws {
        let (status, answer) = try await send(
            .post, "/mdes/wallet/1/0/enroll", String(repeating: " ", count: TokenServiceHandler.maxBodyBytes + 1))
        #expect(status == 413)
        #expect(reasonCode(answer) == "REQUEST_TOO_LARGE")
    }

    /// Enrols a wallet; returns its id, the service's card encryption key and the wallet's signer.
    func enroll() async throws -> (String, JWK, OAuthRequestSigner) {
        let (_, enrolled) = try await send(.post, "/mdes/wallet/1/0/enroll", Self.device, as: provider)
        let wallet = try #require(enrolled?["walletId"]?.string)
        let key = try JWK.parse(try #require(enrolled?["cardEncryptionKey"]).compactData)
        #expect(key.kty == .ec && !key.isPrivate)
        let secret = try #require(enrolled?["walletSecret"]?.string.flatMap { Data(base64Encoded: $0) })
        return (wallet, key, OAuthRequestSigner(consumerKey: wallet, secret: secret))
    }

    /// An enrolment body.
    static let device = #"{"deviceInfo":{"osName":"Linux","osVersion":"1","nfcCapable":true}}"#

    /// A checkEligibility body for `pan`, its card data encrypted to `key`.
    func eligibilityBody(wallet: String, pan: String, key: JWK) throws -> String {
        let expiry = TokenServiceTestCard.expiry(at: Date()).split(separator: "/")
        let card =
            #"{"accountNumber":"\#(pan)","expiryMonth":"\#(expiry[0])","expiryYear":"\#(expiry[1])","securityCode":"123"}"#
        let jwe = try JWE.encrypt(plaintext: Data(card.utf8), to: key, alg: .ecdhES, enc: .a256gcm)
        return #"{"walletId":"\#(wallet)","fundingAccountInfo":{"encryptedPayload":{"encryptedData":"\#(jwe)"}}}"#
    }

    @Test func eligibilityNeedsEncryptedCardDataAndAnEnrolledWallet() async throws {
        let (wallet, key, signer) = try await enroll()
        let (status, answer) = try await send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try eligibilityBody(wallet: "WLTnope", pan: "5555555555554444", key: key),
            as: OAuthRequestSigner(consumerKey: "WLTnope", secret: signer.secret))
        #expect(status == 401)
        #expect(reasonCode(answer) == "UNAUTHORIZED")
        let other = try JWK.generate(curve: .p256)
        let (refused, garbled) = try await send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try eligibilityBody(wallet: wallet, pan: "5555555555554444", key: other.publicKey), as: signer)
        #expect(refused == 400)
        #expect(reasonCode(garbled) == "CRYPTOGRAPHY_ERROR")
    }

    @Test func aGreenCardTokenizesWithTheDocumentedShape() async throws {
        let (wallet, key, signer) = try await enroll()
        let (_, eligible) = try await send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try eligibilityBody(wallet: wallet, pan: "4000002500001001", key: key), as: signer)
        let receipt = try #require(eligible?["eligibilityReceipt"]?["value"]?.string)
        #expect(eligible?["termsAndConditionsAssetId"]?.string == "terms.visa")
        let (status, token) = try await send(
            .post, "/mdes/digitization/1/0/tokenize",
            #"{"walletId":"\#(wallet)","eligibilityReceipt":"\#(receipt)","termsAndConditionsAssetId":"terms.visa","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#,
            as: signer)
        #expect(status == 200)
        #expect(token?["decision"]?.string == "APPROVED")
        #expect(token?["tokenUniqueReference"]?.string?.hasPrefix("DWSPMC") == true)
        #expect(token?["tokenInfo"]?["accountPanSuffix"]?.string == "1001")
        #expect(token?["tokenInfo"]?["auxiliaryBrand"]?.string == "CARTES_BANCAIRES")
        #expect(token?["productConfig"]?["coBrandLogoAssetId"]?.string == "coBrandLogo.visa-green-cobadged")
        let (reused, _) = try await send(
            .post, "/mdes/digitization/1/0/tokenize",
            #"{"walletId":"\#(wallet)","eligibilityReceipt":"\#(receipt)","termsAndConditionsAssetId":"terms.visa","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#,
            as: signer)
        #expect(reused == 400)
    }
}

/// The token service refuses callers that do not sign as an enrolled wallet (or, for the testing routes,
/// with the testing credentials).
@Suite struct TokenServiceAuthenticationTests {
    let routes: TokenServiceRouteTests

    init() throws {
        routes = try TokenServiceRouteTests()
    }

    @Test func unsignedTamperedStaleOrForeignRequestsAreRefusedWith401() async throws {
        let (wallet, _, signer) = try await routes.enroll()
        let search = #"{"walletId":"\#(wallet)"}"#
        let path = "/mdes/digitization/1/0/searchTokens"
        #expect(try await routes.send(.post, path, search, as: signer).0 == 200)
        var request = HTTPRequest(
            method: .post, url: URL(string: "http://emulator.invalid" + path)!, body: Data(search.utf8))
        #expect(await routes.handler.handle(request).status == 401)
        let refusals = [
            try signer.sign(request, at: Date(), tamper: true),
            try signer.sign(request, at: Date().addingTimeInterval(-3600)),
            try OAuthRequestSigner(consumerKey: wallet, secret: Data(repeating: 7, count: 32)).sign(
                request, at: Date()),
            try OAuthRequestSigner(consumerKey: "WLTnobody", secret: signer.secret).sign(request, at: Date()),
        ]
        for refused in refusals {
            let response = await routes.handler.handle(refused)
            #expect(response.status == 401)
            #expect(String(decoding: response.body, as: UTF8.self).contains("UNAUTHORIZED"))
        }
        // A body changed after signing no longer matches its hash.
        request = try signer.sign(request, at: Date())
        request.body = Data(#"{"walletId":"WLTsomeoneElse"}"#.utf8)
        #expect(await routes.handler.handle(request).status == 401)
        // Another wallet's id in a correctly signed body is refused too.
        let (_, _, other) = try await routes.enroll()
        #expect(try await routes.send(.post, path, search, as: other).0 == 401)
    }

    @Test func aWalletCannotTouchAnotherWalletsToken() async throws {
        let (wallet, key, signer) = try await routes.enroll()
        let (_, eligible) = try await routes.send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try routes.eligibilityBody(wallet: wallet, pan: "5555555555554444", key: key), as: signer)
        let receipt = try #require(eligible?["eligibilityReceipt"]?["value"]?.string)
        let (_, token) = try await routes.send(
            .post, "/mdes/digitization/1/0/tokenize",
            #"{"walletId":"\#(wallet)","eligibilityReceipt":"\#(receipt)","termsAndConditionsAssetId":"terms.mastercard","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#,
            as: signer)
        let reference = try #require(token?["tokenUniqueReference"]?.string)
        let (_, _, intruder) = try await routes.enroll()
        let suspend = #"{"tokenUniqueReferences":["\#(reference)"]}"#
        let (status, answer) = try await routes.send(.post, "/mdes/digitization/1/0/suspend", suspend, as: intruder)
        #expect(status == 404)
        #expect(routes.reasonCode(answer) == "TOKEN_NOT_FOUND")
        #expect(try await routes.send(.post, "/mdes/digitization/1/0/suspend", suspend, as: signer).0 == 200)
    }

    @Test func theOutboxAnswersOnlyTheTestingCredentials() async throws {
        let (_, _, signer) = try await routes.enroll()
        let path = "/mdes/testing/1/0/outbox?tokenUniqueReference=DWSPMCnone"
        #expect(try await routes.send(.get, path).0 == 401)
        #expect(try await routes.send(.get, path, as: signer).0 == 401)
        let (status, answer) = try await routes.send(.get, path, as: routes.testing)
        #expect(status == 200)
        #expect(answer?["messages"] == .array([]))
    }
}

/// The token service keeps each request's outcome by its request id.
@Suite struct TokenServiceReplayTests {
    @Test func aReplayedRequestIDGetsTheFirstOutcomeAndAReusedOneWithOtherContentIsRefused() async throws {
        let routes = try TokenServiceRouteTests()
        let (wallet, key, signer) = try await routes.enroll()
        let (_, eligible) = try await routes.send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try routes.eligibilityBody(wallet: wallet, pan: "5555555555554444", key: key), as: signer)
        let receipt = try #require(eligible?["eligibilityReceipt"]?["value"]?.string)
        func tokenize(_ id: String, at stamp: String) -> String {
            #"{"requestId":"\#(id)","walletId":"\#(wallet)","eligibilityReceipt":"\#(receipt)","termsAndConditionsAssetId":"terms.mastercard","termsAndConditionsAcceptedTimestamp":"\#(stamp)"}"#
        }
        let path = "/mdes/digitization/1/0/tokenize"
        let (status, first) = try await routes.send(
            .post, path, tokenize("R-1", at: "2026-11-30T10:00:00Z"), as: signer)
        #expect(status == 200)
        // The receipt is used up, yet the same request again is a replay of the first outcome.
        let (again, replayed) = try await routes.send(
            .post, path, tokenize("R-1", at: "2026-11-30T10:00:00Z"), as: signer)
        #expect(again == 200)
        #expect(replayed == first)
        let (reused, refusal) = try await routes.send(
            .post, path, tokenize("R-1", at: "2026-11-30T10:00:01Z"), as: signer)
        #expect(reused == 409)
        #expect(routes.reasonCode(refusal) == "REQUEST_ID_REUSED")
        let (fresh, _) = try await routes.send(.post, path, tokenize("R-2", at: "2026-11-30T10:00:00Z"), as: signer)
        #expect(fresh == 400)
        let (_, tokens) = try await routes.send(
            .post, "/mdes/digitization/1/0/searchTokens", #"{"walletId":"\#(wallet)"}"#, as: signer)
        guard case .array(let list)? = tokens?["tokens"] else {
            Issue.record("no token list")
            return
        }
        #expect(list.count == 1)
    }
}
