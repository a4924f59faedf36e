import Foundation
import TesseraCore
import Testing

/// Secrets removed by name and by shape.
@Suite struct RedactorTests {
    let redactor = Redactor()

    @Test(arguments: [
        ("4111111111111111", "[REDACTED]"),
        ("pan 4111 1111 1111 1111 ok", "pan [REDACTED] ok"),
        ("4111-1111-1111-1111", "[REDACTED]"),
        ("378282246310005 and 30569309025904", "[REDACTED] and [REDACTED]"),
        ("123456789012", "[REDACTED]"),
        ("12345678901", "12345678901"),
        ("bin 424242, amount 1299", "bin 424242, amount 1299"),
        ("2026-11-29 12:00", "2026-11-29 12:00"),
        ("4111111111111111111", "[REDACTED]"),
    ])
    func digitRunsOfCardLengthAreReplaced(text: String, expected: String) {
        #expect(redactor.redact(text: text) == expected)
    }

    @Test func jsonFieldsAreReplacedByNameAtAnyDepth() throws {
        let body = Data(
            #"{"payment_method":{"method":"card","number":"4111111111111111","security_code":"123","expiration_date":"01/30"},"Access-Token":"abc","items":[{"cvv":"999","label":"1111"}],"big":4111111111111111}"#
                .utf8)
        let redacted = try #require(JSONValue(parsing: Data(redactor.redact(body: body).utf8)))
        let expected = try #require(
            JSONValue(
                parsing: Data(
                    #"{"payment_method":{"method":"card","number":"[REDACTED]","security_code":"[REDACTED]","expiration_date":"01/30"},"Access-Token":"[REDACTED]","items":[{"cvv":"[REDACTED]","label":"1111"}],"big":"[REDACTED]"}"#
                        .utf8)))
        #expect(redacted == expected)
    }

    @Test func queryItemsAreReplacedByNameAndShape() throws {
        let url = try #require(URL(string: "https://h/p?token=abc&bin=424242&note=4111111111111111"))
        #expect(redactor.redact(url: url) == "https://h/p?token=%5BREDACTED%5D&bin=424242&note=[REDACTED]")
    }

    @Test func nonJSONBodiesAreTextOrSummarised() {
        #expect(redactor.redact(body: Data("card=4111111111111111&cvc=1".utf8)) == "card=[REDACTED]&cvc=1")
        #expect(redactor.redact(body: Data([0xFF, 0xFE, 0x00])) == "<3 bytes, not UTF-8>")
        #expect(redactor.redact(body: Data()) == "")
        let long = redactor.redact(body: Data(String(repeating: "a", count: 10_000).utf8), limit: 100)
        #expect(long.hasPrefix(String(repeating: "a", count: 100) + "…") && long.hasSuffix("(10000 bytes in all)"))
    }

    @Test(arguments: [
        ("echo: Bearer tok_live_abc123", "echo: Bearer [REDACTED]"),
        ("authorization: bearer\tabc.def-ghi", "authorization: bearer\t[REDACTED]"),
        ("jwt eyJhbGciOiJFUzUxMiJ9.eyJzdWIiOiIxIn0.c2ln-_x here", "jwt [REDACTED] here"),
        ("jwe eyJhbGciOiJkaXIifQ..aXY.Y2lwaGVy.dGFn end", "jwe [REDACTED] end"),
        ("The token is missing or has expired.", "The token is missing or has expired."),
        ("Bearer [REDACTED]", "Bearer [REDACTED]"),
    ])
    func tokensAreReplacedByShape(text: String, expected: String) {
        #expect(redactor.redact(text: text) == expected)
    }

    @Test func tokensInsideJSONStringsAreReplacedByShape() throws {
        let body = Data(#"{"echo":"Bearer eyJhbGciOiJFUzUxMiJ9.eyJhIjoxfQ.sig","note":"ok"}"#.utf8)
        let redacted = redactor.redact(body: body)
        #expect(!redacted.contains("eyJ") && redacted.contains("\"note\" : \"ok\""))
    }

    @Test func bodiesTooLargeToParseAreSummarisedBySize() {
        let huge = Data(repeating: UInt8(ascii: "4"), count: Redactor.maximumBodyBytes + 1)
        #expect(redactor.redact(body: huge) == "<\(Redactor.maximumBodyBytes + 1) bytes, too large to show>")
        #expect(redactor.redact(body: Data("card 4111111111111111".utf8)) == "card [REDACTED]")
    }

    @Test func customNamesAreNormalised() {
        let custom = Redactor(sensitiveNames: ["Sdk_Encrypted-Data"])
        #expect(custom.isSensitive("sdkEncryptedData") && custom.isSensitive("SDK-ENCRYPTED_DATA"))
        #expect(!custom.isSensitive("number"))
    }
}
