import Foundation
import Gr4vyClient
import Testing
import Transport

/// ``Gr4vyLogger`` and debug mode: every exchange is logged, and the log never holds a card number, a
/// security code or a token.
///
/// Serialized: the tests switch the process-wide logger on and point its output at a buffer.
@Suite(.serialized) struct Gr4vyLoggerTests {
    static let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"

    /// The log written while `body` runs, with the logger on; afterwards it is off and writes to standard output.
    static func capturing(_ body: () async throws -> Void) async rethrows -> String {
        let buffer = LogBuffer()
        Gr4vyLogger.output = buffer.sink
        Gr4vyLogger.enable()
        defer {
            Gr4vyLogger.disable()
            Gr4vyLogger.output = .standardOutput
        }
        try await body()
        return buffer.text
    }

    @Test func eachLevelHasItsPrefixAndMasksSecrets() async {
        let text = await Self.capturing {
            Gr4vyLogger.log("Authorization: Bearer \(Self.jwt)")
            Gr4vyLogger.error("card 4111 1111 1111 1111 refused")
            Gr4vyLogger.network("token \(Self.jwt) sent")
        }
        // Other suites may log at the same time (a timeout note), so each line is looked for on its own.
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("🔍 [Gr4vy] Authorization: Bearer [REDACTED]"))
        #expect(lines.contains("❌ [Gr4vy] card [REDACTED] refused"))
        #expect(lines.contains("🌐 [Gr4vy] token [REDACTED] sent"))
        #expect(!text.contains("c2lnbmF0dXJl") && !text.contains("4111 1111"))
    }

    @Test func debugMasksJSONFieldsByName() async {
        let json = #"{"number":"4111111111111111","security_code":"737","token":"abc","expiration_date":"12/30"}"#
        let text = await Self.capturing {
            Gr4vyLogger.debug(Data(json.utf8))
            Gr4vyLogger.debug(Data([0xFF, 0xFE, 0x00]))
            Gr4vyLogger.debug(["pan": "5555555555554444"])
        }
        #expect(text.contains("🔍 [Gr4vy] Debug:\n"))
        #expect(text.contains("Binary data (3 bytes)"))
        #expect(text.contains(#""expiration_date" : "12/30""#))
        for secret in ["4111111111111111", "737", "\"abc\"", "5555555555554444"] {
            #expect(!text.contains(secret), "the log holds \(secret)")
        }
    }

    @Test func nothingIsWrittenWhileTheLoggerIsOff() async {
        let buffer = LogBuffer()
        Gr4vyLogger.output = buffer.sink
        defer { Gr4vyLogger.output = .standardOutput }
        Gr4vyLogger.disable()
        Gr4vyLogger.log("one")
        Gr4vyLogger.error("two")
        Gr4vyLogger.network("three")
        Gr4vyLogger.debug("four")
        #expect(buffer.text.isEmpty && !Gr4vyLogger.isEnabled)
    }

    @Test func debugModeSwitchesTheLoggerOnForTheProcess() throws {
        Gr4vyLogger.disable()
        defer { Gr4vyLogger.disable() }
        _ = try Fixtures.client(.successful())
        #expect(!Gr4vyLogger.isEnabled)
        _ = try Fixtures.client(.successful(), debugMode: true)
        #expect(Gr4vyLogger.isEnabled)
        _ = try Fixtures.client(.successful(), debugMode: false)
        #expect(Gr4vyLogger.isEnabled)
    }

    @Test func aTokenizeLogHoldsNoSecrets() async throws {
        let echo = MockTransport { request in
            // A hostile server that echoes the request back in an error.
            HTTPResponse(status: 400, headers: ["Content-Type": "application/json"], body: request.body ?? Data())
        }
        let gr4vy = try Fixtures.client(echo, token: Self.jwt, debugMode: true)
        let text = await Self.capturing {
            await #expect(throws: Gr4vyError.self) {
                try await gr4vy.tokenize(checkoutSessionId: "cs-1", cardData: Fixtures.card)
            }
        }
        #expect(text.contains("update_checkout_session_fields (PUT /checkout/sessions/cs-1/fields)"))
        #expect(text.contains("→ PUT https://api.sandbox.acme.gr4vy.app/checkout/sessions/cs-1/fields"))
        #expect(text.contains("← 400 PUT"))
        #expect(text.contains("Authorization: Bearer [REDACTED]"))
        #expect(text.contains(#""expiration_date" : "12/30""#))
        for secret in ["4111111111111111", "737", Self.jwt, "c2lnbmF0dXJl"] {
            #expect(!text.contains(secret), "the log holds \(secret)")
        }
    }

    @Test func cardNumbersInOtherFieldsAreMaskedByShape() async throws {
        let mock = MockTransport.successful(body: #"{"items":[],"note":"card 4111-1111-1111-1111 declined"}"#)
        let gr4vy = try Fixtures.client(mock, debugMode: true)
        let request = Gr4vyPaymentOptionRequest(
            metadata: ["pan": "5555555555554444", "ref": "4000002500001001"], country: nil, currency: nil, amount: nil,
            locale: "en", cartItems: nil)
        let text = try await Self.capturing { _ = try await gr4vy.paymentOptions.list(request: request) }
        for secret in ["5555555555554444", "4111-1111-1111-1111", "4000002500001001"] {
            #expect(!text.contains(secret), "the log holds \(secret)")
        }
        #expect(text.contains("card [REDACTED] declined"))
    }

    @Test func aCardDetailsQueryIsLoggedWithoutTheToken() async throws {
        let gr4vy = try Fixtures.client(.successful(body: #"{"id":"424242"}"#), token: Self.jwt, debugMode: true)
        let text = try await Self.capturing {
            _ = try await gr4vy.cardDetails.get(request: Fixtures.cardDetailsRequest)
        }
        #expect(text.contains("→ GET https://api.sandbox.acme.gr4vy.app/card-details?bin=424242&currency=USD"))
        #expect(!text.contains(Self.jwt))
    }

    @Test func withoutDebugModeNoExchangeIsLogged() async throws {
        let gr4vy = try Fixtures.client(.successful(body: #"{"items":[]}"#))
        let text = try await Self.capturing {
            _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        }
        #expect(!text.contains("payment-options") && !text.contains("→") && !text.contains("←"))
    }

    @Test func aTimeoutOfZeroIsExplainedInTheLog() async throws {
        let gr4vy = try Fixtures.client(.successful(body: #"{"items":[]}"#), timeout: 0)
        let text = try await Self.capturing {
            _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        }
        #expect(text.contains("🔍 [Gr4vy] The timeout 0.0 s is not above zero; using 30.0 s."))
    }
}
