/// Seconds as people type them — `5`, `0.5`, `60.0` — for settings and options that bound a wait.
extension Duration {
    /// The duration `text` spells in decimal seconds (ASCII digits and at most one point, to the millisecond),
    /// or nil when `text` is anything else or falls outside `range`.
    package init?(decimalSeconds text: String, in range: ClosedRange<Double>) {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }),
            let seconds = Double(text), range.contains(seconds)
        else { return nil }
        self = .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// This duration in seconds as `init(decimalSeconds:in:)` reads them: `5`, `0.5`, `0.125`.
    package var decimalSeconds: String {
        let milliseconds = self / .milliseconds(1)
        let whole = Int64(milliseconds) / 1000
        let fraction = Int64(milliseconds) % 1000
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction + 1000).dropFirst()
        while digits.last == "0" { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
