import Drawing

/// The colours, fonts and shapes of a challenge screen: the UI customization with the SDK's defaults
/// filled in for light or dark appearance.
///
/// iOS font names in a customization (`HelveticaNeue-Bold`, `Georgia`) become a generic family (serif
/// for Georgia and Times, sans-serif otherwise) with the weight the name carries.
public struct ChallengeStyle: Sendable, Equatable {
    /// How a button is drawn.
    public struct ButtonStyle: Sendable, Equatable {
        /// The label's font.
        public var font: Font
        /// The label's colour.
        public var textColor: Color
        /// The fill, or nil for a text-only button.
        public var background: Color?
        /// The corner radius.
        public var cornerRadius: Double
    }

    /// The screen background.
    public var background: Color
    /// The body text font.
    public var bodyFont: Font
    /// The body text colour.
    public var bodyColor: Color
    /// The heading font.
    public var headingFont: Font
    /// The heading colour.
    public var headingColor: Color
    /// The toolbar background.
    public var toolbarBackground: Color
    /// The toolbar font.
    public var toolbarFont: Font
    /// The toolbar text colour.
    public var toolbarTextColor: Color
    /// The toolbar's header text.
    public var headerText: String
    /// The toolbar's cancel button text.
    public var cancelText: String
    /// The text box font.
    public var textBoxFont: Font
    /// The text box text colour.
    public var textBoxTextColor: Color
    /// The text box border colour.
    public var textBoxBorderColor: Color
    /// The text box border width.
    public var textBoxBorderWidth: Double
    /// The text box corner radius.
    public var textBoxCornerRadius: Double
    /// Buttons by role; every role has a style.
    public var buttons: [ButtonType: ButtonStyle]

    /// The style of `customization` (already validated) in `appearance`.
    public init(_ customization: UICustomization, appearance: ChallengeAppearance) {
        let dark = appearance == .dark
        let label = customization.label
        let toolbar = customization.toolbar
        let box = customization.textBox
        background = Self.color(customization.view?.challengeViewBackgroundColorHex, dark ? 0x000000 : 0xFFFFFF)
        bodyFont = Self.font(label?.text, size: 16, default: .regular)
        bodyColor = Self.color(label?.textColorHex, dark ? 0xEBEBF5 : 0x1C1C1E)
        headingFont = Self.font(label?.heading, size: 22, default: .bold)
        headingColor = Self.color(label?.headingTextColorHex, dark ? 0xFFFFFF : 0x000000)
        toolbarBackground = Self.color(toolbar?.backgroundColorHex, dark ? 0x1C1C1E : 0xF2F2F7)
        toolbarFont = Self.font(toolbar?.text, size: 17, default: .semibold)
        toolbarTextColor = Self.color(toolbar?.textColorHex, dark ? 0xFFFFFF : 0x000000)
        headerText = toolbar?.headerText ?? "Secure Checkout"
        cancelText = toolbar?.buttonText ?? "Cancel"
        textBoxFont = Self.font(box?.text, size: 16, default: .regular)
        textBoxTextColor = Self.color(box?.textColorHex, dark ? 0xFFFFFF : 0x000000)
        textBoxBorderColor = Self.color(box?.borderColorHex, dark ? 0x48484A : 0xC7C7CC)
        textBoxBorderWidth = box?.borderWidth ?? 1
        textBoxCornerRadius = box?.cornerRadius ?? 8
        let accent = Color(rgb: dark ? 0x0A84FF : 0x007AFF)
        var buttons: [ButtonType: ButtonStyle] = [:]
        for type in ButtonType.allCases {
            let custom = customization.buttons[type]
            let filled = type != .cancel && type != .resend
            let fallbackText: Color = filled ? .white : (type == .cancel ? toolbarTextColor : accent)
            buttons[type] = ButtonStyle(
                font: Self.font(custom?.text, size: 16, default: .semibold),
                textColor: custom?.textColorHex.flatMap { try? Color(hex: $0) } ?? fallbackText,
                background: custom?.backgroundColorHex.flatMap { try? Color(hex: $0) } ?? (filled ? accent : nil),
                cornerRadius: custom?.cornerRadius ?? 8)
        }
        self.buttons = buttons
    }

    /// The style of the button of `type`.
    public func button(_ type: ButtonType) -> ButtonStyle {
        buttons[type] ?? ButtonStyle(font: bodyFont, textColor: bodyColor, background: nil, cornerRadius: 8)
    }

    private static func color(_ hex: String?, _ fallback: UInt32) -> Color {
        hex.flatMap { try? Color(hex: $0) } ?? Color(rgb: fallback)
    }

    /// The font `text` names, or the default family, `size` and `weight` where it sets none.
    private static func font(_ text: TextCustomization?, size: Double, default weight: FontWeight) -> Font {
        font(text?.textFontName, size: text?.textFontSize ?? size, default: weight)
    }

    /// A generic family for an iOS font name, keeping the weight its name carries.
    static func font(_ name: String?, size: Double, default weight: FontWeight) -> Font {
        guard let name else { return Font(family: Font.sansSerif, size: size, weight: weight) }
        let lower = name.lowercased()
        let serif = lower.hasPrefix("georgia") || lower.hasPrefix("times")
        let family = serif ? "Georgia, 'Times New Roman', serif" : Font.sansSerif
        let named: FontWeight =
            if lower.hasSuffix("-bold") || lower.hasSuffix("-heavy") || lower.hasSuffix("-black") {
                .bold
            } else if lower.hasSuffix("-demibold") || lower.hasSuffix("-semibold") {
                .semibold
            } else if lower.hasSuffix("-medium") {
                .medium
            } else {
                .regular
            }
        return Font(family: family, size: size, weight: named)
    }
}
