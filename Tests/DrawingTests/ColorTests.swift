import Testing

@testable import Drawing

@Suite struct ColorTests {
    @Test(arguments: [
        ("#FFF", Color(redByte: 255, greenByte: 255, blueByte: 255)),
        ("000", Color(redByte: 0, greenByte: 0, blueByte: 0)),
        ("#1a1f71", Color(redByte: 0x1A, greenByte: 0x1F, blueByte: 0x71)),
        ("#EB001B", Color(redByte: 0xEB, greenByte: 0x00, blueByte: 0x1B)),
        ("#00000080", Color(redByte: 0, greenByte: 0, blueByte: 0, alpha: 128.0 / 255)),
        ("#F008", Color(redByte: 255, greenByte: 0, blueByte: 0, alpha: 136.0 / 255)),
    ])
    func parsesHex(text: String, expected: Color) throws {
        #expect(try Color(hex: text) == expected)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#GGGGGG", "blue!", "#１２３", "#123456789"])
    func rejectsMalformedHex(text: String) {
        #expect(throws: DrawingError.malformedColor(text)) { try Color(hex: text) }
    }

    @Test func malformedColourMessageSaysWhatToDo() {
        let message = DrawingError.malformedColor("#12").description
        #expect(message.contains("'#12'") && message.contains("#RRGGBB"))
    }

    @Test func namedColoursAndParsing() throws {
        #expect(try Color(parsing: "White") == .white)
        #expect(try Color(parsing: "#007AFF") == .blue)
        #expect(Color.blue.hexRGB == "#007aff")
        #expect(throws: DrawingError.self) { try Color(parsing: "ultraviolet") }
    }

    @Test(arguments: [(0.2, 0.2), (1.5, 1.0), (-3.0, 0.0), (Double.nan, 0.0)])
    func opacityMultipliesAndClamps(opacity: Double, expectedAlpha: Double) {
        #expect(Color.blue.opacity(opacity).alpha == expectedAlpha)
        #expect(Color.blue.opacity(0.5).opacity(0.5).alpha == 0.25)
    }

    @Test func compositesOverBackground() {
        let half = Color.white.opacity(0.5).composited(over: .black)
        #expect(half == Color(redByte: 128, greenByte: 128, blueByte: 128))
    }

    @Test func gradientInterpolatesAlongItsLine() {
        let gradient = LinearGradient(colors: [.black, .white], start: Point(x: 0, y: 0), end: Point(x: 1, y: 0))
        #expect(gradient.color(atUnit: 0, 0.5) == .black)
        #expect(gradient.color(atUnit: 1, 0.5) == .white)
        #expect(gradient.color(atUnit: 0.5, 0) == Color(redByte: 128, greenByte: 128, blueByte: 128))
    }
}
