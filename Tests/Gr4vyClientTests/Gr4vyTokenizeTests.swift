import Foundation
import Gr4vyClient
import Testing
import ThreeDS
import Transport

/// Tokenize with 3-D Secure against a scripted API: the fields call, then version, authenticate and the
/// indicator's outcome.
@Suite struct Gr4vyTokenizeTests {
    static let version = #"{"directory_server_id":"tessera-sandbox-ds-ec","message_version":"2.2.0","api_key":"k"}"#

    /// A transport answering the fields, version and authenticate calls with the given bodies.
    static func api(version: String? = version, authenticate: String = #"{"indicator":"FINISH"}"#) -> MockTransport {
        MockTransport { request in
            let path = request.path
            if path.hasSuffix("/fields") { return HTTPResponse(status: 204) }
            if path.hasSuffix("/three-d-secure-version") {
                guard let version else { return HTTPResponse(status: 500, body: Data(#"{"message":"down"}"#.utf8)) }
                return HTTPResponse(status: 200, body: Data(version.utf8))
            }
            if path.hasSuffix("/three-d-secure-authenticate") {
                return HTTPResponse(status: 200, body: Data(authenticate.utf8))
            }
            return HTTPResponse(status: 404)
        }
    }

    static func tokenize(_ gr4vy: Gr4vy, minutes: Int = 5, authenticate: Bool = true) async throws
        -> Gr4vyTokenizeResult
    {
        try await gr4vy.tokenize(
            checkoutSessionId: "cs-1", cardData: Fixtures.card, sdkMaxTimeoutMinutes: minutes,
            authenticate: authenticate)
    }

    @Test func withoutAuthenticateOnlyTheFieldsAreSent() async throws {
        let mock = Self.api()
        let result = try await Self.tokenize(try Fixtures.client(mock), authenticate: false)
        #expect(result.tokenized && result.authentication == nil)
        #expect(mock.requests.map(\.path) == ["/checkout/sessions/cs-1/fields"])
    }

    @Test func aFrictionlessAnswerIsAttemptedWithItsStatus() async throws {
        let mock = Self.api(
            authenticate: #"{"indicator":"FINISH","transaction_status":"Y","cardholder_info":"Thanks"}"#)
        let result = try await Self.tokenize(try Fixtures.client(mock, merchantId: "m-1"), minutes: 7)
        let authentication = try #require(result.authentication)
        #expect(result.tokenized && authentication.attempted && authentication.type == "frictionless")
        #expect(authentication.transactionStatus == "Y" && authentication.cardholderInfo == "Thanks")
        #expect(!authentication.hasCancelled && !authentication.hasTimedOut)
        #expect(
            mock.requests.map { "\($0.method.rawValue) \($0.path)" } == [
                "PUT /checkout/sessions/cs-1/fields", "GET /checkout/sessions/cs-1/three-d-secure-version",
                "POST /checkout/sessions/cs-1/three-d-secure-authenticate",
            ])
        #expect(mock.requests.allSatisfy { $0.headers["x-gr4vy-merchant-account-id"] == nil })
        let body = try #require(Fixtures.json(mock.requests.last?.body))
        #expect(body["sdk_max_timeout"] == .string("07") && body["device_channel"] == .string("01"))
        #expect(body["default_sdk_type"] == Fixtures.json(#"{"wrappedInd":"Y","sdkVariant":"01"}"#))
        #expect(
            body["device_render_options"]
                == Fixtures.json(#"{"sdkInterface":"03","sdkUiType":["01","02","03","04","05"]}"#))
        #expect(body["sdk_ephemeral_pub_key"]?["kty"] == .string("EC"))
        #expect(body["sdk_ephemeral_pub_key"]?["crv"] == .string("P-256"))
        for key in ["sdk_app_id", "sdk_encrypted_data", "sdk_reference_number", "sdk_transaction_id"] {
            #expect(body[key]?.string?.isEmpty == false, "\(key)")
        }
        let encrypted = body["sdk_encrypted_data"]?.string ?? ""
        #expect(!encrypted.contains("4111111111111111"))
    }

    @Test func anErrorAnswerIsAttemptedAndTheCardStaysTokenized() async throws {
        let mock = Self.api(authenticate: #"{"indicator":"ERROR","transaction_status":"U"}"#)
        let result = try await Self.tokenize(try Fixtures.client(mock))
        #expect(result.tokenized && result.authentication?.type == "error")
        #expect(result.authentication?.attempted == true && result.authentication?.transactionStatus == "U")
    }

    @Test func aFailedVersionCallIsNotAttempted() async throws {
        let mock = Self.api(version: nil)
        let result = try await Self.tokenize(try Fixtures.client(mock))
        let authentication = try #require(result.authentication)
        #expect(result.tokenized && !authentication.attempted)
        #expect(authentication.type == nil && authentication.transactionStatus == nil)
        #expect(authentication.failureReason?.contains("version call failed") == true)
        #expect(mock.requests.count == 2)
    }

    @Test func anUnknownIndicatorIsAThreeDSError() async throws {
        let gr4vy = try Fixtures.client(Self.api(authenticate: #"{"indicator":"MAYBE"}"#))
        let error = await Fixtures.gr4vyError { _ = try await Self.tokenize(gr4vy) }
        guard case .threeDSError(let message)? = error else {
            Issue.record("expected threeDSError, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("Received unknown indicator: MAYBE"))
    }

    @Test func aChallengeWithoutItsObjectIsADecodingError() async throws {
        let gr4vy = try Fixtures.client(Self.api(authenticate: #"{"indicator":"CHALLENGE"}"#))
        let error = await Fixtures.gr4vyError { _ = try await Self.tokenize(gr4vy) }
        #expect(error == .decodingError("3DS Challenge object is missing from response"))
    }

    /// The card is stored before the challenge: without a presenter the result keeps `tokenized: true` and says
    /// why there is no status (the official SDK throws `uiContextError` here, after storing the card).
    @Test func aChallengeWithoutAPresenterKeepsTheCardAndSaysWhy() async throws {
        let challenge = """
            {"indicator":"CHALLENGE","challenge":{"server_transaction_id":"s-1","acs_transaction_id":"a-1",
             "acs_reference_number":"ref","acs_signed_content":"e30.e30.c2ln",
             "acs_rendering_type":{"acsInterface":"01","acsUiTemplate":"01"}}}
            """
        let mock = Self.api(authenticate: challenge)
        let result = try await Self.tokenize(try Fixtures.client(mock))
        #expect(result.tokenized)
        let authentication = try #require(result.authentication)
        #expect(authentication.attempted && authentication.type == "challenge")
        #expect(authentication.transactionStatus == nil && !authentication.hasCancelled && !authentication.hasTimedOut)
        let reason = try #require(authentication.failureReason)
        #expect(reason.hasPrefix("The 3-D Secure challenge needs a terminal or another presenter"))
        #expect(reason.contains("UI type 01") && reason.contains("a-1") && reason.contains("presenter:"))
        #expect(mock.requests.count == 3)
    }

    /// The SDK sends any value (the sample app's 120 s becomes 2 minutes); 3-D Secure's `sdkMaxTimeout` has two
    /// digits and a 5-minute minimum, so the value sent is kept within 5–99.
    @Test(arguments: [(0, "05"), (2, "05"), (5, "05"), (42, "42"), (99, "99"), (100, "99")])
    func theChallengeTimeoutSentIsKeptWithinFiveToNinetyNineMinutes(minutes: Int, sent: String) async throws {
        let mock = Self.api()
        _ = try await Self.tokenize(try Fixtures.client(mock), minutes: minutes)
        let authenticate = try #require(mock.requests.first { $0.url.path.hasSuffix("/three-d-secure-authenticate") })
        #expect(Fixtures.json(authenticate.body)?["sdk_max_timeout"] == .string(sent))
    }

    @Test func aMalformedCustomizationIsRefusedBeforeSending() async throws {
        let mock = Self.api()
        let bad = Gr4vyThreeDSUiCustomizationMap(
            default: Gr4vyThreeDSUiCustomization(toolbar: .init(backgroundColorHex: "blue")))
        let error = await Fixtures.gr4vyError {
            _ = try await Fixtures.client(mock).tokenize(
                checkoutSessionId: "cs-1", cardData: Fixtures.card, authenticate: true, uiCustomization: bad)
        }
        guard case .threeDSError(let message)? = error else {
            Issue.record("expected threeDSError, got \(String(describing: error))")
            return
        }
        #expect(message.contains("DEFAULT.toolbar.backgroundColorHex"))
        #expect(mock.requests.isEmpty)
    }

    @Test func aFailedFieldsCallStopsTokenize() async throws {
        let mock = MockTransport.successful(status: 422, body: #"{"message":"Card number is invalid"}"#)
        let error = await Fixtures.gr4vyError { _ = try await Self.tokenize(try Fixtures.client(mock)) }
        #expect(
            error
                == .httpError(
                    statusCode: 422, responseData: Data(#"{"message":"Card number is invalid"}"#.utf8),
                    message: "Card number is invalid"))
        #expect(mock.requests.count == 1)
    }

    @Test func theCompletionFormDeliversTheResult() async throws {
        let gr4vy = try Fixtures.client(Self.api())
        let result = await withCheckedContinuation { continuation in
            gr4vy.tokenize(
                checkoutSessionId: "cs-1", cardData: Fixtures.card, sdkMaxTimeoutMinutes: 5, authenticate: true
            ) { continuation.resume(returning: $0) }
        }
        guard case .success(let value) = result else {
            Issue.record("tokenize failed: \(result)")
            return
        }
        #expect(value.tokenized && value.authentication?.type == "frictionless")
    }
}
