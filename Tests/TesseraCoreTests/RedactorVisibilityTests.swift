import Foundation
import TesseraCore
import Testing

/// Redaction hides secrets and only secrets: what must be hidden, and what must stay visible.
@Suite struct RedactorVisibilityTests {
    let redactor = Redactor()

    @Test(arguments: [
        ("card ４１１１１１１１１１１１１１１１", "card [REDACTED]"),
        ("card ٤١١١١١١١١١١١١١١١", "card [REDACTED]"),
        ("card ۴۱۱۱ ۱۱۱۱ ۱۱۱۱ ۱۱۱۱", "card [REDACTED]"),
        ("card ४१११-११११-११११-११११", "card [REDACTED]"),
        ("mixed 4111１１１１٢٢٢٢3333", "mixed [REDACTED]"),
        ("not a UUID 4111111111111111-0000-0000-0000-000000000000", "not a UUID [REDACTED]"),
        ("Malformed bearer token: Bearer tok_live_4f9a", "Malformed bearer token: Bearer [REDACTED]"),
        ("Bearer AbCdEfGhIjKlMnOpQrStUvWxYz", "Bearer [REDACTED]"),
    ])
    func secretsAreHidden(text: String, expected: String) {
        #expect(redactor.redact(text: text) == expected)
    }

    @Test(arguments: [
        "No checkout session with id '00000000-0000-0000-0000-000000000000'",
        "No buyer 8F0A1B2C-3D4E-4F50-8A6B-7C8D9E0F1A2B here",
        "/tmp/tessera-fault-91234567-1234-4234-8234-123456789012/config/settings.json",
        "Missing bearer token",
        "Malformed bearer token: expected three segments",
        "The Bearer Token has expired.",
        "Authorization needs a Bearer token",
        "bin 42424242, last4 4242, amount 123456789",
        "On 2026-11-30 at 13:45:56 UTC",
        "full-width bin ４２４２４２",
        "Set TESSERA_DATA_DIR to a folder",
    ])
    func proseAndIdentifiersStayVisible(text: String) {
        #expect(redactor.redact(text: text) == text)
        #expect(redactor.redact(message: text) == text)
    }

    @Test(arguments: [
        ("Unexpected argument '4111111111111111'.", "Unexpected argument '[REDACTED]'."),
        ("title \u{1B}]0;pwned\u{07} end", "title \\u{1B}]0;pwned\\u{7} end"),
        ("clear \u{1B}[2J", "clear \\u{1B}[2J"),
        ("csi \u{9B}2J", "csi \\u{9B}2J"),
        ("bidi \u{202E}txt.exe", "bidi txt.exe"),
        ("zero-width 4111\u{200B}1111\u{200B}1111\u{200B}1111", "zero-width [REDACTED]"),
        ("nul a\u{0}b del \u{7F}", "nul a\\u{0}b del \\u{7F}"),
        ("lines\nand\ttabs stay", "lines\nand\ttabs stay"),
        ("carriage\rreturn", "carriage\\u{D}return"),
    ])
    func messagesAreMaskedAndNeutralised(text: String, expected: String) {
        #expect(redactor.redact(message: text) == expected)
    }
}
