extension CardMasking {
    /// The fewest digits a run must have to be taken for a card number inside free text.
    public static let shortestCardShapedRun = 12

    /// `text` with every card-shaped digit run hidden but for its last four digits, for free text that
    /// should hold no card number, such as a cardholder name.
    ///
    /// A run is 12 or more decimal digits of any script (full-width `４`, Arabic-Indic `٤`…) with only spaces,
    /// hyphens or dots between them. Other text, and shorter runs, are kept as they are.
    public static func hidingCardNumbers(in text: String) -> String {
        var output = String.UnicodeScalarView()
        var run: [(scalar: Unicode.Scalar, isDigit: Bool)] = []
        var digitsInRun = 0

        func flush() {
            // A trailing separator is not part of the run.
            var trailing: [Unicode.Scalar] = []
            while let last = run.last, !last.isDigit {
                trailing.insert(last.scalar, at: 0)
                run.removeLast()
            }
            var digitsLeft = digitsInRun
            for (scalar, isDigit) in run {
                if isDigit && digitsInRun >= shortestCardShapedRun && digitsLeft > 4 {
                    output.append(contentsOf: String(displayMask).unicodeScalars)
                } else {
                    output.append(scalar)
                }
                if isDigit { digitsLeft -= 1 }
            }
            output.append(contentsOf: trailing)
            run.removeAll(keepingCapacity: true)
            digitsInRun = 0
        }

        for scalar in text.unicodeScalars {
            if DigitScanner.asciiDigit(scalar) != nil {
                run.append((scalar, true))
                digitsInRun += 1
            } else if DigitScanner.isSeparator(scalar), !run.isEmpty {
                run.append((scalar, false))
            } else {
                flush()
                output.append(scalar)
            }
        }
        flush()
        return String(output)
    }
}
