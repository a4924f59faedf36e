import Testing

@testable import Drawing

@Suite struct ANSIRendererTests {
    static let scene = Scene(
        width: 160, height: 80,
        nodes: [
            .shape(ShapeNode(frame: Rect(x: 0, y: 0, width: 160, height: 80), cornerRadius: 10, fill: .color(.blue))),
            .text(TextNode("4242", at: Point(x: 20, y: 44), color: .white)),
        ])

    @Test func colourUsesTwentyFourBitSequences() {
        let text = ANSIRenderer(columns: 16, useColor: true).render(Self.scene)
        #expect(text.contains("\u{1B}[38;2;255;255;255m"))
        #expect(text.contains("\u{1B}[48;2;0;122;255m") || text.contains("\u{1B}[38;2;0;122;255m"))
        #expect(text.split(separator: "\n").allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func noColorWritesNoEscapes() {
        let renderer = ANSIRenderer(columns: 16, environment: ["NO_COLOR": "1"])
        #expect(!renderer.useColor)
        let text = renderer.render(Self.scene)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("4242"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
    }

    @Test(arguments: [([String: String](), true), (["NO_COLOR": ""], true), (["NO_COLOR": "yes"], false)])
    func noColorConvention(environment: [String: String], allowed: Bool) {
        #expect(ANSIRenderer.colorAllowed(environment: environment) == allowed)
    }

    @Test func emptySceneRendersNothing() {
        #expect(ANSIRenderer(useColor: true).render(Scene(width: 0, height: 10)) == "")
    }

    @Test(arguments: [true, false])
    func textCannotSmuggleTerminalEscapes(useColor: Bool) {
        let hostile = "\u{1B}]0;pwned\u{7}Ada\u{9B}31m\u{1B}[2J"
        let scene = Scene(width: 160, height: 40, nodes: [.text(TextNode(hostile, at: Point(x: 4, y: 24)))])
        let text = ANSIRenderer(columns: 40, useColor: useColor).render(scene)
        #expect(text.contains("]0;pwnedAda31m[2J"))
        let bidi = Scene(
            width: 160, height: 40, nodes: [.text(TextNode("\u{202E}Ada\u{200B}👩‍💻", at: Point(x: 4, y: 24)))])
        let line = ANSIRenderer(columns: 40, useColor: useColor).render(bidi)
        #expect(line.contains("Ada👩‍💻") && !line.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{200B}" })
        #expect(!text.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{9B}" })
        if !useColor { #expect(!text.contains("\u{1B}")) }
    }

    @Test func aSceneFarTallerThanWideIsBounded() {
        let tall = Scene(
            width: 1, height: 1e300, nodes: [.shape(ShapeNode(frame: Rect(x: 0, y: 0, width: 1, height: 9)))])
        let lines = ANSIRenderer(columns: 8, useColor: false).render(tall).split(separator: "\n")
        #expect(lines.count <= 32)
    }
}
