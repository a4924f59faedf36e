import Testing

@testable import CardKit

/// The ASCII fast paths against the general paths they stand in for, over seeded random edits: every result
/// (text, caret, verdict) must be the same, and the hostile inputs (digits of other scripts, combining marks,
/// NUL, escape, CR LF, 100,000-character pastes) must be handled exactly as the general path handles them.
@Suite struct FastPathDifferentialTests {
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

    /// One field's paths over 1,000 seeded random edits: the fast path, where it applies, and the public entry
    /// point always give what the general path gives; the fast path must take the common case.
    static func compare<Validation: Hashable & Sendable>(
        seed: UInt64, format: (String) -> String,
        general: (TextEdit, String, Range<Int>) -> EditResult<Validation>,
        fast: (TextEdit, String, Range<Int>) -> EditResult<Validation>?,
        apply: (TextEdit, String, Range<Int>) -> EditResult<Validation>
    ) {
        var generator = SeededGenerator(state: seed)
        var fastHits = 0
        for round in 0..<1_000 {
            // Half the fields hold what people type, half anything at all; some are formatted as shown.
            var text = randomText(&generator, asciiDigitsOnly: round % 2 == 0)
            if round % 4 == 0 { text = format(text) }
            let selection = randomSelection(&generator, textLength: text.count)
            let edit = randomEdit(&generator, textLength: text.count)
            let expected = general(edit, text, selection)
            if let result = fast(edit, text, selection) {
                fastHits += 1
                #expect(result == expected, "seed \(seed), round \(round): \(edit) on \(text.debugDescription)")
            }
            #expect(apply(edit, text, selection) == expected)
        }
        #expect(fastHits > 250, "the fast path should take the common case")
    }

    @Test(arguments: [1 as UInt64, 2, 3, 20_261_130])
    func numberFieldFastPathMatchesTheGeneralPath(seed: UInt64) {
        let formatter = CardNumberFormatter()
        Self.compare(
            seed: seed, format: formatter.format, general: { formatter.applyGeneral($0, to: $1, selection: $2) },
            fast: { formatter.applyASCII($0, to: $1, selection: $2) },
            apply: { formatter.apply($0, to: $1, selection: $2) })
    }

    @Test(arguments: [1 as UInt64, 2, 3, 20_261_130])
    func expiryFieldFastPathMatchesTheGeneralPath(seed: UInt64) {
        let formatter = ExpiryFormatter(clock: .fixed(YearMonth(year: 2026, month: 11)!))
        Self.compare(
            seed: seed, format: formatter.format, general: { formatter.applyGeneral($0, to: $1, selection: $2) },
            fast: { formatter.applyASCII($0, to: $1, selection: $2) },
            apply: { formatter.apply($0, to: $1, selection: $2) })
    }

    @Test(arguments: [1 as UInt64, 2, 3])
    func brandDetectionAndLuhnFastPathsMatchTheGeneralPaths(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let catalog = CardBrandCatalog.standard
        for _ in 0..<5_000 {
            let text = Self.randomText(&generator, asciiDigitsOnly: Bool.random(using: &generator))
            let scanned = DigitScanner.scan(text).digits
            #expect(catalog.detect(text) == catalog.detect(digits: scanned), "\(text.debugDescription)")
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
