import Drawing
import Foundation

/// How one kind of text on the card image looks; the counterpart of the seed's `DynamicCardTextStyling`.
///
/// Only properties that were set take part when a per-element styling is laid over the base
/// ``DynamicCardImageComponentConfig/textStyling`` (see ``merged(over:)``): `fontSize` reads 16 and
/// `fontWeight` reads `.regular` when unset, as in the seed, but an unset value does not override.
public struct DynamicCardTextStyling: Sendable, Hashable {
    /// The text colour, or nil for the card's default.
    public var color: Color?
    /// The text opacity, 0…1 (validated when the component is created), or nil for opaque.
    public var opacity: Double?
    /// The case transformation, or nil for the element's default.
    public var textCase: TextCase?
    private var explicitFontSize: CGFloat?
    private var explicitFontWeight: FontWeight?

    /// A styling; every parameter left out stays unset.
    public init(
        color: Color? = nil, fontSize: CGFloat? = nil, fontWeight: FontWeight? = nil, opacity: Double? = nil,
        textCase: TextCase? = nil
    ) {
        self.color = color
        self.explicitFontSize = fontSize
        self.explicitFontWeight = fontWeight
        self.opacity = opacity
        self.textCase = textCase
    }

    /// The text size in points; 16 unless set.
    public var fontSize: CGFloat {
        get { explicitFontSize ?? 16 }
        set { explicitFontSize = newValue }
    }

    /// The text weight; `.regular` unless set.
    public var fontWeight: FontWeight {
        get { explicitFontWeight ?? .regular }
        set { explicitFontWeight = newValue }
    }

    /// Whether ``fontSize`` was set (an unset size does not override a base styling).
    public var hasFontSize: Bool { explicitFontSize != nil }

    /// Whether ``fontWeight`` was set.
    public var hasFontWeight: Bool { explicitFontWeight != nil }

    /// This styling with every unset property taken from `base`, property by property.
    public func merged(over base: DynamicCardTextStyling?) -> DynamicCardTextStyling {
        guard let base else { return self }
        return DynamicCardTextStyling(
            color: color ?? base.color, fontSize: explicitFontSize ?? base.explicitFontSize,
            fontWeight: explicitFontWeight ?? base.explicitFontWeight, opacity: opacity ?? base.opacity,
            textCase: textCase ?? base.textCase)
    }

    /// Throws ``CheckoutError/invalidStyling(property:reason:)`` for a size outside 1…200 or an opacity
    /// outside 0…1; `property` names the styling in the message.
    func validate(as property: String) throws {
        if let size = explicitFontSize, !(size.isFinite && Font.sizeRange.contains(Double(size))) {
            throw CheckoutError.invalidStyling(
                property: "\(property).fontSize", reason: "\(size) is not between 1 and 200 points")
        }
        if let opacity, !(0...1).contains(opacity) {
            throw CheckoutError.invalidStyling(
                property: "\(property).opacity", reason: "\(opacity) is not between 0.0 and 1.0")
        }
    }
}
