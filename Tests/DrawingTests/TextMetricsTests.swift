import Testing

@testable import Drawing

@Suite struct TextMetricsTests {
    @Test func shortTextIsUnchanged() {
        let font = Font(family: Font.monospaced, size: 10)
        #expect(TextMetrics.truncate("JANE DOE", font: font, maxWidth: 200) == "JANE DOE")
    }

    @Test func longTextEndsInEllipsisWithinTheWidth() {
        let font = Font(family: Font.monospaced, size: 10)
        let cut = TextMetrics.truncate(String(repeating: "W", count: 100), font: font, maxWidth: 60)
        #expect(cut.hasSuffix("…"))
        #expect(TextMetrics.width(of: cut, font: font) <= 60)
        #expect(cut.count == 9)
    }

    @Test func noRoomAtAllGivesEmptyText() {
        #expect(TextMetrics.truncate("ABC", font: Font(size: 20), maxWidth: 3) == "")
    }

    @Test func displayedTextAppliesCaseStripsControlsAndFits() {
        let node = TextNode("jane\u{0}\u{7} doe", at: .zero, textCase: .uppercase)
        #expect(node.displayed == "JANE DOE")
        #expect(TextCase.lowercase.apply(to: "MM/YY") == "mm/yy")
    }

    @Test(arguments: [(-4.0, 1.0), (0.5, 1.0), (16.0, 16.0), (10_000.0, 200.0), (Double.nan, 16.0)])
    func fontSizeIsClamped(requested: Double, drawn: Double) {
        #expect(Font(size: requested).size == drawn)
    }
}
