import Foundation

/// An sRGB colour with an alpha component, Tessera's platform-neutral stand-in for SwiftUI's `Color`.
///
/// Colours come from hex strings (`Color(hex: "#1A1F71")`), from components, or from the named
/// palette (`.white`, `.blue`, …). ``opacity(_:)`` multiplies the alpha, as in SwiftUI.
public struct Color: Sendable, Hashable {
    /// The red component, 0–255.
    public var redByte: UInt8
    /// The green component, 0–255.
    public var greenByte: UInt8
    /// The blue component, 0–255.
    public var blueByte: UInt8
    /// The alpha component, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from 8-bit components; `alpha` is clamped to 0…1 (NaN becomes 0).
    public init(redByte: UInt8, greenByte: UInt8, blueByte: UInt8, alpha: Double = 1) {
        self.redByte = redByte
        self.greenByte = greenByte
        self.blueByte = blueByte
        self.alpha = Color.clampUnit(alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` literal; `alpha` is clamped to 0…1.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            redByte: UInt8(truncatingIfNeeded: rgb >> 16), greenByte: UInt8(truncatingIfNeeded: rgb >> 8),
            blueByte: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// A colour from unit components in 0…1, each clamped to that range (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(
            redByte: Color.byte(red), greenByte: Color.byte(green), blueByte: Color.byte(blue), alpha: opacity)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case does not matter).
    ///
    /// - Throws: ``DrawingError/malformedColor(_:)`` for any other shape or a non-hex digit.
    public init(hex: String) throws {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let nibbles = digits.map { $0.hexDigitValue }
        guard [3, 4, 6, 8].contains(nibbles.count), nibbles.allSatisfy({ $0 != nil }), digits.allSatisfy(\.isASCII)
        else {
            throw DrawingError.malformedColor(hex)
        }
        let values = nibbles.map { UInt8($0!) }
        let bytes: [UInt8]
        if values.count <= 4 {
            bytes = values.map { $0 << 4 | $0 }
        } else {
            bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        }
        self.init(
            redByte: bytes[0], greenByte: bytes[1], blueByte: bytes[2],
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// This colour with its alpha multiplied by `opacity`, which is clamped to 0…1 (as SwiftUI does).
    public func opacity(_ opacity: Double) -> Color {
        Color(redByte: redByte, greenByte: greenByte, blueByte: blueByte, alpha: alpha * Color.clampUnit(opacity))
    }

    /// The colour as `#rrggbb`, without alpha.
    public var hexRGB: String {
        "#"
            + [redByte, greenByte, blueByte].map { byte in
                let text = String(byte, radix: 16)
                return byte < 16 ? "0" + text : text
            }.joined()
    }

    /// Whether the colour is fully transparent.
    public var isClear: Bool { alpha == 0 }

    /// The relative luminance (0 dark … 1 light) of the opaque colour, by the sRGB/Rec. 709 weights.
    public var luminance: Double {
        (0.2126 * Double(redByte) + 0.7152 * Double(greenByte) + 0.0722 * Double(blueByte)) / 255
    }

    /// `self` composited over an opaque `background` (alpha is ignored on the result, which is opaque).
    public func composited(over background: Color) -> Color {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return Color(
            redByte: mix(redByte, background.redByte), greenByte: mix(greenByte, background.greenByte),
            blueByte: mix(blueByte, background.blueByte))
    }

    /// Clamps a unit value to 0…1, mapping NaN to 0.
    static func clampUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func byte(_ unit: Double) -> UInt8 {
        UInt8((clampUnit(unit) * 255).rounded())
    }
}
