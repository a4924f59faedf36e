import Checkout
import Drawing

/// Lays the checkout form out for a terminal of a given size: the card image, its one-line description,
/// the fields and the key help; without the image when the terminal is too short, and a clear message
/// when even the fields do not fit.
@MainActor
struct CheckoutScreen {
    /// Whether to colour the image and the focused field.
    let color: Bool
    /// The title of the card's description line, in the form's language.
    let previewTitle: String

    /// The smallest terminal the fields fit in.
    static let minimum = (columns: 40, rows: 14)

    /// The whole screen as text, starting with the codes that clear it.
    func draw(_ form: CheckoutForm, columns: Int, rows: Int) -> String {
        let clear = "\u{1B}[H\u{1B}[2J"
        guard columns >= Self.minimum.columns, rows >= Self.minimum.rows else {
            return clear + "The terminal is \(columns)×\(rows); the checkout form needs at least "
                + "\(Self.minimum.columns)×\(Self.minimum.rows). Enlarge it, or press Ctrl-C to leave.\n"
        }
        let sideName = form.image.side == .back ? "back" : "front"
        let description = "\(previewTitle) (\(sideName)): " + form.image.accessibilityLabels.joined(separator: "; ")
        let fields = form.fieldRows(color: color)
        let help = "Tab / Shift-Tab: next / previous field · Enter: pay · Ctrl-C: cancel"
        var lines: [String] = []
        let image = ANSIRenderer(columns: min(56, columns - 2), useColor: color).render(form.image.buildContent())
        let imageLines = image.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if imageLines.count + fields.count + 5 <= rows {
            lines += imageLines
        } else {
            lines.append(
                "(The card image needs \(imageLines.count + fields.count + 5) rows; this terminal has \(rows).)")
        }
        lines += [String(description.prefix(columns - 1)), ""] + fields + ["", String(help.prefix(columns - 1))]
        return clear + lines.joined(separator: "\n") + "\n"
    }
}

/// Turns the bytes of a raw-mode terminal into form keys, including UTF-8 letters and Shift-Tab (`ESC [ Z`).
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Feeds one byte; returns the key it completes, if any.
    mutating func feed(_ byte: UInt8) -> FormKey? {
        if !pending.isEmpty {
            pending.append(byte)
            if pending[0] == 0x1B {
                guard pending.count == 3 else { return nil }
                defer { pending = [] }
                return pending == [0x1B, 0x5B, 0x5A] ? .shiftTab : nil
            }
            let expected = pending[0] >= 0xF0 ? 4 : pending[0] >= 0xE0 ? 3 : 2
            guard pending.count == expected else { return nil }
            defer { pending = [] }
            return String(validating: pending, as: UTF8.self).flatMap(\.first).map(FormKey.character)
        }
        switch byte {
        case 0x03, 0x04: return .cancel
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x08, 0x7F: return .backspace
        case 0x1B, 0xC0...0xF7:
            pending = [byte]
            return nil
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        default: return nil
        }
    }
}
