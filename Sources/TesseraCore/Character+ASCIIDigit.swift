extension Character {
    /// Whether this is one of the ASCII digits 0–9 (not a digit of another script, as `isNumber` also allows).
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
