import CardKit
import Checkout
import Drawing

/// `tessera-bench checkout`: one keystroke in a number field linked to the card image, to a fresh SVG string.
enum CheckoutBenchmarks {
    /// Runs the suite.
    static func run() async {
        await MainActor.run {
            let checkout = Checkout(environment: CheckoutEnvironment(clock: .fixed(YearMonth(year: 2026, month: 11)!)))
            let image =
                try! checkout.create(.dynamicCardImage, componentConfig: DynamicCardImageComponentConfig())
                as! DynamicCardImageComponent
            let form =
                try! checkout.create(
                    .newCard, componentConfig: NewCardComponentConfig(dynamicCardImageComponent: image))
                as! NewCardComponent
            let number = form.cardNumberComponent
            number.focus()
            number.paste("4242424242")
            let renderer = SVGRenderer()
            var typing = true
            // Each operation is one keystroke (alternately a digit and a backspace) and a new SVG document.
            Benchmark.measure("keystroke to SVG (linked number field)", iterations: 2_000) {
                number.apply(typing ? .insert("4") : .deleteBackward)
                typing.toggle()
                blackHole(try! renderer.render(image.buildContent()))
            }
            Benchmark.measure("SVG render only (card front)", iterations: 2_000) {
                blackHole(try! renderer.render(image.buildContent()))
            }
            Benchmark.measure("keystroke only (no drawing)", iterations: 20_000) {
                number.apply(typing ? .insert("4") : .deleteBackward)
                typing.toggle()
            }
        }
    }
}
