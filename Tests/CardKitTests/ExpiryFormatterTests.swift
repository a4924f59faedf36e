import CardKit
import Testing

@Suite struct ExpiryFormatterTests {
    let formatter = ExpiryFormatter(clock: .fixed(YearMonth(year: 2026, month: 11)!))

    @Test(arguments: [
        ("1", "1"), ("2", "02/"), ("12", "12/"), ("13", "01/3"), ("0", "0"), ("09", "09/"), ("1030", "10/30"),
        ("10/2030", "10/2030"), ("2030-10", "10/2030"), ("1/30", "01/30"), ("10 / 30", "10/30"), ("", ""),
        ("ab", ""), ("12345678", "12/3456"),
    ])
    func formatsWhileTyping(input: String, expected: String) {
        #expect(formatter.format(input) == expected)
    }

    @Test(arguments: [
        ("", 0, TextEdit.insert("1"), "1", 1),
        ("", 0, .insert("2"), "02/", 3),
        ("1", 1, .insert("2"), "12/", 3),
        ("1", 1, .insert("3"), "01/3", 4),
        ("1", 1, .insert("/"), "01/", 3),
        ("12/", 3, .insert("3"), "12/3", 4),
        ("12/3", 4, .insert("0"), "12/30", 5),
        ("12/30", 5, .insert("9"), "12/309", 6),
        ("12/", 3, .deleteBackward, "1", 1),
        ("12/30", 5, .deleteBackward, "12/3", 4),
        ("12/3", 4, .deleteBackward, "12", 2),
        ("02/", 3, .deleteBackward, "0", 1),
        ("12/30", 0, .deleteForward, "02/30", 0),
        ("12/30", 1, .insert("a"), "12/30", 1),
        ("", 0, .paste("10/2030"), "10/2030", 7),
        ("", 0, .paste("2030-10"), "10/2030", 7),
        ("", 0, .paste("1/30"), "01/30", 5),
        ("", 0, .paste("10 / 30"), "10/30", 5),
        ("12/30", 0, .replace(0..<5, with: "1/31"), "01/31", 5),
        ("", 0, .paste("444444"), "04/4444", 7),
        ("04/4444", 7, .insert("4"), "04/4444", 7),
        ("12/3456", 7, .insert("7"), "12/3456", 7),
    ])
    func editsKeepTheCaretInPlace(text: String, caret: Int, edit: TextEdit, expected: String, expectedCaret: Int) {
        let result = formatter.apply(edit, to: text, caret: caret)
        #expect(result.text == expected)
        #expect(result.caret == expectedCaret)
    }

    @Test func typingKeyByKeyEndsValid() {
        var text = ""
        var caret = 0
        var last: EditResult<ExpiryValidation>?
        for key in "1030" {
            let result = formatter.apply(.insert(String(key)), to: text, caret: caret)
            (text, caret, last) = (result.text, result.caret, result)
        }
        #expect(text == "10/30")
        #expect(last?.validation.state == .valid)
        #expect(last?.validation.date == ExpiryDate(month: 10, year: 2030))
    }
}
