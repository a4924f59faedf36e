import CardKit
import Testing

@testable import Checkout

/// Validation messages follow the checkout's language (English, German, French, Spanish) unless the field's
/// config replaces them.
@MainActor
@Suite struct ValidationMessageTests {
    /// Every reason CardKit reports.
    static let reasons: [ValidationReason] = [
        .cardNumberEmpty, .cardNumberCharacters, .cardNumberUnknownBrand, .cardNumberTooShort, .cardNumberTooLong,
        .cardNumberChecksum, .expiryEmpty, .expiryFormat, .expiryMonth, .expiryIncomplete, .expiryPast,
        .expiryTooFar, .securityCodeEmpty, .securityCodeCharacters, .securityCodeTooShort, .securityCodeTooLong,
        .nameEmpty, .nameTooLong, .nameNotAName, .nameCharacters,
    ]

    @Test(arguments: [CheckoutLocalization.german, .french, .spanish])
    func everyReasonIsTranslated(localization: CheckoutLocalization) {
        #expect(Set(localization.validationMessages.keys) == Set(Self.reasons.map(\.code)))
        for reason in Self.reasons {
            let message = localization.message(for: reason)
            #expect(!message.isEmpty && message != reason.message, "\(localization.languageCode) \(reason.code)")
        }
    }

    @Test func englishIsCardKitsOwnMessages() {
        for reason in Self.reasons {
            #expect(CheckoutLocalization.english.message(for: reason) == reason.message)
        }
    }

    @Test(arguments: [
        (CheckoutLocalization.german, "Die Kartennummer ist unvollständig.", "Die Karte ist abgelaufen."),
        (.french, "Le numéro de carte est incomplet.", "La carte a expiré."),
        (.spanish, "El número de la tarjeta está incompleto.", "La tarjeta ha vencido."),
        (.english, "The card number is incomplete.", "The card has expired."),
    ])
    func fieldsReportMessagesInTheCheckoutsLanguage(
        localization: CheckoutLocalization, incomplete: String, expired: String
    ) throws {
        let (_, form) = try CheckoutFixtures.form(checkout: CheckoutFixtures.checkout(localization: localization))
        form.cardNumberComponent.type("4242")
        form.cardExpiryDateComponent.type("1025")
        let number = try #require(form.cardNumberComponent.validate().first)
        let expiry = try #require(form.cardExpiryDateComponent.validate().first)
        #expect(number.errorCode == "CN04" && number.errorMessage == incomplete)
        #expect(expiry.errorCode == "EX05" && expiry.errorMessage == expired)
    }

    @Test func theConfigsMessagesStillWin() throws {
        var config = NewCardComponentConfig()
        config.cardNumber.validationMessages = ["CN04": "Noch nicht fertig."]
        let checkout = CheckoutFixtures.checkout(localization: .german)
        let form = try checkout.create(.newCard, componentConfig: config) as! NewCardComponent
        form.cardNumberComponent.type("4242")
        #expect(form.cardNumberComponent.validate().first?.errorMessage == "Noch nicht fertig.")
        #expect(form.cardCvcComponent.validate().first?.errorMessage == "Geben Sie die Kartenprüfnummer ein.")
    }

    @Test(arguments: [
        (CheckoutLocalization.english, ["Card number", "Expiry date", "CVV", "Name on card"]),
        (.german, ["Kartennummer", "Ablaufdatum", "CVV", "Name auf der Karte"]),
        (.french, ["Numéro de carte", "Date d’expiration", "CVV", "Nom sur la carte"]),
        (.spanish, ["Número de tarjeta", "Fecha de vencimiento", "CVV", "Nombre en la tarjeta"]),
    ])
    func newCardFieldLabelsFollowTheLanguage(localization: CheckoutLocalization, labels: [String]) throws {
        let (_, form) = try CheckoutFixtures.form(checkout: CheckoutFixtures.checkout(localization: localization))
        form.cardNumberComponent.paste("4242")
        #expect(form.fields.map { $0.buildContent().title } == labels)
        var config = NewCardComponentConfig()
        config.cardNumber.label = "Numéro"
        let custom = try CheckoutFixtures.checkout(localization: localization).create(.newCard, componentConfig: config)
        #expect((custom as? NewCardComponent)?.cardNumberComponent.buildContent().title == "Numéro")
    }
}
