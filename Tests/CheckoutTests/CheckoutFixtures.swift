import CardKit
import Foundation

@testable import Checkout
@testable import Drawing

/// Shared set-up: a checkout on a fixed clock (November 2026) and linked fields.
@MainActor
enum CheckoutFixtures {
    /// The month the tests run in.
    static let now = YearMonth(year: 2026, month: 11)!

    /// The folder of test images.
    static let assets = AssetBundle(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path)

    /// A checkout on the fixed clock.
    static func checkout(
        localization: CheckoutLocalization = .english, reduceMotion: Bool = false,
        bankNameLookup: (@Sendable (String) -> String?)? = nil, tokenizer: (any CardTokenizer)? = nil
    ) -> Checkout {
        Checkout(
            environment: CheckoutEnvironment(
                clock: .fixed(now), localization: localization, reduceMotion: reduceMotion,
                bankNameLookup: bankNameLookup, tokenizer: tokenizer))
    }

    /// A new card form linked to a card image made from `config`.
    static func form(
        _ config: DynamicCardImageComponentConfig = DynamicCardImageComponentConfig(), checkout: Checkout? = nil,
        submit: CardSubmitComponentConfig = CardSubmitComponentConfig()
    ) throws -> (image: DynamicCardImageComponent, form: NewCardComponent) {
        let checkout = checkout ?? self.checkout()
        let image = try checkout.create(.dynamicCardImage, componentConfig: config) as! DynamicCardImageComponent
        let form =
            try checkout.create(
                .newCard, componentConfig: NewCardComponentConfig(dynamicCardImageComponent: image, submit: submit))
            as! NewCardComponent
        return (image, form)
    }

    /// The SVG of `image` now.
    static func svg(_ image: DynamicCardImageComponent) throws -> String {
        try SVGRenderer().render(image.buildContent())
    }
}
