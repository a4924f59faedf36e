import CardKit
import Testing

/// Any string gets a clear state and reason, never a crash. Non-ASCII decimal digits are normalised to ASCII;
/// everything else that is not a digit or separator is refused.
@Suite struct HostileInputTests {
    static let hugeDigits = String(repeating: "4", count: 100_000)
    static let hugeLetters = String(repeating: "x", count: 100_000)
    static let hugeMixed = String(repeating: "4💳\u{0}٤", count: 25_000)

    @Test(arguments: [
        ("４２４２４２４２４２４２４２４２", ValidationState.valid, nil as String?),  // full-width digits
        ("٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢", .valid, nil),  // Arabic-Indic digits
        ("۴۲۴۲۴۲۴۲۴۲۴۲۴۲۴۲", .valid, nil),  // Extended Arabic-Indic digits
        ("४२४२४२४२४२४२४२४२", .valid, nil),  // Devanagari digits
        ("4242\u{00A0}4242\u{2007}4242\u{3000}4242", .valid, nil),  // non-breaking and ideographic spaces
        ("4242\u{2010}4242\u{2013}4242\u{2212}4242", .valid, nil),  // Unicode hyphens, dashes and minus
        ("4242💳4242", .invalid, "CN02"),
        ("👍🏽", .invalid, "CN02"),
        ("4242\u{0}4242", .invalid, "CN02"),
        ("4242\u{7}\u{1B}[31m", .invalid, "CN02"),
        ("\u{202E}4242424242424242", .invalid, "CN02"),  // right-to-left override
        ("4\u{0301}242424242424242", .invalid, "CN02"),  // combining accent
        ("4242\r\n4242", .invalid, "CN02"),
        ("①②③④", .invalid, "CN02"),  // circled digits are not decimal digits
        (hugeDigits, .invalid, "CN05"),
        (hugeLetters, .invalid, "CN02"),
        (hugeMixed, .invalid, "CN02"),
    ])
    func cardNumbersGetAClearVerdict(input: String, state: ValidationState, reason: String?) {
        let validation = CardNumber.validate(input)
        #expect(validation.state == state)
        #expect(validation.reason?.code == reason)
    }

    @Test func editorDropsWhatIsNotADigitAndStopsAtTheLongestLength() {
        let formatter = CardNumberFormatter()
        let pasted = formatter.apply(.paste(Self.hugeDigits), to: "", caret: 0)
        #expect(pasted.text == "4444 4444 4444 4444 444")
        #expect(pasted.caret == pasted.text.count)
        let mixed = formatter.apply(.paste(Self.hugeMixed), to: "", caret: 0)
        #expect(mixed.text == "4444 4444 4444 4444 444")
        let emoji = formatter.apply(.insert("💳"), to: "4242 4242", caret: 9)
        #expect(emoji.text == "4242 4242")
        #expect(emoji.caret == 9)
        let control = formatter.apply(.insert("\u{0}\u{7}\u{1B}"), to: "4242", caret: 4)
        #expect(control.text == "4242")
        let fullWidth = formatter.apply(.insert("４"), to: "4242", caret: 4)
        #expect(fullWidth.text == "4242 4")
    }

    @Test func editorCopesWithHostileExistingText() {
        let formatter = CardNumberFormatter()
        let result = formatter.apply(.insert("1"), to: "4💳2\u{0}4 2", caret: 3)
        #expect(result.text == "4214 2")
        #expect(result.caret == 3)
        let huge = formatter.apply(.deleteBackward, to: Self.hugeLetters, caret: 50_000)
        #expect(huge.text == "")
        #expect(huge.validation.reason == .cardNumberEmpty)
    }

    @Test func maskingNeverShowsMoreThanItShould() {
        #expect(CardMasking.forLogs(Self.hugeDigits) == "444444*********4444")
        #expect(CardMasking.forDisplay(Self.hugeMixed) == "•••• •••• •••• •••4 444")
        #expect(!CardMasking.forDisplay(Self.hugeDigits).contains("44444"))
    }

    @Test func otherFieldsGetAClearVerdict() {
        let now = YearMonth(year: 2026, month: 11)!
        #expect(ExpiryDate.validate(Self.hugeDigits, now: now).reason == .expiryFormat)
        #expect(ExpiryDate.validate(Self.hugeMixed, now: now).reason == .expiryFormat)
        #expect(ExpiryDate.validate(String(repeating: "/", count: 100_000), now: now).reason == .expiryEmpty)
        #expect(ExpiryFormatter(clock: .fixed(now)).format(Self.hugeDigits) == "04/4444")
        #expect(SecurityCode.validate(Self.hugeDigits, brand: .visa).reason == .securityCodeTooLong)
        #expect(SecurityCode.validate("💳", brand: .visa).reason == .securityCodeCharacters)
        #expect(CardholderName.validate(Self.hugeLetters).reason == .nameTooLong)
        #expect(CardholderName.validate(Self.hugeMixed).reason == .nameCharacters)
        #expect(CardholderName.validate("👍🏽").state == .valid)
    }
}
