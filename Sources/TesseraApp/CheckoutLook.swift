import Checkout
import Drawing
import Foundation

/// The card image configurations the Checkout tab offers: the defaults, the configuration's text and
/// highlight styling, and custom front and back images.
enum CheckoutLook: String, CaseIterable, Sendable {
    case standard
    case styled
    case images

    /// The name in the page's menu.
    var title: String {
        switch self {
        case .standard: "Brand colours (default configuration)"
        case .styled: "Text and highlight styling"
        case .images: "Custom front and back images"
        }
    }

    /// The card image configuration for this look; `resources` supplies the custom images.
    @MainActor
    func configuration(resources: AppResources) -> DynamicCardImageComponentConfig {
        var config = DynamicCardImageComponentConfig()
        switch self {
        case .standard:
            break
        case .styled:
            config.textStyling = DynamicCardTextStyling(color: Color(rgb: 0xFFF4D6), fontWeight: .semibold)
            config.cardNumberTextStyling = DynamicCardTextStyling(fontSize: 22, fontWeight: .bold)
            config.holderNameTextStyling = DynamicCardTextStyling(textCase: .uppercase)
            config.highlightFieldStyling = DynamicCardHighlightStyling(
                backgroundColor: Color(rgb: 0xFFC83D), borderColor: Color(rgb: 0xFFC83D), borderWidth: 2,
                backgroundOpacity: 0.25)
        case .images:
            if let front = resources.assets["/static/card-front.svg"],
                let back = resources.assets["/static/card-back.svg"]
            {
                config.frontDynamicCardImageBackground = Image(data: front.data)
                config.backDynamicCardImageBackground = Image(data: back.data)
            }
        }
        return config
    }
}
