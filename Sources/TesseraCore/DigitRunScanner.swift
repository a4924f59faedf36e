/// Finds runs of digits in text, allowing single spaces or dashes between digits, as card numbers
/// are often written (`4111 1111 1111 1111`, `4111-1111-1111-1111`).
///
/// A digit is any Unicode decimal digit, so a number typed in full-width (`４１１１…`) or Arabic-Indic
/// (`٤١١١…`) digits is a run like its ASCII spelling. A UUID (`8-4-4-4-12` hexadecimal groups) is an
/// identifier, not a card number, and is kept as written even when all its characters are digits.
///
/// Shared with the HTTP server's access log, which masks the runs instead of replacing them.
package enum DigitRunScanner {
    /// `text` with every run of at least `minimumDigits` digits replaced by `replacement`.
    package static func replacingRuns(in text: String, minimumDigits: Int, with replacement: String) -> String {
        replacingRuns(in: text, minimumDigits: minimumDigits) { _ in replacement }
    }

    /// `text` with every run of at least `minimumDigits` digits replaced by what `replacement` returns
    /// for the run's digits (its separators left out); shorter runs stay as written.
    package static func replacingRuns(
        in text: String,
        minimumDigits: Int,
        replacement: (String) -> String
    ) -> String {
        // Most text has no run at all: ASCII text without one is returned as it is, without splitting it into
        // characters (the costly part). A run found here may still be a UUID; the full scan below decides.
        if !mayHoldRun(text.utf8, minimumDigits: minimumDigits) { return text }
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
            if let end = uuidEnd(in: characters, from: index) {
                output += String(characters[index..<end])
                index = end
                continue
            }
            guard isDigit(characters[index]) else {
                output.append(characters[index])
                index += 1
                continue
            }
            let (end, digits) = runEnd(in: characters, from: index)
            if digits >= minimumDigits {
                output += replacement(String(characters[index..<end].filter(isDigit)))
            } else {
                output += String(characters[index..<end])
            }
            index = end
        }
        return output
    }

    /// False only when `utf8` is ASCII and has no run of `minimumDigits` ASCII digits (single spaces or dashes
    /// between them), so that ``replacingRuns(in:minimumDigits:replacement:)`` would change nothing.
    private static func mayHoldRun(_ utf8: String.UTF8View, minimumDigits: Int) -> Bool {
        var digits = 0
        var separated = false
        for byte in utf8 {
            if byte >= 0x80 { return true }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                if digits >= minimumDigits { return true }
                separated = false
            } else if (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")) && digits > 0 && !separated {
                separated = true
            } else {
                digits = 0
                separated = false
            }
        }
        return false
    }

    /// The index just after the run starting at `start`, and how many digits it holds.
    private static func runEnd(in characters: [Character], from start: Int) -> (Int, Int) {
        var end = start
        var digits = 0
        var index = start
        while index < characters.count {
            if isDigit(characters[index]) {
                digits += 1
                index += 1
                end = index
            } else if characters[index] == " " || characters[index] == "-",
                index + 1 < characters.count, isDigit(characters[index + 1])
            {
                index += 1
            } else {
                break
            }
        }
        return (end, digits)
    }

    /// The index just after a UUID starting at `start` (not inside a longer run of letters and digits), or nil.
    private static func uuidEnd(in characters: [Character], from start: Int) -> Int? {
        let groups = [8, 4, 4, 4, 12]
        let length = 36
        guard start + length <= characters.count, characters[start].isHexDigit,
            start == 0 || !isWordCharacter(characters[start - 1])
        else { return nil }
        var index = start
        for (number, size) in groups.enumerated() {
            if number > 0 {
                guard characters[index] == "-" else { return nil }
                index += 1
            }
            for _ in 0..<size {
                guard characters[index].isASCII, characters[index].isHexDigit else { return nil }
                index += 1
            }
        }
        guard index == characters.count || !isWordCharacter(characters[index]) else { return nil }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || isDigit(character)
    }

    /// Whether `character` is a decimal digit of any script (ASCII, full-width, Arabic-Indic, Devanagari…).
    static func isDigit(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return scalar.properties.numericType == .decimal
    }
}
