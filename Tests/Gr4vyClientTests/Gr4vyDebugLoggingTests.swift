import Foundation
import Gr4vyClient
import Testing
import Transport

/// Debug mode logs every exchange, and the log never holds a card number, a CVC or the token.
@Suite struct Gr4vyDebugLoggingTests {
    static let secrets = ["4111111111111111", "4111 1111 1111 1111", "737", "secret-token-xyz"]

    @Test func aTokenizeLogHoldsNoSecrets() async throws {
        let log = LogBuffer()
        let echo = MockTransport { request in
            // A hostile server that echoes the request back in an error.
            HTTPResponse(status: 400, headers: ["Content-Type": "application/json"], body: request.body ?? Data())
        }
        let gr4vy = try Fixtures.client(echo, token: "secret-token-xyz", debugMode: true, logSink: log.sink)
        let card = Gr4vyCardPaymentMethod(number: "4111111111111111", expirationDate: "01/30", securityCode: "737")
        await #expect(throws: Gr4vyError.self) {
            try await gr4vy.tokenize(checkoutSessionId: "cs-1", cardData: Gr4vyCardData(paymentMethod: .card(card)))
        }
        let text = log.text
        #expect(text.contains("→ PUT https://api.sandbox.acme.gr4vy.app/checkout/sessions/cs-1/fields"))
        #expect(text.contains("← 400 PUT"))
        #expect(text.contains("Authorization: Bearer [REDACTED]"))
        #expect(text.contains("\"expiration_date\" : \"01/30\""))
        for secret in Self.secrets {
            #expect(!text.contains(secret), "log contains \(secret)")
        }
    }

    @Test func cardNumbersInOtherFieldsAreRedactedByShape() async throws {
        let log = LogBuffer()
        let mock = MockTransport.successful(body: #"{"items":[],"note":"card 4111-1111-1111-1111 declined"}"#)
        let gr4vy = try Fixtures.client(mock, debugMode: true, logSink: log.sink)
        _ = try await gr4vy.paymentOptions.list(
            request: Gr4vyPaymentOptionRequest(metadata: ["pan": "5555555555554444"]))
        #expect(!log.text.contains("5555555555554444") && !log.text.contains("4111-1111-1111-1111"))
        #expect(log.text.contains("card [REDACTED] declined"))
    }

    @Test func descriptionsOfCardDataHoldNoSecrets() {
        let card = Gr4vyCardPaymentMethod(number: "4111111111111111", expirationDate: "01/30", securityCode: "737")
        let data = Gr4vyCardData(paymentMethod: .card(card), postalCode: "12345")
        var dumped = ""
        dump(data, to: &dumped)
        for text in [String(describing: data), String(reflecting: card), "\(card)", dumped] {
            #expect(!text.contains("4111111111111111") && !text.contains("737"), "\(text)")
        }
        #expect(card.description == "card •••• 1111 exp 01/30 with security code")
    }

    @Test func withoutDebugModeNothingIsLogged() async throws {
        let log = LogBuffer()
        let gr4vy = try Fixtures.client(.successful(body: #"{"items":[]}"#), logSink: log.sink)
        _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        #expect(log.text.isEmpty)
    }
}
