/// Reads typed expiry dates: runs of digits split by slashes, hyphens, dots or spaces.
enum ExpiryParser {
    /// The digit runs of a text, held inline (at most three runs are kept), so reading one allocates nothing.
    struct Tokens {
        /// The value of each run's first seven digits, in order; only the first ``runCount`` lanes are used.
        var values = SIMD4<Int>()
        /// How many digits each run has; only the first ``runCount`` lanes are used.
        var counts = SIMD4<Int>()
        /// How many runs were kept (at most three).
        var runCount = 0
        /// Whether the text ends with a separator other than a space, as in `10/`.
        var endsWithSeparator = false
        /// Whether there were more than three runs.
        var tooManyRuns = false
        /// Whether a character was neither a digit nor a separator.
        var hasInvalidCharacter = false

        /// Takes the next scalar of the text; `inRun` says whether the previous one was a digit.
        mutating func read(_ scalar: Unicode.Scalar, inRun: inout Bool) {
            if let digit = DigitScanner.asciiDigit(scalar) {
                if !inRun {
                    inRun = true
                    if runCount == 3 { tooManyRuns = true } else { runCount += 1 }
                }
                endsWithSeparator = false
                guard !tooManyRuns else { return }
                if counts[runCount - 1] < 7 { values[runCount - 1] = values[runCount - 1] * 10 + Int(digit - 48) }
                counts[runCount - 1] += 1
                return
            }
            inRun = false
            if ExpiryParser.isSeparator(scalar) {
                endsWithSeparator = true
            } else if !ExpiryParser.isWhitespace(scalar) {
                hasInvalidCharacter = true
            }
        }
    }

    /// Splits `text` into digit runs in one pass.
    static func tokenize(_ text: String) -> Tokens {
        var tokens = Tokens()
        var inRun = false
        for scalar in text.unicodeScalars { tokens.read(scalar, inRun: &inRun) }
        return tokens
    }

    /// Whether `scalar` is white space (ASCII answered without the Unicode tables: tab, LF, VT, FF, CR, space).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// The verdict on `text` in the month `now`; see ``ExpiryDate/validate(_:now:)``.
    static func parse(_ text: String, now: YearMonth) -> ExpiryValidation {
        parse(tokenize(text), now: { now })
    }

    /// The verdict on the digit runs `tokens` in the month `now` returns, which is only asked for once the date
    /// is complete: a keystroke in a field still being typed never reads the clock.
    static func parse(_ tokens: Tokens, now: () -> YearMonth) -> ExpiryValidation {
        if tokens.hasInvalidCharacter || tokens.tooManyRuns { return .failed(.invalid, .expiryFormat) }
        switch tokens.runCount {
        case 0: return .failed(.incomplete, .expiryEmpty)
        case 1 where tokens.endsWithSeparator && tokens.counts[0] <= 2: return incomplete(month: tokens.values[0])
        case 1 where tokens.endsWithSeparator && tokens.counts[0] == 4:
            return .failed(.incomplete, .expiryIncomplete, year: tokens.values[0])
        case 1: return parseRun(tokens.values[0], count: tokens.counts[0], now: now)
        case 2: return parsePair(tokens, now: now)
        default: return .failed(.invalid, .expiryFormat)
        }
    }

    /// Two runs: `MM/YY`, `MM/YYYY`, `M/YY` or `YYYY-MM`.
    private static func parsePair(_ tokens: Tokens, now: () -> YearMonth) -> ExpiryValidation {
        let (first, second) = (tokens.values[0], tokens.values[1])
        let (firstCount, secondCount) = (tokens.counts[0], tokens.counts[1])
        if firstCount == 4 && secondCount <= 2 { return complete(month: second, year: first, now: now()) }
        guard firstCount <= 2 else { return .failed(.invalid, .expiryFormat) }
        switch secondCount {
        case 2: return complete(month: first, twoDigitYear: second, now: now())
        case 4: return complete(month: first, year: second, now: now())
        case 1, 3: return incomplete(month: first)
        default: return .failed(.invalid, .expiryFormat)
        }
    }

    /// One run of digits, typed without separators (`1030`, `102030`) or still being typed (`1`, `10/`).
    private static func parseRun(_ value: Int, count: Int, now: () -> YearMonth) -> ExpiryValidation {
        switch count {
        case 1: return value <= 1 ? .failed(.incomplete, .expiryIncomplete) : incomplete(month: value)
        case 2:
            // 13–99 is no month, but its first digit is: 13 becomes 1/3x, as 130 reads January 2030.
            if value > 12 { return incomplete(month: value / 10) }
            return incomplete(month: value)
        case 3:
            let (first, second) = (value / 100, value / 10 % 10)
            if first == 0 { return incomplete(month: value / 10) }
            // 10x, 11x and 12x might be October–December or January: wait for the fourth digit.
            if first == 1 && second <= 2 { return .failed(.incomplete, .expiryIncomplete) }
            return complete(month: first, twoDigitYear: value % 100, now: now())
        case 4: return complete(month: value / 100, twoDigitYear: value % 100, now: now())
        case 5: return incomplete(month: value / 1000)
        case 6: return complete(month: value / 10000, year: value % 10000, now: now())
        default: return .failed(.invalid, .expiryFormat)
        }
    }

    private static func incomplete(month: Int) -> ExpiryValidation {
        guard (1...12).contains(month) else { return .failed(.invalid, .expiryMonth, month: month) }
        return .failed(.incomplete, .expiryIncomplete, month: month)
    }

    private static func complete(month: Int, twoDigitYear: Int, now: YearMonth) -> ExpiryValidation {
        complete(month: month, year: expand(twoDigitYear, now: now), now: now)
    }

    private static func complete(month: Int, year: Int, now: YearMonth) -> ExpiryValidation {
        guard (1...12).contains(month) else { return .failed(.invalid, .expiryMonth, month: month, year: year) }
        guard let date = ExpiryDate(month: month, year: year) else {
            return .failed(.invalid, .expiryPast, month: month, year: year)
        }
        return date.validate(now: now)
    }

    /// The four-digit year ending in `twoDigits` nearest to `now`: from 50 years back to 49 ahead.
    static func expand(_ twoDigits: Int, now: YearMonth) -> Int {
        var year = now.year - now.year % 100 + twoDigits
        if year < now.year - 50 { year += 100 }
        if year > now.year + 49 { year -= 100 }
        return year
    }

    /// Whether `scalar` separates month from year: a slash, hyphen, dash or dot of any script.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "/" || scalar == "-" || scalar == "." || scalar == "\\" }
        switch scalar {
        case "/", "-", ".", "\\", "\u{FF0F}", "\u{2044}", "\u{2215}", "\u{FF0E}", "\u{2212}": return true
        default: return scalar.properties.generalCategory == .dashPunctuation
        }
    }
}
