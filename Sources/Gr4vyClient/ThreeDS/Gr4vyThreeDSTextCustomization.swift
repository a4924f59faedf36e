import ThreeDS

/// The font and colour of one kind of text on the challenge screens: what the label (body and heading), toolbar,
/// text box and button customizations share. Tessera's addition; the SDK repeats these members in each type.
///
/// Each element customization keeps one and reads its members as its own (`toolbar.textColorHex`, through the
/// ThreeDS module's `ElementCustomization`), so code written for the SDK compiles unchanged.
public struct Gr4vyThreeDSTextCustomization: TextStyling {
    /// The font.
    public var textFontName: String?
    /// The size in points.
    public var textFontSize: Int?
    /// A platform font, used with ``nativeFontSize`` instead of the pair above.
    public var nativeFontName: String?
    /// The size of ``nativeFontName``.
    public var nativeFontSize: Int?
    /// The text colour, `#RRGGBB`.
    public var textColorHex: String?

    /// Creates a text customization.
    public init(
        textFontName: String? = nil, textFontSize: Int? = nil, nativeFontName: String? = nil,
        nativeFontSize: Int? = nil, textColorHex: String? = nil
    ) {
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.nativeFontName = nativeFontName
        self.nativeFontSize = nativeFontSize
        self.textColorHex = textColorHex
    }
}
