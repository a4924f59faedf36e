import Foundation
import Testing

@testable import Drawing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SVGRendererTests {
    /// A scene using every kind of node.
    static let scene = Scene(
        width: 200, height: 100,
        nodes: [
            .shape(
                ShapeNode(
                    frame: Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 12,
                    fill: .linearGradient(LinearGradient(colors: [.blue, .purple])))),
            .group(
                Group(
                    [
                        .shape(
                            ShapeNode(
                                frame: Rect(x: 8, y: 8, width: 100, height: 30), cornerRadius: 4,
                                fill: .color(Color.blue.opacity(0.2)), stroke: Stroke(color: .blue, width: 2))),
                        .text(TextNode("<Tom & \"Jerry\">", at: Point(x: 12, y: 30), color: .white, opacity: 0.8)),
                    ], offset: Point(x: 1.5, y: -0.25), opacity: 0.5,
                    clip: Group.Clip(frame: Rect(x: 0, y: 0, width: 120, height: 50), cornerRadius: 6),
                    identifier: "holder name!", accessibilityLabel: "Name <on> card")),
        ], title: "A & B")

    @Test func isWellFormedXMLWithEscapedText() throws {
        let svg = try SVGRenderer().render(Self.scene)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "parse error: \(String(describing: parser.parserError))")
        #expect(svg.contains(">&lt;Tom &amp; &quot;Jerry&quot;&gt;</text>"))
        #expect(svg.contains("aria-label=\"Name &lt;on&gt; card\""))
        #expect(svg.contains("<title>A &amp; B</title>"))
    }

    /// A cache reuses the unchanged nodes of the last scene, and the documents are the ones rendered without it:
    /// edited text, a gradient added before other nodes (their ids move on) and taken away again, and an earlier
    /// scene after another.
    @Test func aCacheGivesTheSameDocumentsAsRenderingAfresh() throws {
        func scene(_ text: String, gradientFirst: Bool) -> Scene {
            var nodes = Self.scene.nodes
            nodes[1] = .group(
                Group(
                    [.text(TextNode(text, at: Point(x: 12, y: 30)))],
                    clip: Group.Clip(frame: Rect(x: 0, y: 0, width: 120, height: 50), cornerRadius: 6)))
            if gradientFirst {
                nodes.insert(
                    .shape(
                        ShapeNode(
                            frame: Rect(x: 0, y: 0, width: 10, height: 10),
                            fill: .linearGradient(LinearGradient(colors: [.white, .black])))), at: 0)
            }
            return Scene(width: 200, height: 100, nodes: nodes + Self.scene.nodes, title: text)
        }
        var cache = SVGRenderCache()
        let scenes = [
            Self.scene, scene("4", gradientFirst: false), scene("42", gradientFirst: false),
            scene("42", gradientFirst: true), scene("424", gradientFirst: false), Self.scene, Self.scene,
        ]
        for (index, scene) in scenes.enumerated() {
            let cached = try SVGRenderer().render(scene, cache: &cache)
            #expect(cached == (try SVGRenderer().render(scene)), "scene \(index)")
        }
    }

    @Test func idsAreDeterministicAndSanitised() throws {
        let first = try SVGRenderer().render(Self.scene)
        #expect(first == (try SVGRenderer().render(Self.scene)))
        #expect(first.contains("id=\"gradient-1\"") && first.contains("url(#clip-1)"))
        #expect(first.contains("id=\"holdername\""))
        #expect(first.contains("transform=\"translate(1.5 -0.25)\""))
        #expect(first.contains("fill=\"#007aff\" fill-opacity=\"0.2\""))
    }

    @Test func hostileTextCannotBreakTheDocument() throws {
        let hostile = "]]></text><script>alert(1)</script>\u{0}\u{1B}[31m\u{FFFE}"
        let scene = Scene(width: 10, height: 10, nodes: [.text(TextNode(hostile, at: .zero))], title: hostile)
        let svg = try SVGRenderer().render(scene)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(!svg.contains("<script>"))
    }

    @Test(arguments: [(0.0, "0"), (1.5, "1.5"), (2.25, "2.25"), (-0.5, "-0.5"), (3.999, "4"), (Double.nan, "0")])
    func numbersHaveAtMostTwoDecimals(value: Double, text: String) {
        #expect(SVGWriter.number(value) == text)
    }

    @Test(arguments: [
        (1e15, "1000000000000000"), (1e17, "100000000000000000"), (1e19, "1e+19"), (-4.5e300, "-4.5e+300"),
        (Double.infinity, "0"),
    ])
    func hugeNumbersUseExponentFormInsteadOfTrapping(value: Double, text: String) {
        #expect(SVGWriter.number(value) == text)
    }

    @Test func hugeAndNonFiniteGeometryStillRendersWellFormedXML() throws {
        let scene = Scene(
            width: .infinity, height: 1e300,
            nodes: [
                .shape(ShapeNode(frame: Rect(x: 1e18, y: -1e20, width: 1e300, height: .infinity), fill: .color(.red))),
                .text(TextNode("far away", at: Point(x: 9e18, y: -9e18))),
            ])
        #expect(scene.width == 0 && scene.height == 1e300)
        let svg = try SVGRenderer().render(scene)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.contains("y=\"-1e+20\"") && svg.contains("width=\"1e+300\""))
    }
}
