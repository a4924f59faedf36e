import ThreeDS

/// Body and heading text of the challenge screens.
public struct Gr4vyThreeDSLabelCustomization: HeadedElementCustomization {
    /// The body text, read by `textFontName`, `textFontSize`, `nativeFontName`, `nativeFontSize` and `textColorHex`.
    public var text: Gr4vyThreeDSTextCustomization
    /// The heading text, read by the `heading…` members.
    public var heading: Gr4vyThreeDSTextCustomization

    /// Creates a label customization.
    public init(
        textFontName: String? = nil, textFontSize: Int? = nil, nativeFontName: String? = nil,
        nativeFontSize: Int? = nil, textColorHex: String? = nil, headingTextFontName: String? = nil,
        headingTextFontSize: Int? = nil, headingNativeFontName: String? = nil, headingNativeFontSize: Int? = nil,
        headingTextColorHex: String? = nil
    ) {
        text = Gr4vyThreeDSTextCustomization(
            textFontName: textFontName, textFontSize: textFontSize, nativeFontName: nativeFontName,
            nativeFontSize: nativeFontSize, textColorHex: textColorHex)
        heading = Gr4vyThreeDSTextCustomization(
            textFontName: headingTextFontName, textFontSize: headingTextFontSize,
            nativeFontName: headingNativeFontName, nativeFontSize: headingNativeFontSize,
            textColorHex: headingTextColorHex)
    }

    /// A platform font for the heading, used with ``headingNativeFontSize``.
    public var headingNativeFontName: String? {
        get { heading.nativeFontName }
        set { heading.nativeFontName = newValue }
    }
    /// The size of ``headingNativeFontName``.
    public var headingNativeFontSize: Int? {
        get { heading.nativeFontSize }
        set { heading.nativeFontSize = newValue }
    }
}

/// The toolbar at the top of the challenge screens: font, colours, header and cancel-button text.
public struct Gr4vyThreeDSToolbarCustomization: ElementCustomization {
    /// The font and text colour.
    public var text: Gr4vyThreeDSTextCustomization
    /// The background colour.
    public var backgroundColorHex: String?
    /// The title.
    public var headerText: String?
    /// The cancel button's text.
    public var buttonText: String?

    /// Creates a toolbar customization.
    public init(
        textFontName: String? = nil, textFontSize: Int? = nil, nativeFontName: String? = nil,
        nativeFontSize: Int? = nil, textColorHex: String? = nil, backgroundColorHex: String? = nil,
        headerText: String? = nil, buttonText: String? = nil
    ) {
        text = Gr4vyThreeDSTextCustomization(
            textFontName: textFontName, textFontSize: textFontSize, nativeFontName: nativeFontName,
            nativeFontSize: nativeFontSize, textColorHex: textColorHex)
        self.backgroundColorHex = backgroundColorHex
        self.headerText = headerText
        self.buttonText = buttonText
    }
}

/// The text field of a one-time-code challenge: font, colour, border and corner radius.
public struct Gr4vyThreeDSTextBoxCustomization: ElementCustomization {
    /// The font and text colour.
    public var text: Gr4vyThreeDSTextCustomization
    /// The border width in points.
    public var borderWidth: Int?
    /// The border colour.
    public var borderColorHex: String?
    /// The corner radius in points.
    public var cornerRadius: Int?

    /// Creates a text box customization.
    public init(
        textFontName: String? = nil, textFontSize: Int? = nil, nativeFontName: String? = nil,
        nativeFontSize: Int? = nil, textColorHex: String? = nil, borderWidth: Int? = nil,
        borderColorHex: String? = nil, cornerRadius: Int? = nil
    ) {
        text = Gr4vyThreeDSTextCustomization(
            textFontName: textFontName, textFontSize: textFontSize, nativeFontName: nativeFontName,
            nativeFontSize: nativeFontSize, textColorHex: textColorHex)
        self.borderWidth = borderWidth
        self.borderColorHex = borderColorHex
        self.cornerRadius = cornerRadius
    }
}

/// The backgrounds of the challenge and progress screens: the ThreeDS SDK's value, which the drop-in hands on as
/// it is.
public typealias Gr4vyThreeDSViewCustomization = ViewCustomization

/// One kind of button on the challenge screens: font, colours and corner radius.
public struct Gr4vyThreeDSButtonCustomization: ElementCustomization {
    /// The font and text colour.
    public var text: Gr4vyThreeDSTextCustomization
    /// The background colour.
    public var backgroundColorHex: String?
    /// The corner radius in points.
    public var cornerRadius: Int?

    /// Creates a button customization.
    public init(
        textFontName: String? = nil, textFontSize: Int? = nil, nativeFontName: String? = nil,
        nativeFontSize: Int? = nil, textColorHex: String? = nil, backgroundColorHex: String? = nil,
        cornerRadius: Int? = nil
    ) {
        text = Gr4vyThreeDSTextCustomization(
            textFontName: textFontName, textFontSize: textFontSize, nativeFontName: nativeFontName,
            nativeFontSize: nativeFontSize, textColorHex: textColorHex)
        self.backgroundColorHex = backgroundColorHex
        self.cornerRadius = cornerRadius
    }
}
