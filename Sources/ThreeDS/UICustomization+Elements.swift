/// Body and heading text of challenge screens.
public struct LabelCustomization: HeadedElementCustomization {
    /// The body text, read by `textFontName`, `textFontSize` and `textColorHex`.
    public var text: TextCustomization
    /// The heading text, read by the `heading…` members.
    public var heading: TextCustomization

    /// Creates a label customization.
    public init(
        textFontName: String? = nil, textFontSize: Double? = nil, textColorHex: String? = nil,
        headingTextFontName: String? = nil, headingTextFontSize: Double? = nil, headingTextColorHex: String? = nil
    ) {
        text = TextCustomization(textFontName: textFontName, textFontSize: textFontSize, textColorHex: textColorHex)
        heading = TextCustomization(
            textFontName: headingTextFontName, textFontSize: headingTextFontSize, textColorHex: headingTextColorHex)
    }

    func validate(path: String) throws {
        try text.validate(path: path)
        try heading.validate(path: path, field: "headingText")
    }
}

/// The toolbar at the top of challenge screens.
public struct ToolbarCustomization: ElementCustomization {
    /// The font and text colour.
    public var text: TextCustomization
    /// The background colour.
    public var backgroundColorHex: String?
    /// The header text.
    public var headerText: String?
    /// The text of the cancel button.
    public var buttonText: String?

    /// Creates a toolbar customization.
    public init(
        textFontName: String? = nil, textFontSize: Double? = nil, textColorHex: String? = nil,
        backgroundColorHex: String? = nil, headerText: String? = nil, buttonText: String? = nil
    ) {
        text = TextCustomization(textFontName: textFontName, textFontSize: textFontSize, textColorHex: textColorHex)
        self.backgroundColorHex = backgroundColorHex
        self.headerText = headerText
        self.buttonText = buttonText
    }

    func validate(path: String) throws {
        try text.validate(path: path)
        try CustomizationCheck.color(backgroundColorHex, path + ".backgroundColorHex")
    }
}

/// The text field of a text challenge.
public struct TextBoxCustomization: ElementCustomization {
    /// The font and text colour.
    public var text: TextCustomization
    /// The border width in points.
    public var borderWidth: Double?
    /// The border colour.
    public var borderColorHex: String?
    /// The corner radius in points.
    public var cornerRadius: Double?

    /// Creates a text box customization.
    public init(
        textFontName: String? = nil, textFontSize: Double? = nil, textColorHex: String? = nil,
        borderWidth: Double? = nil, borderColorHex: String? = nil, cornerRadius: Double? = nil
    ) {
        text = TextCustomization(textFontName: textFontName, textFontSize: textFontSize, textColorHex: textColorHex)
        self.borderWidth = borderWidth
        self.borderColorHex = borderColorHex
        self.cornerRadius = cornerRadius
    }

    func validate(path: String) throws {
        try text.validate(path: path)
        try CustomizationCheck.length(borderWidth, path + ".borderWidth")
        try CustomizationCheck.color(borderColorHex, path + ".borderColorHex")
        try CustomizationCheck.length(cornerRadius, path + ".cornerRadius")
    }
}

/// The backgrounds of the challenge and progress screens.
public struct ViewCustomization: Sendable, Equatable {
    /// The challenge screen's background colour.
    public var challengeViewBackgroundColorHex: String?
    /// The progress screen's background colour.
    public var progressViewBackgroundColorHex: String?

    /// Creates a view customization.
    public init(challengeViewBackgroundColorHex: String? = nil, progressViewBackgroundColorHex: String? = nil) {
        self.challengeViewBackgroundColorHex = challengeViewBackgroundColorHex
        self.progressViewBackgroundColorHex = progressViewBackgroundColorHex
    }

    func validate(path: String) throws {
        try CustomizationCheck.color(challengeViewBackgroundColorHex, path + ".challengeViewBackgroundColorHex")
        try CustomizationCheck.color(progressViewBackgroundColorHex, path + ".progressViewBackgroundColorHex")
    }
}

/// One kind of button on challenge screens.
public struct ButtonCustomization: ElementCustomization {
    /// The font and text colour.
    public var text: TextCustomization
    /// The background colour.
    public var backgroundColorHex: String?
    /// The corner radius in points.
    public var cornerRadius: Double?

    /// Creates a button customization.
    public init(
        textFontName: String? = nil, textFontSize: Double? = nil, textColorHex: String? = nil,
        backgroundColorHex: String? = nil, cornerRadius: Double? = nil
    ) {
        text = TextCustomization(textFontName: textFontName, textFontSize: textFontSize, textColorHex: textColorHex)
        self.backgroundColorHex = backgroundColorHex
        self.cornerRadius = cornerRadius
    }

    func validate(path: String) throws {
        try text.validate(path: path)
        try CustomizationCheck.color(backgroundColorHex, path + ".backgroundColorHex")
        try CustomizationCheck.length(cornerRadius, path + ".cornerRadius")
    }
}
