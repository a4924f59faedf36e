import Checkout
import Drawing
import Foundation

extension DemoCommand {
    /// Prints the card preview in the terminal as a customer types a test card (number masked to the last four).
    @MainActor
    static func showCardImage(on console: Console) throws {
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
        console.out("\nCard preview (\(image.accessibilityLabels.joined(separator: "; "))):")
        // Colour only on a terminal: piped output gets the plain rendering, as NO_COLOR asks for.
        var environment = ProcessInfo.processInfo.environment
        if isatty(STDOUT_FILENO) == 0 { environment["NO_COLOR"] = "1" }
        let renderer = ANSIRenderer(columns: 56, environment: environment)
        console.outRaw(Data(renderer.render(image.buildContent()).utf8))
    }
}
