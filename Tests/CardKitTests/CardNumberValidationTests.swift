import CardKit
import Testing

@Suite struct CardNumberValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let state: ValidationState
        let reason: String?
        var testDescription: String { "\(input.prefix(40)) → \(state) \(reason ?? "")" }
    }

    static let cases: [Case] = [
        // Public test cards are valid.
        Case(input: "4242424242424242", state: .valid, reason: nil),
        Case(input: "4000056655665556", state: .valid, reason: nil),
        Case(input: "5555555555554444", state: .valid, reason: nil),
        Case(input: "2223003122003222", state: .valid, reason: nil),
        Case(input: "378282246310005", state: .valid, reason: nil),
        Case(input: "6011111111111117", state: .valid, reason: nil),
        Case(input: "3056930009020004", state: .valid, reason: nil),
        Case(input: "36227206271667", state: .valid, reason: nil),
        Case(input: "3566002020360505", state: .valid, reason: nil),
        Case(input: "6200000000000005", state: .valid, reason: nil),
        Case(input: "4000002500001001", state: .valid, reason: nil),
        Case(input: "5555552500001001", state: .valid, reason: nil),
        Case(input: "4000000000000000006", state: .valid, reason: nil),
        Case(input: "400000000000000002", state: .valid, reason: nil),
        Case(input: "2200000000000004", state: .valid, reason: nil),
        Case(input: "9792000000000003", state: .valid, reason: nil),
        Case(input: "6521000000000007", state: .valid, reason: nil),
        Case(input: "5019000000000008", state: .valid, reason: nil),
        Case(input: "4011780000000006", state: .valid, reason: nil),
        // Separators are allowed.
        Case(input: "4242 4242 4242 4242", state: .valid, reason: nil),
        Case(input: "4242-4242-4242-4242", state: .valid, reason: nil),
        Case(input: " 3782 822463 10005 ", state: .valid, reason: nil),
        // Empty, short and between lengths.
        Case(input: "", state: .incomplete, reason: "CN01"),
        Case(input: "   ", state: .incomplete, reason: "CN01"),
        Case(input: "4", state: .incomplete, reason: "CN04"),
        Case(input: "424242", state: .incomplete, reason: "CN04"),
        Case(input: "37828224631000", state: .incomplete, reason: "CN04"),
        Case(input: "42424242424242424", state: .incomplete, reason: "CN04"),
        // A 16-digit Visa failing Luhn could still become a valid 18- or 19-digit Visa.
        Case(input: "4242424242424241", state: .incomplete, reason: "CN06"),
        // At the brand's longest length a Luhn failure is final.
        Case(input: "5555555555554445", state: .invalid, reason: "CN06"),
        Case(input: "378282246310006", state: .invalid, reason: "CN06"),
        Case(input: "4242424242424242424", state: .invalid, reason: "CN06"),
        // UnionPay does not require Luhn.
        Case(input: "6200000000000006", state: .valid, reason: nil),
        // Too long for the brand.
        Case(input: "3782822463100050", state: .invalid, reason: "CN05"),
        Case(input: "55555555555544440", state: .invalid, reason: "CN05"),
        Case(input: "42424242424242424242", state: .invalid, reason: "CN05"),
        // No brand starts like this.
        Case(input: "7", state: .invalid, reason: "CN03"),
        Case(input: "0000000000000000", state: .invalid, reason: "CN03"),
        // Characters other than digits and separators.
        Case(input: "4242a", state: .invalid, reason: "CN02"),
        Case(input: "4242/4242", state: .invalid, reason: "CN02"),
    ]

    @Test(arguments: cases)
    func validates(_ example: Case) {
        let validation = CardNumber.validate(example.input)
        #expect(validation.state == example.state)
        #expect(validation.reason?.code == example.reason)
        #expect(validation.isValid == (example.state == .valid))
    }

    @Test func reportsBrandLuhnAndDigitCount() {
        let validation = CardNumber.validate("4242 4242 4242 4242")
        #expect(validation.brand == .visa)
        #expect(validation.passesLuhn)
        #expect(validation.digitCount == 16)
        #expect(!CardNumber.validate("4242424242424241").passesLuhn)
    }

    @Test func cardNumberValueValidatesAndNeverShowsTheFullNumber() throws {
        let number = try #require(CardNumber("4242 4242-4242 4242"))
        #expect(number.digits == "4242424242424242")
        #expect(number.validate().isValid)
        #expect(number.description == "424242******4242")
        #expect("\(number)" == "424242******4242")
        #expect(String(reflecting: number) == "CardNumber(424242******4242)")
        #expect(!"\(number) \(String(reflecting: number))".contains("4242424242424242"))
        var dumped = ""
        dump(number, to: &dumped)
        #expect(dumped.contains("424242******4242") && !dumped.contains("4242424242424242"))
    }

    @Test func editResultsNeverShowTheTextTheyCarry() {
        let result = CardNumberFormatter().apply(.paste("4242424242424242"), to: "", caret: 0)
        #expect(result.text == "4242 4242 4242 4242")
        var dumped = ""
        dump(result, to: &dumped)
        for text in [dumped, "\(result)", String(reflecting: result)] {
            #expect(!text.contains("4242 4242") && !text.contains("42424242"), "\(text)")
            #expect(text.contains("19 characters") || text.contains("length: 19"), "\(text)")
        }
    }

    @Test(arguments: ["", "abc", "4242x", "42424242424242424242", "   "])
    func cardNumberValueRefusesNonNumbers(_ text: String) {
        #expect(CardNumber(text) == nil)
    }

    @Test func messagesAreEnglishAndLocalizable() {
        let reason = CardNumber.validate("4242424242424241").reason!
        #expect(reason.message == "The card number is not valid; check it for typing mistakes.")
        #expect(
            reason.message(localizedBy: ["CN06": "Le numéro de carte n'est pas valide."])
                == "Le numéro de carte n'est pas valide.")
        #expect(reason.message(localizedBy: [:]) == reason.message)
        #expect(reason.description == "CN06: \(reason.message)")
    }

    @Test func everyReasonCodeIsDistinct() {
        let reasons: [ValidationReason] = [
            .cardNumberEmpty, .cardNumberCharacters, .cardNumberUnknownBrand, .cardNumberTooShort, .cardNumberTooLong,
            .cardNumberChecksum, .expiryEmpty, .expiryFormat, .expiryMonth, .expiryIncomplete, .expiryPast,
            .expiryTooFar, .securityCodeEmpty, .securityCodeCharacters, .securityCodeTooShort,
            .securityCodeTooLong, .nameEmpty, .nameTooLong, .nameNotAName, .nameCharacters,
        ]
        #expect(Set(reasons.map(\.code)).count == reasons.count)
        #expect(reasons.allSatisfy { !$0.message.isEmpty })
    }
}
