extension SVGWriter {
    /// `identifier` reduced to letters, digits, `-` and `_`, starting with a letter (a valid XML id).
    static func identifier(_ identifier: String) -> String {
        let kept = identifier.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_".unicodeScalars.contains($0))
        }
        let text = String(String.UnicodeScalarView(kept))
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return "n-" + text }
        return text
    }

    /// `value` with at most two decimals and no trailing zeros; non-finite values become 0, and magnitudes beyond
    /// `Int`'s range are written in exponent form (`1e+20`), which SVG numbers allow.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 9e18 { return String(Int(value)) }
        guard abs(value) < 1e15 else { return "\(value)" }
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
        return sign + String(whole) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }

    /// ` x=… y=… width=… height=…` and `rx`/`ry` when rounded.
    static func rectAttributes(_ frame: Rect, cornerRadius: Double) -> String {
        var attributes = " x=\"\(number(frame.x))\" y=\"\(number(frame.y))\""
        attributes += " width=\"\(number(frame.width))\" height=\"\(number(frame.height))\""
        if cornerRadius > 0 {
            attributes += " rx=\"\(number(cornerRadius))\" ry=\"\(number(cornerRadius))\""
        }
        return attributes
    }

    /// ` fill="#rrggbb"` (or stroke) plus an opacity attribute when the colour is translucent.
    static func paint(_ attribute: String, _ color: Color) -> String {
        var text = " \(attribute)=\"\(color.hexRGB)\""
        if color.alpha < 1 {
            text += " \(attribute)-opacity=\"\(number(color.alpha))\""
        }
        return text
    }
}
