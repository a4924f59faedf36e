import CardKit
import Drawing
import Testing

@testable import Checkout

/// Hostile configuration: out-of-range styling, malformed colours, missing images, wrong config types.
@MainActor
@Suite struct BadInputTests {
    @Test(arguments: [
        ("textStyling.fontSize", DynamicCardTextStyling(fontSize: -4)),
        ("textStyling.fontSize", DynamicCardTextStyling(fontSize: .nan)),
        ("textStyling.opacity", DynamicCardTextStyling(opacity: 1.5)),
        ("textStyling.opacity", DynamicCardTextStyling(opacity: -0.1)),
    ])
    func outOfRangeTextStylingIsRejected(property: String, styling: DynamicCardTextStyling) throws {
        var config = DynamicCardImageComponentConfig()
        config.textStyling = styling
        let error = #expect(throws: CheckoutError.self) {
            try CheckoutFixtures.checkout().create(.dynamicCardImage, componentConfig: config)
        }
        guard case .invalidStyling(let named, _) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(named == property)
        #expect(error?.description.contains(property) == true)
    }

    @Test func outOfRangeElementAndHighlightStylingAreRejected() {
        var config = DynamicCardImageComponentConfig()
        config.cvcValueTextStyling = DynamicCardTextStyling(fontSize: 500)
        #expect(
            throws: CheckoutError.invalidStyling(
                property: "cvcValueTextStyling.fontSize", reason: "500.0 is not between 1 and 200 points")
        ) {
            try CheckoutFixtures.checkout().create(.dynamicCardImage, componentConfig: config)
        }
        config = DynamicCardImageComponentConfig()
        config.highlightFieldStyling = DynamicCardHighlightStyling(borderWidth: -1)
        #expect(throws: CheckoutError.self) {
            try CheckoutFixtures.checkout().create(.dynamicCardImage, componentConfig: config)
        }
        config.highlightFieldStyling = DynamicCardHighlightStyling(backgroundOpacity: 2)
        #expect(throws: CheckoutError.self) {
            try CheckoutFixtures.checkout().create(.dynamicCardImage, componentConfig: config)
        }
    }

    @Test(arguments: ["#12", "#GGHHII", "blue", "#1234567", ""])
    func malformedHexColoursAreRejected(text: String) {
        #expect(throws: DrawingError.malformedColor(text)) { try Color(hex: text) }
    }

    @Test func missingImagesAreAClearErrorAtCreation() {
        let config = DynamicCardImageComponentConfig(
            frontDynamicCardImageBackground: Image("NoSuchCard", bundle: CheckoutFixtures.assets),
            backDynamicCardImageBackground: Image(contentsOfFile: "/nonexistent/back.png"))
        let error = #expect(throws: CheckoutError.self) {
            try CheckoutFixtures.checkout().create(.dynamicCardImage, componentConfig: config)
        }
        #expect(error?.description.contains("frontDynamicCardImageBackground") == true)
        #expect(error?.description.contains("NoSuchCard") == true)
    }

    @Test func aConfigOfTheWrongTypeNamesBothTypes() {
        let error = #expect(throws: CheckoutError.self) {
            try CheckoutFixtures.checkout().create(.cardNumber, componentConfig: CardCvcComponentConfig(label: "CVC"))
        }
        #expect(
            error
                == .configMismatch(
                    componentType: .cardNumber, expected: "CardNumberComponentConfig",
                    received: "CardCvcComponentConfig"))
        #expect(
            error?.description
                == "Component type .cardNumber needs a CardNumberComponentConfig, but was given a CardCvcComponentConfig."
        )
    }

    @Test func descriptionsNeverShowTheFullNumberOrTheCode() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste("4242424242424242")
        form.cardCvcComponent.type("987")
        let texts = [
            form.description, image.description, form.cardNumberComponent.description,
            form.cardCvcComponent.description,
        ]
        for text in texts {
            #expect(!text.contains("4242424242424242") && !text.contains("987"))
        }
        #expect(form.cardNumberComponent.description.contains("ending 4242"))
        let details = CardDetails(
            number: "4242424242424242", expiryMonth: 10, expiryYear: 2030, cvc: "987", holderName: nil)
        #expect(!details.description.contains("4242424242424242") && !details.description.contains("987"))
    }

    @Test func dumpAndReflectionNeverShowTheNumberOrTheCode() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste("4242424242424242")
        form.cardCvcComponent.type("987")
        let details = CardDetails(
            number: "4242424242424242", expiryMonth: 10, expiryYear: 2030, cvc: "987", holderName: nil)
        let subjects: [Any] = [
            form, image, form.cardNumberComponent, form.cardCvcComponent, form.cardSubmitComponent, details,
        ]
        for subject in subjects {
            var dumped = ""
            dump(subject, to: &dumped)
            let reflected = String(reflecting: subject)
            for text in [dumped, reflected] {
                // No run of more than ten digits, with or without the group spaces (first six, last four at most).
                let runs = text.filter { $0 != " " }.split { !$0.isNumber }
                #expect(runs.allSatisfy { $0.count <= 10 }, "\(text)")
                #expect(!text.contains("987"), "\(text)")
            }
        }
    }
}
