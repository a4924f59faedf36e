/// Body and heading text of challenge screens.
public struct LabelCustomization: Sendable, Equatable {
    /// The body font name.
    public var textFontName: String?
    /// The body font size in points.
    public var textFontSize: Double?
    /// The body text colour.
    public var textColorHex: String?
    /// The heading font name.
    public var headingTextFontName: String?
    /// The heading font size in points.
    public var headingTextFontSize: Double?
    /// The heading colour.
    public var headingTextColorHex: String?

    /// Creates a label customization.
    public init(
        textFontName: String? = nil, textFontSize: Double? = nil, textColorHex: String? = nil,
        headingTextFontName: String? = nil, headingTextFontSize: Double? = nil, headingTextColorHex: String? = nil
    ) {
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.textColorHex = textColorHex
        self.headingTextFontName = headingTextFontName
        self.headingTextFontSize = headingTextFontSize
        self.headingTextColorHex = headingTextColorHex
    }

    func validate(path: String) throws {
        try CustomizationCheck.fontSize(textFontSize, path + ".textFontSize")
        try CustomizationCheck.color(textColorHex, path + ".textColorHex")
        try CustomizationCheck.fontSize(headingTextFontSize, path + ".headingTextFontSize")
        try CustomizationCheck.color(headingTextColorHex, path + ".headingTextColorHex")
    }
}

/// The toolbar at the top of challenge screens.
public struct ToolbarCustomization: Sendable, Equatable {
    /// The font name.
    public var textFontName: String?
    /// The font size in points.
    public var textFontSize: Double?
    /// The text colour.
    public var textColorHex: String?
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
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.textColorHex = textColorHex
        self.backgroundColorHex = backgroundColorHex
        self.headerText = headerText
        self.buttonText = buttonText
    }

    func validate(path: String) throws {
        try CustomizationCheck.fontSize(textFontSize, path + ".textFontSize")
        try CustomizationCheck.color(textColorHex, path + ".textColorHex")
        try CustomizationCheck.color(backgroundColorHex, path + ".backgroundColorHex")
    }
}

/// The text field of a text challenge.
public struct TextBoxCustomization: Sendable, Equatable {
    /// The font name.
    public var textFontName: String?
    /// The font size in points.
    public var textFontSize: Double?
    /// The text colour.
    public var textColorHex: String?
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
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.textColorHex = textColorHex
        self.borderWidth = borderWidth
        self.borderColorHex = borderColorHex
        self.cornerRadius = cornerRadius
    }

    func validate(path: String) throws {
        try CustomizationCheck.fontSize(textFontSize, path + ".textFontSize")
        try CustomizationCheck.color(textColorHex, path + ".textColorHex")
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
public struct ButtonCustomization: Sendable, Equatable {
    /// The font name.
    public var textFontName: String?
    /// The font size in points.
    public var textFontSize: Double?
    /// The text colour.
    public var textColorHex: String?
    /// The background colour.
    public var backgroundColorHex: String?
    /// The corner radius in points.
    public var cornerRadius: Double?

    /// Creates a button customization.
    public init(
        textFontName: String? = nil, textFontSize: Double? = nil, textColorHex: String? = nil,
        backgroundColorHex: String? = nil, cornerRadius: Double? = nil
    ) {
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.textColorHex = textColorHex
        self.backgroundColorHex = backgroundColorHex
        self.cornerRadius = cornerRadius
    }

    func validate(path: String) throws {
        try CustomizationCheck.fontSize(textFontSize, path + ".textFontSize")
        try CustomizationCheck.color(textColorHex, path + ".textColorHex")
        try CustomizationCheck.color(backgroundColorHex, path + ".backgroundColorHex")
        try CustomizationCheck.length(cornerRadius, path + ".cornerRadius")
    }
}
