/// Deterministic width estimates for text, so layout does not depend on the fonts installed.
///
/// Widths are average advances per character as a fraction of the font size: 0.602 em for a
/// monospaced family (DejaVu Sans Mono, Menlo) and 0.62 em for sans-serif, plus 5% for bold weights.
/// The estimate is a little generous, so text cut to fit stays inside its box on real fonts.
public enum TextMetrics {
    /// The estimated advance of `text` in `font`, with `letterSpacing` after every character.
    public static func width(of text: String, font: Font, letterSpacing: Double = 0) -> Double {
        let count = Double(text.count)
        return count * (font.size * advance(of: font) + letterSpacing)
    }

    /// `text`, cut and ended with "…" so its estimated width is at most `maxWidth`.
    public static func truncate(_ text: String, font: Font, letterSpacing: Double = 0, maxWidth: Double) -> String {
        guard width(of: text, font: font, letterSpacing: letterSpacing) > maxWidth else { return text }
        let perCharacter = font.size * advance(of: font) + letterSpacing
        guard perCharacter > 0 else { return text }
        let fits = Int((maxWidth / perCharacter).rounded(.down))
        guard fits >= 1 else { return "" }
        return String(text.prefix(fits - 1)) + "…"
    }

    private static func advance(of font: Font) -> Double {
        let base = font.isMonospaced ? 0.602 : 0.62
        return font.weight == .bold || font.weight == .semibold ? base * 1.05 : base
    }
}
