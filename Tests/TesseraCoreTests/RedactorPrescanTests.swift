import Foundation
import TesseraCore
import Testing

/// The quick look that lets a log keep a body as sent: it passes only bodies the redactor would not change.
@Suite struct RedactorPrescanTests {
    let redactor = Redactor()

    @Test(arguments: [
        #"{"id":"46973e9d-88a7-44a6-abfe-be4ff0134ff4","instrument_type":"pan","amount":1299,"label":"1111"}"#,
        #"{"created_at":"2026-12-03T18:31:51.000+00:00","settled":false,"metadata":null}"#,
        "",
    ])
    func aBodyWithNothingSecretIsKeptAsSent(body: String) {
        #expect(redactor.holdsNothingToRedact(Data(body.utf8)))
    }

    @Test(arguments: [
        #"{"number":"4111"}"#,
        #"{"Card-Number" : "x"}"#,
        #"{"pan":"x"}"#,
        #"{"a":"4111111111111111"}"#,
        #"{"a":"4111 1111 1111 1111"}"#,
        #"{"a":4111111111111111}"#,
        #"{"a":4.1e15}"#,
        #"{"a":"\u0034111111111111111"}"#,
        #"{"cvc\u0022:1}"#,
        "{\"a\":\"４１１１１１１１１１１１１１１１\"}",
        "{\"to\u{212A}en\":\"x\"}",
        #"{"a":"eyJhbGciOiJIUzI1NiJ9.e30.x"}"#,
        #"{"a":"Bearer abc.def"}"#,
    ])
    func aBodyThatMayHoldASecretIsRedactedInFull(body: String) {
        #expect(!redactor.holdsNothingToRedact(Data(body.utf8)))
    }
}
