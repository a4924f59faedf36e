import Testing

@testable import CardKit

/// Seeded random edits, hostile inputs among them (digits of other scripts, combining marks, NUL, escape, CR LF,
/// 100,000-character pastes), against what must hold of every result: the same edit in another script's digits
/// gives the same result, the text is laid out as formatting lays out its own digits, and the verdict is the one
/// the validator gives for that text.
@Suite struct EditDifferentialTests {
    /// SplitMix64: a small, seeded generator, so a failure can be replayed from its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Mostly what people type (ASCII digits and separators), with everything a hostile paste may hold.
    static let pieces: [String] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "4", "5", "3", "6", " ", "-", ".", "/", "\\", "a", "Z",
        "\u{0}", "\u{1B}", "\u{1B}[31m", "\t", "\n", "\r", "\r\n", "４", "٤", "۴", "४", "১", "\u{0301}", "4\u{0301}",
        "\u{00A0}", "\u{2013}", "\u{FF0F}", "\u{202E}", "💳", "👍🏽", "①",
    ]

    /// A 100,000-character paste of digits, and one of 100,002 characters mixing digits, NUL, escape and
    /// a full-width digit.
    static let hugeDigits = String(repeating: "4", count: 100_000)
    static let hugeHostile = String(repeating: "42\u{0}\u{1B}", count: 25_000) + "４4"

    static func randomText(_ generator: inout SeededGenerator, asciiDigitsOnly: Bool) -> String {
        let length = Int.random(in: 0...24, using: &generator)
        var text = ""
        for _ in 0..<length {
            text +=
                asciiDigitsOnly
                ? pieces[Int.random(in: 0..<18, using: &generator)] : pieces.randomElement(using: &generator)!
        }
        return text
    }

    static func randomEdit(_ generator: inout SeededGenerator, textLength: Int) -> TextEdit {
        let ascii = Bool.random(using: &generator)
        switch Int.random(in: 0..<24, using: &generator) {
        case 0..<10: return .insert(randomText(&generator, asciiDigitsOnly: ascii).prefix(1).description)
        case 10..<12: return .deleteBackward
        case 12: return .deleteForward
        case 13: return .paste(Bool.random(using: &generator) ? hugeDigits : hugeHostile)
        case 14..<18:
            let lower = Int.random(in: -1...textLength + 1, using: &generator)
            let upper = Int.random(in: lower...textLength + 2, using: &generator)
            return .replace(lower..<upper, with: randomText(&generator, asciiDigitsOnly: ascii))
        default: return .paste(randomText(&generator, asciiDigitsOnly: ascii))
        }
    }

    static func randomSelection(_ generator: inout SeededGenerator, textLength: Int) -> Range<Int> {
        let lower = Int.random(in: -1...textLength + 1, using: &generator)
        let upper = Bool.random(using: &generator) ? lower : Int.random(in: lower...textLength + 2, using: &generator)
        return lower..<upper
    }

    /// The decimal digits of three other scripts, by value: full-width, Arabic-Indic and Devanagari.
    static let scripts: [[Character]] = [
        Array("０１２３４５６７８９"), Array("٠١٢٣٤٥٦٧٨٩"), Array("०१२३४५६७८९"),
    ]

    /// `text` with each ASCII digit written in `script` (a digit with a combining mark keeps its mark).
    static func transliterated(_ text: String, into script: [Character]) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let value = scalar.properties.numericValue {
                output.append(script[Int(value)].unicodeScalars.first!)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    static func transliterated(_ edit: TextEdit, into script: [Character]) -> TextEdit {
        switch edit {
        case .insert(let text): .insert(transliterated(text, into: script))
        case .paste(let text): .paste(transliterated(text, into: script))
        case .replace(let range, let text): .replace(range, with: transliterated(text, into: script))
        case .deleteBackward, .deleteForward: edit
        }
    }

    /// One field over 1,000 seeded random edits: the result's text is laid out as `isLaidOut` expects, its verdict is `validate`'s for that text, its caret lies in it, and the edit written in another
    /// script's digits gives the same text, verdict and caret (but for the caret of an edit that changed nothing,
    /// which stays where it was in a text that, in other digits, was not laid out yet).
    static func check<Validation: Hashable & Sendable>(
        seed: UInt64, format: (String) -> String, isLaidOut: (String) -> Bool, validate: (String) -> Validation,
        apply: (TextEdit, String, Range<Int>) -> EditResult<Validation>
    ) {
        var generator = SeededGenerator(state: seed)
        for round in 0..<1_000 {
            // Half the fields hold what people type, half anything at all; some are formatted as shown.
            var text = randomText(&generator, asciiDigitsOnly: round % 2 == 0)
            if round % 4 == 0 { text = format(text) }
            let selection = randomSelection(&generator, textLength: text.count)
            let edit = randomEdit(&generator, textLength: text.count)
            let result = apply(edit, text, selection)
            let context = "seed \(seed), round \(round): \(edit) on \(text.debugDescription)"
            #expect((0...result.text.count).contains(result.caret), "\(context)")
            #expect(isLaidOut(result.text), "\(context)")
            #expect(result.validation == validate(result.text), "\(context)")
            let script = scripts[round % scripts.count]
            let other = apply(transliterated(edit, into: script), transliterated(text, into: script), selection)
            #expect(other.text == result.text, "\(context)")
            #expect(other.validation == result.validation, "\(context)")
            if result.text != text || !text.contains(where: \.isNumber) {
                #expect(other.caret == result.caret, "\(context)")
            }
        }
    }

    @Test(arguments: [1 as UInt64, 2, 3, 20_261_130])
    func numberFieldEditsHoldInEveryScript(seed: UInt64) {
        let formatter = CardNumberFormatter()
        Self.check(
            seed: seed, format: formatter.format, isLaidOut: { formatter.format($0) == $0 },
            validate: { CardNumber.validate($0) },
            apply: { formatter.apply($0, to: $1, selection: $2) })
    }

    @Test(arguments: [1 as UInt64, 2, 3, 20_261_130])
    func expiryFieldEditsHoldInEveryScript(seed: UInt64) {
        let now = YearMonth(year: 2026, month: 11)!
        let formatter = ExpiryFormatter(clock: .fixed(now))
        Self.check(
            // A deletion never brings the slash back, so formatting may add one at the end.
            seed: seed, format: formatter.format, isLaidOut: { formatter.format($0).hasPrefix($0) },
            validate: { ExpiryDate.validate($0, now: now) },
            apply: { formatter.apply($0, to: $1, selection: $2) })
    }

    /// The layout's walk through UTF-8 against `String`'s own characters: the same digits, and the same count
    /// of digits before each end of the selection, for text that mixes ASCII with combining marks, CR LF, a
    /// prepended Arabic number sign, flags and joined emoji.
    @Test(arguments: [1 as UInt64, 2, 3])
    func theLayoutReadsCharactersAsStringDoes(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let more = ["\u{0600}", "\u{0600}4", "🇩🇪", "4\u{200D}", "\u{200D}4", "👨‍👩‍👧", "\r", "\n4", "4\u{FE0F}"]
        for _ in 0..<5_000 {
            var text = Self.randomText(&generator, asciiDigitsOnly: Bool.random(using: &generator))
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let at = text.unicodeScalars.index(
                    text.unicodeScalars.startIndex,
                    offsetBy: Int.random(in: 0...text.unicodeScalars.count, using: &generator))
                text.unicodeScalars.insert(contentsOf: more.randomElement(using: &generator)!.unicodeScalars, at: at)
            }
            let selection = Self.randomSelection(&generator, textLength: text.count)
            var digits: [UInt8] = []
            var (lower, upper) = (0, 0)
            for (offset, character) in text.enumerated() {
                guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                    scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
                else { continue }
                digits.append(UInt8(48 + Int(value)))
                if offset < selection.lowerBound { lower += 1 }
                if offset < selection.upperBound { upper += 1 }
            }
            let layout = DigitLayout(text: text, selection: selection)
            #expect(layout.digits == digits, "\(text.debugDescription)")
            #expect(layout.lowerDigit == lower && layout.upperDigit == upper, "\(text.debugDescription) \(selection)")
        }
    }

    /// Detection by the prefix index against detection worked out from the ranges, and Luhn against its
    /// definition, over seeded random text.
    @Test(arguments: [1 as UInt64, 2, 3])
    func brandDetectionAndLuhnMatchTheirDefinitions(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let catalog = CardBrandCatalog.standard
        for _ in 0..<5_000 {
            let text = Self.randomText(&generator, asciiDigitsOnly: Bool.random(using: &generator))
            let prefix = DigitScanner.scan(text, limit: BINRange.maximumDigitCount).digits
            let value = prefix.reduce(0) { $0 * 10 + Int($1 - 48) }
            #expect(
                catalog.detect(text) == PrefixIndex.resolve(brands: catalog.brands, value: value, count: prefix.count),
                "\(text.debugDescription)")
            let bytes = Array(text.utf8)
            let reference = !bytes.isEmpty && bytes.allSatisfy { $0 >= 48 && $0 <= 57 } && Self.luhnByDefinition(bytes)
            #expect(Luhn.isValid(text) == reference, "\(text.debugDescription)")
            #expect(Luhn.isValid(text[...]) == reference)
        }
    }

    /// ISO/IEC 7812-1 Annex B as written: from the right, double every second digit, sum the digits of each.
    static func luhnByDefinition(_ digits: [UInt8]) -> Bool {
        var sum = 0
        for (position, byte) in digits.reversed().enumerated() {
            let value = Int(byte - 48) * (position % 2 == 1 ? 2 : 1)
            sum += value / 10 + value % 10
        }
        return sum % 10 == 0
    }
}
