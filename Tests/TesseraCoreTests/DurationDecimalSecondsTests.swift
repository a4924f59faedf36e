import TesseraCore
import Testing

/// Decimal seconds as options and settings read and print them.
@Suite struct DurationDecimalSecondsTests {
    static let spellings: [(String, Duration?)] = [
        ("5", .seconds(5)), ("0.5", .milliseconds(500)), ("0.125", .milliseconds(125)), ("0.0004", .zero),
        ("0.0006", .milliseconds(1)), ("60", .seconds(60)), ("60.001", nil), ("", nil), ("-0", nil), ("+1", nil),
        ("1e1", nil), ("1_0", nil), ("1,5", nil), ("..", nil), ("५", nil),
    ]

    @Test(arguments: spellings)
    func readsDigitsAndOnePointWithinTheRange(text: String, expected: Duration?) {
        #expect(Duration(decimalSeconds: text, in: 0...60) == expected)
    }

    @Test(arguments: [
        (Duration.seconds(5), "5"), (.milliseconds(500), "0.5"), (.milliseconds(125), "0.125"),
        (.milliseconds(60_010), "60.01"), (.zero, "0"),
    ])
    func printsAsItReads(duration: Duration, text: String) {
        #expect(duration.decimalSeconds == text)
        #expect(Duration(decimalSeconds: text, in: 0...100) == duration)
    }
}
