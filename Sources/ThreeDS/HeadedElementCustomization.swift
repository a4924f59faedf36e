/// The font name, size and colour of a text value: ``TextCustomization``'s, and the Gr4vy drop-in's (whose sizes
/// are whole points). A label's `heading…` members read them from its ``HeadedElementCustomization/heading``.
public protocol TextStyling: Sendable, Equatable {
    /// The type of a font size.
    associatedtype FontSize
    /// The font name.
    var textFontName: String? { get set }
    /// The font size in points.
    var textFontSize: FontSize? { get set }
    /// The text colour.
    var textColorHex: String? { get set }
}

/// A label customization: body text in ``ElementCustomization/text`` and heading text in ``heading``, whose font
/// and colour read and write as the label's `heading…` members (`label.headingTextFontSize = 24`).
public protocol HeadedElementCustomization: ElementCustomization where Text: TextStyling {
    /// The font and colour of the heading.
    var heading: Text { get set }
}

extension HeadedElementCustomization {
    /// The heading font name.
    public var headingTextFontName: String? {
        get { heading.textFontName }
        set { heading.textFontName = newValue }
    }
    /// The heading font size in points.
    public var headingTextFontSize: Text.FontSize? {
        get { heading.textFontSize }
        set { heading.textFontSize = newValue }
    }
    /// The heading colour.
    public var headingTextColorHex: String? {
        get { heading.textColorHex }
        set { heading.textColorHex = newValue }
    }
}
