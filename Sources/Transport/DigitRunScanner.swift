/// Finds runs of digits in text, allowing single spaces or dashes between digits, as card numbers
/// are often written (`4111 1111 1111 1111`, `4111-1111-1111-1111`).
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
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
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

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
