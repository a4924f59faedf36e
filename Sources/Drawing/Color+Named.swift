extension Color {
    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
    /// Fully transparent black.
    public static let clear = Color(rgb: 0x000000, alpha: 0)
    /// The system gray (#8E8E93).
    public static let gray = Color(rgb: 0x8E8E93)
    /// The system red (#FF3B30).
    public static let red = Color(rgb: 0xFF3B30)
    /// The system orange (#FF9500).
    public static let orange = Color(rgb: 0xFF9500)
    /// The system yellow (#FFCC00).
    public static let yellow = Color(rgb: 0xFFCC00)
    /// The system green (#34C759).
    public static let green = Color(rgb: 0x34C759)
    /// The system mint (#00C7BE).
    public static let mint = Color(rgb: 0x00C7BE)
    /// The system teal (#30B0C7).
    public static let teal = Color(rgb: 0x30B0C7)
    /// The system cyan (#32ADE6).
    public static let cyan = Color(rgb: 0x32ADE6)
    /// The system blue (#007AFF).
    public static let blue = Color(rgb: 0x007AFF)
    /// The system indigo (#5856D6).
    public static let indigo = Color(rgb: 0x5856D6)
    /// The system purple (#AF52DE).
    public static let purple = Color(rgb: 0xAF52DE)
    /// The system pink (#FF2D55).
    public static let pink = Color(rgb: 0xFF2D55)
    /// The system brown (#A2845E).
    public static let brown = Color(rgb: 0xA2845E)

    /// Every named colour, by its lowercase name.
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear, "gray": .gray, "grey": .gray, "red": .red,
        "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan,
        "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
    ]

    /// A colour from a name in ``named`` or a hex string, as a command line or a theme file spells it.
    ///
    /// - Throws: ``DrawingError/malformedColor(_:)`` when `text` is neither.
    public init(parsing text: String) throws {
        if let color = Color.named[text.lowercased()] {
            self = color
        } else {
            try self.init(hex: text)
        }
    }
}
