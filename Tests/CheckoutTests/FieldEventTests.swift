import CardKit
import Testing

@testable import Checkout

/// The order of events while typing, moving focus and validating, as a UI would drive the fields.
@MainActor
@Suite struct FieldEventTests {
    /// A form whose field events are recorded into `log`.
    final class Recorder {
        var log: [String] = []
    }

    static func form(_ recorder: Recorder) throws -> NewCardComponent {
        var config = NewCardComponentConfig()
        config.cardNumber.onChange = { recorder.log.append("number.change(\($0.length))") }
        config.cardNumber.onFocus = { recorder.log.append("number.focus") }
        config.cardNumber.onBlur = { recorder.log.append("number.blur") }
        config.cardNumber.onCardBrandDetected = { recorder.log.append("number.brand(\($0.id))") }
        config.cardNumber.onCardBrandCannotRecognised = { recorder.log.append("number.unrecognised") }
        config.cardNumber.onValidationPassed = { _ in recorder.log.append("number.passed") }
        config.cardNumber.onValidationFailed = { recorder.log.append("number.failed(\($0[0].errorCode ?? ""))") }
        config.cardExpiryDate.onFocus = { recorder.log.append("expiry.focus") }
        config.cardExpiryDate.onBlur = { recorder.log.append("expiry.blur") }
        config.cardExpiryDate.onValidationFailed = { recorder.log.append("expiry.failed(\($0[0].errorCode ?? ""))") }
        config.cardCvc.onFocus = { recorder.log.append("cvc.focus") }
        config.cardCvc.onChange = { recorder.log.append("cvc.change(\($0.length))") }
        config.cardCvc.onCvcEntered = { recorder.log.append("cvc.entered") }
        return try CheckoutFixtures.checkout().create(.newCard, componentConfig: config) as! NewCardComponent
    }

    @Test func typingAVisaReportsTheBrandOnceAfterTheChange() throws {
        let recorder = Recorder()
        let form = try Self.form(recorder)
        form.cardNumberComponent.focus()
        form.cardNumberComponent.type("42424")
        #expect(recorder.log.first == "number.focus")
        let brandEvents = recorder.log.filter { $0.hasPrefix("number.brand") }
        #expect(brandEvents == ["number.brand(visa)"])
        let brandIndex = try #require(recorder.log.firstIndex(of: "number.brand(visa)"))
        #expect(recorder.log[brandIndex - 1].hasPrefix("number.change"))
        #expect(form.cardNumberComponent.text == "4242 4")
        #expect(form.cardNumberComponent.caret == 6)
    }

    @Test func anUnknownPrefixIsReportedOnce() throws {
        let recorder = Recorder()
        let form = try Self.form(recorder)
        form.cardNumberComponent.type("0000")
        #expect(recorder.log.filter { $0 == "number.unrecognised" }.count == 1)
    }

    @Test func movingFocusBlursValidatesThenFocuses() throws {
        let recorder = Recorder()
        let form = try Self.form(recorder)
        form.cardNumberComponent.focus()
        form.cardNumberComponent.type("4242")
        recorder.log.removeAll()
        form.cardExpiryDateComponent.focus()
        #expect(recorder.log == ["number.blur", "number.failed(CN04)", "expiry.focus"])
        recorder.log.removeAll()
        form.cardExpiryDateComponent.blur()
        #expect(recorder.log == ["expiry.blur"])
        form.cardExpiryDateComponent.focus()
        form.cardExpiryDateComponent.type("1324")
        recorder.log.removeAll()
        form.cardExpiryDateComponent.blur()
        #expect(recorder.log.first == "expiry.blur")
        #expect(recorder.log.dropFirst().first?.hasPrefix("expiry.failed(EX") == true)
    }

    @Test func caretEditsFollowCardKit() throws {
        let form = try Self.form(Recorder())
        let number = form.cardNumberComponent
        number.paste("4242424242424242")
        number.moveCaret(to: 5)
        number.deleteBackward()
        #expect(number.text == "4244 2424 2424 242")
        #expect(number.caret == 3)
        #expect(number.getValue() == "424424242424242")
    }

    @Test func cvcLengthFollowsTheBrandAndReportsEntry() throws {
        let recorder = Recorder()
        let form = try Self.form(recorder)
        form.cardNumberComponent.paste("378282246310005")
        form.cardCvcComponent.focus()
        form.cardCvcComponent.type("12a345")
        #expect(form.cardCvcComponent.getValue() == "1234")
        #expect(recorder.log.filter { $0 == "cvc.entered" }.count == 1)
        #expect(recorder.log.last == "cvc.entered")
        #expect(
            form.cardCvcComponent.validate() == [
                ValidationResult(isValid: true, errorMessage: nil, errorCode: nil, componentId: "cardCvc-1")
            ])
    }

    @Test func optionalFieldsPassWhenEmptyAndMessagesCanBeReplaced() throws {
        var config = NewCardComponentConfig()
        config.cardHolderName.isRequired = false
        config.cardNumber.validationMessages = ["CN01": "Bitte Kartennummer eingeben."]
        let form = try CheckoutFixtures.checkout().create(.newCard, componentConfig: config) as! NewCardComponent
        #expect(form.cardHolderNameComponent.validate().allSatisfy { $0.isValid })
        #expect(form.cardNumberComponent.validate().first?.errorMessage == "Bitte Kartennummer eingeben.")
        #expect(form.cardExpiryDateComponent.validate().first?.errorCode == "EX01")
    }

    @Test(arguments: [("١٢٣", "123"), ("４５６", "456"), ("7 8-9", "789"), ("①②③", ""), ("¹²³", "")])
    func cvcReadsDecimalDigitsOfAnyScriptAsTheNumberFieldDoes(typed: String, kept: String) throws {
        let form = try Self.form(Recorder())
        form.cardNumberComponent.paste("٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢")
        #expect(form.cardNumberComponent.getValue() == "4242424242424242")
        form.cardCvcComponent.paste(typed)
        #expect(form.cardCvcComponent.getValue() == kept)
    }

    @Test func nameFieldDropsControlCharactersAsTyped() throws {
        let form = try Self.form(Recorder())
        form.cardHolderNameComponent.type("Ada\u{7F}\u{1B}\u{0} Lovelace\u{85}")
        #expect(form.cardHolderNameComponent.getValue() == "Ada Lovelace")
    }
}
