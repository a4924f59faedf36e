import Drawing
import Foundation

/// How the focused field is marked on the card image; the counterpart of the seed's
/// `DynamicCardHighlightStyling`. Unset properties fall back to the built-in highlight.
public struct DynamicCardHighlightStyling: Sendable, Hashable {
    /// The text colour of the focused field.
    public var color: Color?
    /// The colour behind the focused field.
    public var backgroundColor: Color?
    /// The border colour around the focused field.
    public var borderColor: Color?
    /// The border width in points (0…16, validated when the component is created).
    public var borderWidth: CGFloat?
    /// The opacity of the background, 0…1, multiplied with the background colour's own alpha.
    public var backgroundOpacity: Double?

    /// A highlight styling; every parameter left out stays unset.
    public init(
        color: Color? = nil, backgroundColor: Color? = nil, borderColor: Color? = nil, borderWidth: CGFloat? = nil,
        backgroundOpacity: Double? = nil
    ) {
        self.color = color
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.backgroundOpacity = backgroundOpacity
    }

    /// The highlight used when the config sets none: a faint white wash with a white border.
    public static let standard = DynamicCardHighlightStyling(
        backgroundColor: .white, borderColor: Color.white.opacity(0.85), borderWidth: 1.5, backgroundOpacity: 0.16)

    /// This styling with unset properties taken from ``standard``.
    var resolved: DynamicCardHighlightStyling {
        DynamicCardHighlightStyling(
            color: color, backgroundColor: backgroundColor ?? Self.standard.backgroundColor,
            borderColor: borderColor ?? Self.standard.borderColor,
            borderWidth: borderWidth ?? Self.standard.borderWidth,
            backgroundOpacity: backgroundOpacity ?? (backgroundColor == nil ? Self.standard.backgroundOpacity : nil))
    }

    /// Throws ``CheckoutError/invalidStyling(property:reason:)`` for a border width outside 0…16 or an
    /// opacity outside 0…1.
    func validate() throws {
        if let borderWidth, !(borderWidth.isFinite && (0...16).contains(borderWidth)) {
            throw CheckoutError.invalidStyling(
                property: "highlightFieldStyling.borderWidth", reason: "\(borderWidth) is not between 0 and 16 points")
        }
        if let backgroundOpacity, !(0...1).contains(backgroundOpacity) {
            throw CheckoutError.invalidStyling(
                property: "highlightFieldStyling.backgroundOpacity",
                reason: "\(backgroundOpacity) is not between 0.0 and 1.0")
        }
    }
}
