import Testing

@testable import TesseraApp

@Suite struct HTMLTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"quoted\" and 'single'", "&quot;quoted&quot; and &apos;single&apos;"),
        ("Tom & Jerry &amp;", "Tom &amp; Jerry &amp;amp;"),
        ("a\u{0}b\u{1B}[31m", "ab[31m"),
        ("\u{202E}gnp.exe", "\u{202E}gnp.exe"),
        ("Zoë 💳 名前", "Zoë 💳 名前"),
        ("", ""),
    ])
    func escapesText(input: String, expected: String) {
        #expect(HTML.escape(input).markup == expected)
    }

    @Test func isolatesOutsideTextSoAnOverrideCannotReorderThePage() {
        #expect(HTML.text("\u{202E}evil").markup == "<bdi>\u{202E}evil</bdi>")
    }

    @Test func escapesTenThousandCharacters() {
        let long = String(repeating: "<&>\"'", count: 2000)
        let escaped = HTML.escape(long).markup
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\"") && !escaped.contains("'"))
        #expect(escaped.count == 2000 * "&lt;&amp;&gt;&quot;&apos;".count)
    }

    @Test func escapesAttributeValuesAndLeavesOutNilOnes() {
        let html = HTML.element("a", ["href": "/x\" onclick=\"evil()", "title": nil, "hidden": ""], HTML.escape("<b>"))
        #expect(html.markup == "<a href=\"/x&quot; onclick=&quot;evil()\" hidden>&lt;b&gt;</a>")
        #expect(HTML.void("input", ["value": "'><script>"]).markup == "<input value=\"&apos;&gt;&lt;script&gt;\">")
    }

    @Test func fillsTemplateSlotsOnceSoAValueCannotOpenAnotherSlot() {
        let page = HTML.template(
            "<title>{{title}}</title><main>{{main}}</main>{{unknown}}",
            ["title": HTML.escape("{{main}}"), "main": "<p>secret</p>"])
        #expect(page.markup == "<title>{{main}}</title><main><p>secret</p></main>")
    }

    @Test func dropsTheXMLDeclarationOfAnInlineSVG() {
        let svg = HTML.svg("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg></svg>\n")
        #expect(svg.markup == "<svg></svg>\n")
    }
}
