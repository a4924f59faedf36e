import TesseraCore
import Testing
import Transport

@Suite struct RedactorHeadersTests {
    let redactor = Redactor()

    @Test func headersKeepTheSchemeButNotTheCredential() {
        let headers: HTTPHeaders = ["Authorization": "Bearer eyJhbGciOi.abc.def", "Cookie": "s=1", "Accept": "*/*"]
        let redacted = redactor.redact(headers: headers)
        #expect(redacted == ["Authorization": "Bearer [REDACTED]", "Cookie": "[REDACTED]", "Accept": "*/*"])
    }
}
