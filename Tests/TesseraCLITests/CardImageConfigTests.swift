import Foundation
import Testing

/// `tessera card image` with the options of seed 000's configuration table: each changes the drawn SVG as the
/// Swift property does, and a hostile value is a short usage error.
@Suite struct CardImageConfigTests {
    /// The texts of an SVG, each with its attributes: `["ADA": ["fill": "#ffffff", "font-size": "16", …]]`.
    static func texts(_ svg: String) -> [String: [String: String]] {
        var texts: [String: [String: String]] = [:]
        for match in svg.matches(of: #/<text ([^>]*)>([^<]*)</#) {
            let attributes = String(match.1).matches(of: #/([a-z-]+)="([^"]*)"/#).map { (String($0.1), String($0.2)) }
            texts[String(match.2)] = Dictionary(attributes) { first, _ in first }
        }
        return texts
    }

    /// The SVG `tessera card image` draws for `arguments`, expecting success.
    static func svg(_ arguments: [String]) async throws -> String {
        let result = try await CLIProcess.run(["card", "image"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    static let visa = ["--number", "4242424242424242", "--name", "Ada", "--expiry", "10/30"]

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CheckoutTests/Fixtures/\(name)").path
    }

    @Test func textStylingStylesEveryTextAndAnElementStylingOverridesIt() async throws {
        let plain = Self.texts(try await Self.svg(Self.visa))
        #expect(plain["ADA"]?["fill"] == "#ffffff" && plain["ADA"]?["font-size"] == "16")
        let styled = Self.texts(
            try await Self.svg(
                Self.visa + [
                    "--text-styling", "color=#ff0000,font-size=20,font-weight=bold,text-case=lowercase",
                    "--card-number-text-styling", "color=#00ff00", "--expiry-date-value-text-styling", "opacity=0.5",
                    "--holder-name-text-styling", "text-case=uppercase,font-weight=medium",
                ]))
        let name = try #require(styled["ADA"], "the name's own text case wins over the base's lowercase")
        #expect(name["fill"] == "#ff0000" && name["font-size"] == "20" && name["font-weight"] == "500")
        let number = try #require(styled["•••• •••• •••• 4242"])
        #expect(number["fill"] == "#00ff00" && number["font-size"] == "20" && number["font-weight"] == "700")
        #expect(styled["10/30"]?["fill-opacity"] == "0.5" && styled["10/30"]?["fill"] == "#ff0000")
        #expect(styled["valid thru"]?["fill"] == "#ff0000", "the base styles the label too, in its case")
    }

    @Test func placeholdersReplaceTheLocalisedOnes() async throws {
        let front = Self.texts(
            try await Self.svg([
                "--card-number-text", "0000 0000 0000 0000", "--card-expiry-date-text", "EXP",
                "--card-holder-name-text", "YOUR NAME",
            ]))
        #expect(front["0000 0000 0000 0000"] != nil && front["EXP"] != nil && front["YOUR NAME"] != nil)
        #expect(front["MM/YY"] == nil)
        let back = Self.texts(try await Self.svg(["--focus", "cvc", "--cvc-text", "???"]))
        #expect(back["???"] != nil)
        let typed = Self.texts(try await Self.svg(Self.visa + ["--card-holder-name-text", "YOUR NAME"]))
        #expect(typed["YOUR NAME"] == nil && typed["ADA"] != nil, "a placeholder shows only until the field is typed")
    }

    @Test func theHighlightStylingMarksTheFocusedField() async throws {
        let styling = "background-color=#123456,border-color=#abcdef,border-width=3,background-opacity=0.5"
        let focused = try await Self.svg(Self.visa + ["--focus", "name", "--highlight-field-styling", styling])
        let box = try #require(focused.firstMatch(of: #/<rect [^>]*stroke="#abcdef"[^>]*>/#))
        #expect(box.0.contains("fill=\"#123456\"") && box.0.contains("stroke-width=\"3\""))
        #expect(box.0.contains("fill-opacity=\"0.5\""), "\(box.0)")
        let unfocused = try await Self.svg(Self.visa + ["--highlight-field-styling", styling])
        #expect(!unfocused.contains("#abcdef"), "nothing is highlighted without focus")
        let coloured = Self.texts(
            try await Self.svg(Self.visa + ["--focus", "name", "--highlight-field-styling", "color=#fedcba"]))
        #expect(coloured["ADA"]?["fill"] == "#fedcba")
    }

    @Test func customFrontAndBackImagesAreDrawnInsteadOfTheGradient() async throws {
        let front = try Data(contentsOf: URL(fileURLWithPath: Self.fixture("CustomCardFront.png")))
        let back = try Data(contentsOf: URL(fileURLWithPath: Self.fixture("CustomCardBack.png")))
        let images = [
            "--front-dynamic-card-image-background", Self.fixture("CustomCardFront.png"),
            "--back-dynamic-card-image-background", Self.fixture("CustomCardBack.png"),
        ]
        let plain = try await Self.svg(Self.visa)
        #expect(!plain.contains("<image"))
        let frontSide = try await Self.svg(Self.visa + images)
        #expect(frontSide.contains("data:image/png;base64,\(front.base64EncodedString())"))
        #expect(!frontSide.contains(back.base64EncodedString()))
        let backSide = try await Self.svg(Self.visa + images + ["--focus", "cvc"])
        #expect(backSide.contains("data:image/png;base64,\(back.base64EncodedString())"))
    }

    @Test func theBankNameAndItsStyling() async throws {
        let plain = Self.texts(try await Self.svg(Self.visa))
        #expect(plain["Tessera Test Bank"] != nil, "the emulator's test BIN names its issuer")
        let named = Self.texts(
            try await Self.svg(
                Self.visa + ["--bank-name", "Acme Bank", "--bank-name-text-styling", "color=#0000ff,font-size=12"]))
        #expect(named["Tessera Test Bank"] == nil)
        #expect(named["Acme Bank"]?["fill"] == "#0000ff" && named["Acme Bank"]?["font-size"] == "12")
    }

    @Test(arguments: [
        (["--text-styling", "color=zz"], "Error: --text-styling: color 'zz' is not valid; use #RGB"),
        (["--text-styling", "colour=red"], "Error: --text-styling: 'colour' is not one of its keys; use color"),
        (["--text-styling", "color"], "Error: --text-styling: 'color' is not key=value"),
        (["--text-styling", "color=red,color=blue"], "Error: --text-styling: color is given twice"),
        (
            ["--cvc-value-text-styling", "font-size=500"],
            "Error: --cvc-value-text-styling: font-size 500.0 is not between 1 and 200"
        ),
        (["--text-styling", "opacity=2"], "Error: --text-styling: opacity 2.0 is not between 0.0 and 1.0"),
        (
            ["--text-styling", "font-weight=heavy"],
            "Error: --text-styling: font-weight 'heavy' is not valid; use regular"
        ),
        (
            ["--highlight-field-styling", "border-width=99"],
            "Error: --highlight-field-styling: border-width 99.0 is not"
        ),
        (
            ["--highlight-field-styling", "border-color=#12"],
            "Error: --highlight-field-styling: border-color '#12' is not"
        ),
        (
            ["--front-dynamic-card-image-background", "/no/such.png"],
            "Error: --front-dynamic-card-image-background: Image file '/no/such.png' does not exist"
        ),
        (
            ["--back-dynamic-card-image-background", "/etc/hostname"],
            "Error: --back-dynamic-card-image-background: Image '/etc/hostname' is not PNG"
        ),
        (
            ["--card-holder-name-text", String(repeating: "x", count: 10_000)],
            "Error: --card-holder-name-text: the text has 10000 characters; give at most 40"
        ),
        (["--bank-name", String(repeating: "x", count: 10_000)], "Error: --bank-name: the text has 10000 characters"),
        (
            ["--text-styling", String(repeating: "x", count: 10_000)],
            "Error: --text-styling: the list has 10000 characters; give at most 300."
        ),
        (
            ["--front-dynamic-card-image-background", String(repeating: "x", count: 10_000)],
            "Error: --front-dynamic-card-image-background: the path has 10000 bytes"
        ),
        (
            ["--card-number-text", "a\u{1B}[31mb"],
            "Error: --card-number-text: the text holds a line break or control character"
        ),
    ])
    func aHostileValueIsAShortUsageError(arguments: [String], message: String) async throws {
        let result = try await CLIProcess.run(["card", "image"] + arguments)
        #expect(result.status == 64 && result.stdout.isEmpty, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").first.map { $0.count < 300 } == true, "never echoed in full")
    }
}
