/// One line of text at a baseline position.
public struct TextNode: Sendable, Hashable {
    /// The text as given; ``displayed`` applies case and width limits.
    public var text: String
    /// The baseline position of the anchor point.
    public var position: Point
    /// The font.
    public var font: Font
    /// The fill colour.
    public var color: Color
    /// Extra opacity, 0…1 (clamped), multiplied with the colour's alpha.
    public var opacity: Double
    /// An optional case transformation.
    public var textCase: TextCase?
    /// Which point of the text ``position`` names.
    public var anchor: TextAnchor
    /// The widest the text may be; longer text is cut and ends in "…" (see ``TextMetrics``).
    public var maxWidth: Double?
    /// Extra space between letters, in points.
    public var letterSpacing: Double

    /// A line of text; `opacity` is clamped to 0…1.
    public init(
        _ text: String, at position: Point, font: Font = Font(), color: Color = .black, opacity: Double = 1,
        textCase: TextCase? = nil, anchor: TextAnchor = .start, maxWidth: Double? = nil, letterSpacing: Double = 0
    ) {
        self.text = text
        self.position = position
        self.font = font
        self.color = color
        self.opacity = Color.clampUnit(opacity)
        self.textCase = textCase
        self.anchor = anchor
        self.maxWidth = maxWidth
        self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
    }

    /// The text as drawn: case applied, control characters removed, cut with "…" to fit ``maxWidth``.
    public var displayed: String {
        var shown = String(String.UnicodeScalarView(text.unicodeScalars.filter { !TextNode.isControl($0) }))
        if let textCase { shown = textCase.apply(to: shown) }
        guard let maxWidth else { return shown }
        return TextMetrics.truncate(shown, font: font, letterSpacing: letterSpacing, maxWidth: maxWidth)
    }

    /// Whether `scalar` is a control or non-character that a renderer must not emit.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0xFFFE, 0xFFFF, 0xD800...0xDFFF: true
        default: false
        }
    }
}
