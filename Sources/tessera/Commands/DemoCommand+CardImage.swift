import Checkout
import Drawing
import Foundation

extension Demo {
    /// Step 5: the dynamic card image as a customer types a test card, written to card.svg; drawn in colour on a
    /// terminal, summarised in plain text otherwise. The number is masked to its last four digits.
    @MainActor
    func showCardImage() throws {
        step(5, "The dynamic card image", "the new-card form's live preview, redrawn as each field is typed.")
        let checkout = Checkout()
        var imageConfig = DynamicCardImageComponentConfig()
        imageConfig.maskCardNumber = true
        let image = try checkout.create(.dynamicCardImage, componentConfig: imageConfig) as! DynamicCardImageComponent
        let form =
            try checkout.create(.newCard, componentConfig: NewCardComponentConfig(dynamicCardImageComponent: image))
            as! NewCardComponent
        form.cardNumberComponent.focus()
        form.cardNumberComponent.type("4242424242424242")
        form.cardExpiryDateComponent.focus()
        let year = (Calendar(identifier: .gregorian).component(.year, from: Date()) + 3) % 100
        form.cardExpiryDateComponent.type(String(format: "12%02d", year))
        form.cardHolderNameComponent.focus()
        form.cardHolderNameComponent.type("Jane Doe")
        form.cardHolderNameComponent.blur()
        let scene = image.buildContent()
        let file = output.appendingPathComponent("card.svg")
        try write(try SVGRenderer().render(scene), to: file)
        if terminal.colorsStdout {
            console.outRaw(Data(ANSIRenderer(columns: 56, useColor: true).render(scene).utf8))
        } else {
            for label in image.accessibilityLabels { console.out("   │ \(label)") }
        }
        console.out("   Written to \(file.relativePath) (open it in a browser).")
    }
}
