extension ANSIRaster {
    /// The raster with 24-bit colour escape sequences, each line ending in a reset.
    func coloredText() -> String {
        var output = ""
        for row in 0..<rows {
            var lastForeground: Color?
            var lastBackground: Color?
            var line = ""
            for column in 0..<columns {
                let top = pixels[2 * row * columns + column]
                let bottom = pixels[(2 * row + 1) * columns + column]
                var foreground: Color?
                var background: Color?
                var character: Character = " "
                if let glyph = glyphs[row * columns + column] {
                    background = ANSIRaster.average(top, bottom)
                    foreground = glyph.color.composited(over: background ?? .black)
                    character = glyph.character
                } else if let top {
                    foreground = top
                    background = bottom
                    character = "▀"
                } else if let bottom {
                    foreground = bottom
                    character = "▄"
                }
                if foreground != lastForeground || background != lastBackground {
                    line += "\u{1B}[0m"
                    if let foreground { line += ANSIRaster.sgr(38, foreground) }
                    if let background { line += ANSIRaster.sgr(48, background) }
                    lastForeground = foreground
                    lastBackground = background
                }
                line.append(character)
            }
            output += line + "\u{1B}[0m\n"
        }
        return output
    }

    /// The raster without escape sequences: shade characters for covered cells, text as is.
    func plainText() -> String {
        var output = ""
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                if let glyph = glyphs[row * columns + column] {
                    line.append(glyph.character)
                } else if let color = ANSIRaster.average(
                    pixels[2 * row * columns + column], pixels[(2 * row + 1) * columns + column])
                {
                    line.append(color.luminance < 0.33 ? "░" : color.luminance < 0.66 ? "▒" : "▓")
                } else {
                    line.append(" ")
                }
            }
            while line.last == " " { line.removeLast() }
            output += line + "\n"
        }
        return output
    }

    private static func sgr(_ code: Int, _ color: Color) -> String {
        "\u{1B}[\(code);2;\(color.redByte);\(color.greenByte);\(color.blueByte)m"
    }

    private static func average(_ first: Color?, _ second: Color?) -> Color? {
        guard let first else { return second }
        guard let second else { return first }
        return Color(
            redByte: UInt8((Int(first.redByte) + Int(second.redByte)) / 2),
            greenByte: UInt8((Int(first.greenByte) + Int(second.greenByte)) / 2),
            blueByte: UInt8((Int(first.blueByte) + Int(second.blueByte)) / 2))
    }
}
