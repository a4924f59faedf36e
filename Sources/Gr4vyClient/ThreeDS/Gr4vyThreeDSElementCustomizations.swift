/// Body and heading text of the challenge screens.
public struct Gr4vyThreeDSLabelCustomization: Sendable, Equatable {
    /// The body font.
    public var textFontName: String?
    /// The body size in points.
    public var textFontSize: Int?
    /// A platform font for the body, used with ``nativeFontSize`` instead of the pair above.
    public var nativeFontName: String?
    /// The size of ``nativeFontName``.
    public var nativeFontSize: Int?
    /// The body colour, `#RRGGBB`.
    public var textColorHex: String?
    /// The heading font.
    public var headingTextFontName: String?
    /// The heading size in points.
    public var headingTextFontSize: Int?
    /// A platform font for the heading, used with ``headingNativeFontSize``.
    public var headingNativeFontName: String?
    /// The size of ``headingNativeFontName``.
    public var headingNativeFontSize: Int?
    /// The heading colour.
    public var headingTextColorHex: String?

    /// Creates a label customization.
    public init(
        textFontName: String? = nil, textFontSize: Int? = nil, nativeFontName: String? = nil,
        nativeFontSize: Int? = nil, textColorHex: String? = nil, headingTextFontName: String? = nil,
        headingTextFontSize: Int? = nil, headingNativeFontName: String? = nil, headingNativeFontSize: Int? = nil,
        headingTextColorHex: String? = nil
    ) {
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.nativeFontName = nativeFontName
        self.nativeFontSize = nativeFontSize
        self.textColorHex = textColorHex
        self.headingTextFontName = headingTextFontName
        self.headingTextFontSize = headingTextFontSize
        self.headingNativeFontName = headingNativeFontName
        self.headingNativeFontSize = headingNativeFontSize
        self.headingTextColorHex = headingTextColorHex
    }
}

/// The toolbar at the top of the challenge screens: font, colours, header and cancel-button text.
public struct Gr4vyThreeDSToolbarCustomization: Sendable, Equatable {
    /// The font.
    public var textFontName: String?
    /// The size in points.
    public var textFontSize: Int?
    /// A platform font, used with ``nativeFontSize``.
    public var nativeFontName: String?
    /// The size of ``nativeFontName``.
    public var nativeFontSize: Int?
    /// The text colour.
    public var textColorHex: String?
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
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.nativeFontName = nativeFontName
        self.nativeFontSize = nativeFontSize
        self.textColorHex = textColorHex
        self.backgroundColorHex = backgroundColorHex
        self.headerText = headerText
        self.buttonText = buttonText
    }
}

/// The text field of a one-time-code challenge: font, colour, border and corner radius.
public struct Gr4vyThreeDSTextBoxCustomization: Sendable, Equatable {
    /// The font.
    public var textFontName: String?
    /// The size in points.
    public var textFontSize: Int?
    /// A platform font, used with ``nativeFontSize``.
    public var nativeFontName: String?
    /// The size of ``nativeFontName``.
    public var nativeFontSize: Int?
    /// The text colour.
    public var textColorHex: String?
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
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.nativeFontName = nativeFontName
        self.nativeFontSize = nativeFontSize
        self.textColorHex = textColorHex
        self.borderWidth = borderWidth
        self.borderColorHex = borderColorHex
        self.cornerRadius = cornerRadius
    }
}

/// The backgrounds of the challenge and progress screens.
public struct Gr4vyThreeDSViewCustomization: Sendable, Equatable {
    /// The challenge screen's background.
    public var challengeViewBackgroundColorHex: String?
    /// The progress screen's background.
    public var progressViewBackgroundColorHex: String?

    /// Creates a view customization.
    public init(challengeViewBackgroundColorHex: String? = nil, progressViewBackgroundColorHex: String? = nil) {
        self.challengeViewBackgroundColorHex = challengeViewBackgroundColorHex
        self.progressViewBackgroundColorHex = progressViewBackgroundColorHex
    }
}

/// One kind of button on the challenge screens: font, colours and corner radius.
public struct Gr4vyThreeDSButtonCustomization: Sendable, Equatable {
    /// The font.
    public var textFontName: String?
    /// The size in points.
    public var textFontSize: Int?
    /// A platform font, used with ``nativeFontSize``.
    public var nativeFontName: String?
    /// The size of ``nativeFontName``.
    public var nativeFontSize: Int?
    /// The text colour.
    public var textColorHex: String?
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
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.nativeFontName = nativeFontName
        self.nativeFontSize = nativeFontSize
        self.textColorHex = textColorHex
        self.backgroundColorHex = backgroundColorHex
        self.cornerRadius = cornerRadius
    }
}
