import ThreeDS

/// Body and heading text of the challenge screens.
public struct Gr4vyThreeDSLabelCustomization: Sendable, Equatable {
    /// The body font name (an iOS font name; on Linux mapped to a generic family with its weight).
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
}

/// The toolbar at the top of the challenge screens.
public struct Gr4vyThreeDSToolbarCustomization: Sendable, Equatable {
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
}

/// The text field of a one-time-code challenge.
public struct Gr4vyThreeDSTextBoxCustomization: Sendable, Equatable {
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
}

/// The backgrounds of the challenge and progress screens.
public struct Gr4vyThreeDSViewCustomization: Sendable, Equatable {
    /// The challenge screen's background colour.
    public var challengeViewBackgroundColorHex: String?
    /// The progress screen's background colour.
    public var progressViewBackgroundColorHex: String?

    /// Creates a view customization.
    public init(challengeViewBackgroundColorHex: String? = nil, progressViewBackgroundColorHex: String? = nil) {
        self.challengeViewBackgroundColorHex = challengeViewBackgroundColorHex
        self.progressViewBackgroundColorHex = progressViewBackgroundColorHex
    }
}

/// One kind of button on the challenge screens.
public struct Gr4vyThreeDSButtonCustomization: Sendable, Equatable {
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
}

/// The role of a challenge-screen button.
public enum Gr4vyThreeDSButtonType: String, Sendable, CaseIterable, Hashable {
    /// Submits the cardholder's input.
    case submit
    /// Continues after an out-of-band step.
    case `continue`
    /// Goes to the next screen.
    case next
    /// Asks for the code again.
    case resend
    /// Opens the out-of-band app.
    case openOobApp
    /// Adds the cardholder to the trust list.
    case addCardholder
    /// Cancels the challenge.
    case cancel

    /// The ThreeDS SDK's button type for this role.
    var threeDSButtonType: ButtonType {
        switch self {
        case .submit: .submit
        case .continue: .continue
        case .next: .next
        case .resend: .resend
        case .openOobApp: .openOobApp
        case .addCardholder: .addCardholder
        case .cancel: .cancel
        }
    }
}
