import Drawing

/// The built-in card backgrounds: a gradient in each brand's colours, slate when the brand is unknown.
enum CardBrandPalette {
    /// The gradient for the brand with CardKit identifier `id` (nil for an unknown brand).
    static func gradient(for id: String?) -> LinearGradient {
        let (from, to) = colors[id ?? ""] ?? (0x3A_4356, 0x171B_26)
        return LinearGradient(
            colors: [Color(rgb: from), Color(rgb: to)], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
    }

    private static let colors: [String: (UInt32, UInt32)] = [
        "visa": (0x1A1F_71, 0x3556_B8),
        "mastercard": (0x1C1C_1E, 0x9E1B_22),
        "american-express": (0x006F_CF, 0x0017_5A),
        "discover": (0xF681_21, 0x9A40_00),
        "diners-club": (0x0079_BE, 0x1A3D_6E),
        "jcb": (0x0E4C_96, 0x0B7A_3E),
        "unionpay": (0xD104_29, 0x0179_8A),
        "maestro": (0x0099_DF, 0x6C2A_8E),
        "mir": (0x0F75_4E, 0x00A3_E1),
        "elo": (0x1C1C_1E, 0x00A4_E0),
    ]
}
