import CardKit
import Checkout
import Drawing

/// `tessera-bench checkout`: one keystroke in a number field linked to the card image, to a fresh SVG string,
/// beside the C reference: the same keystroke steps and the same SVG bytes written with `snprintf`.
enum CheckoutBenchmarks {
    /// Runs the suite.
    static func run() async {
        await MainActor.run {
            let (number, image) = try! linkedNumberField()
            let renderer = SVGRenderer()
            var typing = true
            // Each operation is one keystroke (alternately a digit and a backspace) and a new SVG document.
            let frame = Benchmark.measure(
                "keystroke to SVG (linked number field)", iterations: 2_000, clock: .threadCPU
            ) {
                number.apply(typing ? .insert("4") : .deleteBackward)
                typing.toggle()
                blackHole(try! renderer.render(image.buildContent()))
            }
            Benchmark.measure("SVG render only (card front)", iterations: 2_000, clock: .threadCPU) {
                blackHole(try! renderer.render(image.buildContent()))
            }
            Benchmark.measure("keystroke only (no drawing)", iterations: 20_000, clock: .threadCPU) {
                number.apply(typing ? .insert("4") : .deleteBackward)
                typing.toggle()
            }
            let reference = referenceFrame(image.buildContent(), svg: try! renderer.render(image.buildContent()))
            print("checkout, Tessera beside the C reference (medians, thread CPU time):")
            Benchmark.compare(
                "keystroke to SVG", tessera: frame, reference: reference, referenceName: "C keystroke + snprintf SVG",
                goal: 15_000)
        }
    }

    /// A new-card form's number field linked to a card image, focused and holding `4242424242`.
    @MainActor static func linkedNumberField() throws -> (CardNumberComponent, DynamicCardImageComponent) {
        let checkout = Checkout(environment: CheckoutEnvironment(clock: .fixed(YearMonth(year: 2026, month: 11)!)))
        let image =
            try checkout.create(.dynamicCardImage, componentConfig: DynamicCardImageComponentConfig())
            as! DynamicCardImageComponent
        let form =
            try checkout.create(.newCard, componentConfig: NewCardComponentConfig(dynamicCardImageComponent: image))
            as! NewCardComponent
        let number = form.cardNumberComponent
        number.focus()
        number.paste("4242424242")
        return (number, image)
    }

    /// Times the C reference for one frame (``ReferenceFrame``), after checking that it writes exactly the bytes
    /// Tessera does.
    private static func referenceFrame(_ scene: Scene, svg: String) -> Double {
        guard let reference = ReferenceFrame(scene) else {
            print("C reference: the card scene has no title or labels; no reference")
            return 0
        }
        let same = Array(svg.utf8) == reference.svg()
        print("C reference writes the same \(svg.utf8.count) SVG bytes as Tessera: \(same ? "yes" : "NO")")
        let frame = reference.body()
        return Benchmark.measure("C reference: keystroke + snprintf SVG", iterations: 20_000, clock: .threadCPU) {
            frame()
        }
    }
}
