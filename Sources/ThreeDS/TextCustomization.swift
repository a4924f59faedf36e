/// The font and colour of one kind of text on challenge screens: what every element customization shares (the EMV
/// 3DS SDK's `Customization`).
///
/// ``LabelCustomization`` (body and heading), ``ToolbarCustomization``, ``TextBoxCustomization`` and
/// ``ButtonCustomization`` each keep one and read its members as their own (`toolbar.textColorHex`; see
/// ``ElementCustomization``).
public struct TextCustomization: TextStyling {
    /// The font name.
    public var textFontName: String?
    /// The font size in points.
    public var textFontSize: Double?
    /// The text colour.
    public var textColorHex: String?

    /// Creates a text customization.
    public init(textFontName: String? = nil, textFontSize: Double? = nil, textColorHex: String? = nil) {
        self.textFontName = textFontName
        self.textFontSize = textFontSize
        self.textColorHex = textColorHex
    }

    /// Throws naming the bad field as `path.<field>FontSize` or `path.<field>ColorHex`.
    func validate(path: String, field: String = "text") throws {
        try CustomizationCheck.fontSize(textFontSize, "\(path).\(field)FontSize")
        try CustomizationCheck.color(textColorHex, "\(path).\(field)ColorHex")
    }
}

/// A challenge-screen element whose text a text value styles (here a ``TextCustomization``; in the Gr4vy drop-in its
/// own text customization): the members of ``text`` read and write as the element's own (`button.textFontSize = 16`).
@dynamicMemberLookup
public protocol ElementCustomization: Sendable, Equatable {
    /// The value that holds the element's font and colour.
    associatedtype Text
    /// The font and colour of the element's text.
    var text: Text { get set }
}

extension ElementCustomization {
    /// The member of ``text`` at `member`, as the element's own.
    public subscript<Value>(dynamicMember member: WritableKeyPath<Text, Value>) -> Value {
        get { text[keyPath: member] }
        set { text[keyPath: member] = newValue }
    }
}
