import Foundation
import JOSE
import Sandbox
import TesseraCore
import Testing
import Transport

/// Two wallets on one token service: A holds an active card that has paid once and an unused eligibility
/// receipt; B is another wallet, correctly enrolled and signing with its own credentials.
struct TwoWallets {
    let routes: TokenServiceRouteTests
    let a: OAuthRequestSigner
    let b: OAuthRequestSigner
    let token: String
    let credential: String
    let receipt: String

    init() async throws {
        routes = try TokenServiceRouteTests()
        let (walletA, key, a) = try await routes.enroll()
        (_, _, b) = try await routes.enroll()
        self.a = a
        let (_, eligible) = try await routes.send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try routes.eligibilityBody(wallet: walletA, pan: "5555555555554444", key: key), as: a)
        let first = try #require(eligible?["eligibilityReceipt"]?["value"]?.string)
        let (_, tokenized) = try await routes.send(
            .post, "/mdes/digitization/1/0/tokenize",
            #"{"walletId":"\#(walletA)","eligibilityReceipt":"\#(first)","termsAndConditionsAssetId":"terms.mastercard","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#,
            as: a)
        token = try #require(tokenized?["tokenUniqueReference"]?.string)
        let (_, keys) = try await routes.send(
            .post, "/mdes/credentials/1/0/replenish", #"{"tokenUniqueReference":"\#(token)","forced":true}"#, as: a)
        guard case .array(let issued)? = keys?["transactionCredentials"], let paymentKey = issued.first,
            let id = paymentKey["credentialId"]?.string,
            let secret = paymentKey["key"]?.string.flatMap({ Data(base64Encoded: $0) })
        else { throw TokenServiceProbeError.noKeys }
        credential = id
        let cryptogram = Base64URL.encode(
            try KeyedHash.hmacSHA256(key: secret, data: Data("\(token)|\(id)|0|4242|EUR".utf8)))
        let (_, paid) = try await routes.send(
            .post, "/mdes/remotetransaction/1/0/transact",
            #"{"tokenUniqueReference":"\#(token)","credentialId":"\#(id)","atc":0,"cryptogram":"\#(cryptogram)","amount":4242,"currencyCode":"EUR"}"#,
            as: a)
        #expect(paid?["status"]?.string == "APPROVED")
        let (_, other) = try await routes.send(
            .post, "/mdes/digitization/1/0/checkEligibility",
            try routes.eligibilityBody(wallet: walletA, pan: "4111111111111111", key: key), as: a)
        receipt = try #require(other?["eligibilityReceipt"]?["value"]?.string)
    }

    /// Everything A can see of its wallet, as A reads it: its token, its tokens, the card's history and
    /// every push it was sent (each change of a token or payment with it queues one).
    func walletA() async throws -> [JSONValue?] {
        let wallet = a.consumerKey
        var seen: [JSONValue?] = []
        for (path, body) in [
            ("digitization/1/0/getToken", #"{"tokenUniqueReference":"\#(token)"}"#),
            ("digitization/1/0/searchTokens", #"{"walletId":"\#(wallet)"}"#),
            ("transactions/1/0/history", #"{"tokenUniqueReference":"\#(token)"}"#),
            ("notifications/1/0/poll", #"{"walletId":"\#(wallet)"}"#),
        ] {
            let (status, answer) = try await routes.send(.post, "/mdes/" + path, body, as: a)
            #expect(status == 200)
            seen.append(answer)
        }
        return seen
    }
}

enum TokenServiceProbeError: Error {
    case noKeys
}

/// Every route that checks who may act, with a body naming wallet A or A's token, and what another wallet
/// must get for it in UTF-8: 401 for naming another wallet, 404 for another wallet's token.
enum OwnedRoute: String, CaseIterable, Sendable {
    case checkEligibility, tokenize, requestActivationCode, activate, suspend, unsuspend, delete, getToken
    case searchTokens, replenish, transact, history, poll

    var path: String {
        switch self {
        case .replenish: "/mdes/credentials/1/0/replenish"
        case .transact: "/mdes/remotetransaction/1/0/transact"
        case .history: "/mdes/transactions/1/0/history"
        case .poll: "/mdes/notifications/1/0/poll"
        default: "/mdes/digitization/1/0/\(rawValue)"
        }
    }

    func body(_ fixture: TwoWallets) -> String {
        let wallet = fixture.a.consumerKey
        let token = fixture.token
        return switch self {
        case .checkEligibility:
            #"{"walletId":"\#(wallet)","fundingAccountInfo":{"encryptedPayload":{"encryptedData":"x.y.z.w.v"}}}"#
        case .tokenize:
            #"{"walletId":"\#(wallet)","eligibilityReceipt":"\#(fixture.receipt)","termsAndConditionsAssetId":"terms.visa","termsAndConditionsAcceptedTimestamp":"2026-11-30T10:00:00Z"}"#
        case .requestActivationCode: #"{"tokenUniqueReference":"\#(token)","authenticationMethodId":"1"}"#
        case .activate: #"{"tokenUniqueReference":"\#(token)","authenticationCode":"000000"}"#
        case .suspend, .unsuspend, .delete: #"{"tokenUniqueReferences":["\#(token)"]}"#
        case .getToken, .history: #"{"tokenUniqueReference":"\#(token)"}"#
        case .searchTokens, .poll: #"{"walletId":"\#(wallet)"}"#
        case .replenish: #"{"tokenUniqueReference":"\#(token)","forced":true}"#
        case .transact:
            #"{"tokenUniqueReference":"\#(token)","credentialId":"\#(fixture.credential)","atc":1,"cryptogram":"x","amount":99999,"currencyCode":"EUR"}"#
        }
    }

    /// The status another wallet gets for this body in UTF-8.
    var refusal: Int {
        switch self {
        case .checkEligibility, .tokenize, .searchTokens, .poll: 401
        default: 404
        }
    }
}

/// The encodings `JSONDecoder` reads besides UTF-8, which the ownership check once missed.
enum BodyEncoding: String, CaseIterable, Sendable {
    case utf16LE, utf16BE, utf16LEWithBOM, utf16BEWithBOM, utf32LE, utf32BE, utf32LEWithBOM, utf32BEWithBOM

    func encode(_ text: String) -> Data {
        switch self {
        case .utf16LE: text.data(using: .utf16LittleEndian)!
        case .utf16BE: text.data(using: .utf16BigEndian)!
        case .utf16LEWithBOM: Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        case .utf16BEWithBOM: Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        case .utf32LE: text.data(using: .utf32LittleEndian)!
        case .utf32BE: text.data(using: .utf32BigEndian)!
        case .utf32LEWithBOM: Data([0xFF, 0xFE, 0, 0]) + text.data(using: .utf32LittleEndian)!
        case .utf32BEWithBOM: Data([0, 0, 0xFE, 0xFF]) + text.data(using: .utf32BigEndian)!
        }
    }
}

/// A wallet sees and changes only its own tokens, keys and history, whatever the body's encoding.
@Suite struct TokenServiceOwnershipTests {
    @Test(arguments: OwnedRoute.allCases, BodyEncoding.allCases)
    func anotherWalletsBodyInUTF16OrUTF32IsRefusedAndChangesNothing(route: OwnedRoute, encoding: BodyEncoding)
        async throws
    {
        let fixture = try await TwoWallets()
        let before = try await fixture.walletA()
        let body = encoding.encode(route.body(fixture))
        let (status, answer) = try await fixture.routes.send(.post, route.path, bytes: body, as: fixture.b)
        #expect(status == 400)
        #expect(fixture.routes.reasonCode(answer) == "INVALID_JSON")
        #expect(fixture.routes.message(answer)?.contains("invalid UTF-8 or a lone surrogate") == true)
        #expect(answer?["token"] == nil && answer?["tokens"] == nil && answer?["transactions"] == nil)
        #expect(answer?["transactionCredentials"] == nil && answer?["notifications"] == nil)
        #expect(try await fixture.walletA() == before)
        // The owner's own body in that encoding is refused alike: no route reads it another way.
        let (own, _) = try await fixture.routes.send(.post, route.path, bytes: body, as: fixture.a)
        #expect(own == 400)
    }

    @Test(arguments: OwnedRoute.allCases)
    func anotherWalletsBodyInUTF8IsRefusedAndChangesNothing(route: OwnedRoute) async throws {
        let fixture = try await TwoWallets()
        let before = try await fixture.walletA()
        let (status, answer) = try await fixture.routes.send(.post, route.path, route.body(fixture), as: fixture.b)
        #expect(status == route.refusal)
        #expect(answer?["token"] == nil && answer?["tokens"] == nil && answer?["transactions"] == nil)
        #expect(answer?["transactionCredentials"] == nil && answer?["notifications"] == nil)
        #expect(try await fixture.walletA() == before)
    }

    @Test func aRepeatedMemberIsRefusedAndAnEscapedNameIsCheckedAsTheRouteReadsIt() async throws {
        let fixture = try await TwoWallets()
        let before = try await fixture.walletA()
        let token = fixture.token
        for (path, body, status) in [
            ("getToken", #"{"tokenUniqueReference":"\#(token)","tokenUniqueReference":"DWSPMCnone"}"#, 400),
            ("getToken", #"{"tokenUniqueReference":"DWSPMCnone","tokenUniqueReference":"\#(token)"}"#, 400),
            ("suspend", #"{"tokenUniqueReferences":["DWSPMCnone"],"tokenUniqueReferences":["\#(token)"]}"#, 400),
            ("delete", #"{"tokenUniqueReferences":[],"tokenUniqueRef\u0065rences":["\#(token)"]}"#, 400),
            ("delete", #"{"tokenUniqueRef\u0065rences":["\#(token)"]}"#, 404),
            ("getToken", #"{"tokenUniqueRef\u0065rence":"\#(token)"}"#, 404),
        ] {
            let (answered, answer) = try await fixture.routes.send(
                .post, "/mdes/digitization/1/0/" + path, body, as: fixture.b)
            #expect(answered == status, "\(body)")
            if status == 400 { #expect(fixture.routes.message(answer)?.contains("twice") == true, "\(body)") }
        }
        #expect(try await fixture.walletA() == before)
    }

    @Test(arguments: [
        #"{"walletId":"\ud800"}"#, #"{"walletId":"WLT\udc00"}"#, #"{"walletId":"\ud800\u0041"}"#,
        #"{"walletId":"x","after":1,"k":"\udbff"}"#,
    ])
    func aLoneSurrogateIsRefusedAsNotUTF8(body: String) async throws {
        let routes = try TokenServiceRouteTests()
        let (_, _, wallet) = try await routes.enroll()
        let (status, answer) = try await routes.send(.post, "/mdes/notifications/1/0/poll", body, as: wallet)
        #expect(status == 400)
        let message = try #require(routes.message(answer))
        #expect(message.contains("invalid UTF-8 or a lone surrogate"))
        #expect(!message.contains("64-bit float"))
    }

    @Test func aSurrogatePairAndAUTF8MarkAreAccepted() async throws {
        let routes = try TokenServiceRouteTests()
        let (id, _, wallet) = try await routes.enroll()
        let (status, _) = try await routes.send(
            .post, "/mdes/notifications/1/0/poll",
            bytes: Data([0xEF, 0xBB, 0xBF]) + Data(#"{"walletId":"\#(id)"}"#.utf8),
            as: wallet)
        #expect(status == 200)
        let (paired, _) = try await routes.send(
            .post, "/mdes/notifications/1/0/poll", #"{"walletId":"\#(id)","note":"\ud83d\ude00"}"#, as: wallet)
        #expect(paired == 200)
    }
}
