import CardKit
import Testing

@Suite struct CardNumberFormatterTests {
    let formatter = CardNumberFormatter()

    @Test(arguments: [
        ("4242424242424242", "4242 4242 4242 4242"),
        ("4242-4242 4242 4242", "4242 4242 4242 4242"),
        ("378282246310005", "3782 822463 10005"),
        ("36227206271667", "3622 720627 1667"),
        ("4000000000000000006", "4000 0000 0000 0000 006"),
        ("42424", "4242 4"),
        ("4242", "4242"),
        ("", ""),
        ("4242abc4242", "4242 4242"),
        ("３７８２８２２４６３１０００５", "3782 822463 10005"),
        ("3782822463100059999", "3782 822463 10005"),
        ("7777777777777777777777", "7777 7777 7777 7777 777"),
    ])
    func formatsByTheBrandsGaps(input: String, expected: String) {
        #expect(formatter.format(input) == expected)
    }

    struct EditCase: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let selection: Range<Int>
        let edit: TextEdit
        let expected: String
        let caret: Int
        var testDescription: String { name }
    }

    static let edits: [EditCase] = [
        EditCase(name: "first digit", text: "", selection: 0..<0, edit: .insert("4"), expected: "4", caret: 1),
        EditCase(
            name: "fifth digit opens a group", text: "4242", selection: 4..<4, edit: .insert("4"),
            expected: "4242 4", caret: 6),
        EditCase(
            name: "sixteenth digit", text: "4242 4242 4242 424", selection: 18..<18, edit: .insert("2"),
            expected: "4242 4242 4242 4242", caret: 19),
        EditCase(
            name: "Visa goes on to 19 digits", text: "4242 4242 4242 4242", selection: 19..<19, edit: .insert("4"),
            expected: "4242 4242 4242 4242 4", caret: 21),
        EditCase(
            name: "Amex groups 4-6-5", text: "3782 822463 1000", selection: 16..<16, edit: .insert("5"),
            expected: "3782 822463 10005", caret: 17),
        EditCase(
            name: "Amex stops at 15 digits", text: "3782 822463 10005", selection: 17..<17, edit: .insert("9"),
            expected: "3782 822463 10005", caret: 17),
        EditCase(
            name: "insert in the middle", text: "4242 4242", selection: 2..<2, edit: .insert("1"),
            expected: "4214 2424 2", caret: 3),
        EditCase(
            name: "insert before a gap", text: "4242 4242", selection: 4..<4, edit: .insert("1"),
            expected: "4242 1424 2", caret: 6),
        EditCase(
            name: "insert after a gap", text: "4242 4242", selection: 5..<5, edit: .insert("1"),
            expected: "4242 1424 2", caret: 6),
        EditCase(
            name: "letters are dropped", text: "4242", selection: 4..<4, edit: .insert("a"), expected: "4242",
            caret: 4),
        EditCase(
            name: "a refused key keeps the caret after a gap", text: "4242 4", selection: 5..<5, edit: .insert("x"),
            expected: "4242 4", caret: 5),
        EditCase(
            name: "delete backward across a gap", text: "4242 4242", selection: 5..<5, edit: .deleteBackward,
            expected: "4244 242", caret: 3),
        EditCase(
            name: "delete backward after a gap digit", text: "4242 4242", selection: 6..<6, edit: .deleteBackward,
            expected: "4242 242", caret: 4),
        EditCase(
            name: "delete backward at the end", text: "4242 4", selection: 6..<6, edit: .deleteBackward,
            expected: "4242", caret: 4),
        EditCase(
            name: "delete backward at the start", text: "4242", selection: 0..<0, edit: .deleteBackward,
            expected: "4242", caret: 0),
        EditCase(
            name: "delete forward across a gap", text: "4242 4242", selection: 4..<4, edit: .deleteForward,
            expected: "4242 242", caret: 4),
        EditCase(
            name: "delete forward at the end", text: "4242", selection: 4..<4, edit: .deleteForward,
            expected: "4242", caret: 4),
        EditCase(
            name: "Amex delete across its first gap", text: "3782 822463 10005", selection: 5..<5,
            edit: .deleteBackward, expected: "3788 224631 0005", caret: 3),
        EditCase(
            name: "delete a selection", text: "4242 4242 4242 4242", selection: 0..<19, edit: .deleteBackward,
            expected: "", caret: 0),
        EditCase(
            name: "forward-delete a selection across a gap", text: "4242 4242", selection: 3..<6,
            edit: .deleteForward, expected: "4242 42", caret: 3),
        EditCase(
            name: "paste a separated number", text: "", selection: 0..<0, edit: .paste("4242-4242 4242 4242"),
            expected: "4242 4242 4242 4242", caret: 19),
        EditCase(
            name: "paste over a selection", text: "4242 4242 4242 4242", selection: 5..<9, edit: .paste("1111"),
            expected: "4242 1111 4242 4242", caret: 9),
        EditCase(
            name: "paste over everything changes the brand", text: "4242 4242 4242 4242", selection: 0..<19,
            edit: .paste("3782 822463 10005"), expected: "3782 822463 10005", caret: 17),
        EditCase(
            name: "paste longer than the brand allows", text: "", selection: 0..<0,
            edit: .paste("378282246310005999"), expected: "3782 822463 10005", caret: 17),
        EditCase(
            name: "paste into a full number keeps what fits", text: "4242 4242 4242 4242", selection: 4..<4,
            edit: .paste("12345"), expected: "4242 1234 2424 2424 242", caret: 8),
        EditCase(
            name: "paste with letters", text: "", selection: 0..<0, edit: .paste("card: 4242abc4242"),
            expected: "4242 4242", caret: 9),
        EditCase(
            name: "replace a range", text: "4242 4242", selection: 9..<9, edit: .replace(0..<4, with: "3782"),
            expected: "3782 4242", caret: 4),
        EditCase(
            name: "typing over a selection", text: "4242 4242", selection: 0..<9, edit: .insert("5"),
            expected: "5", caret: 1),
        EditCase(
            name: "caret beyond the text is clamped", text: "4242", selection: 99..<99, edit: .insert("4"),
            expected: "4242 4", caret: 6),
        EditCase(
            name: "negative caret is clamped", text: "4242", selection: -5..<(-5), edit: .insert("3"),
            expected: "3424 2", caret: 1),
    ]

    @Test(arguments: edits)
    func editsKeepTheCaretInPlace(_ example: EditCase) {
        let result = formatter.apply(example.edit, to: example.text, selection: example.selection)
        #expect(result.text == example.expected)
        #expect(result.caret == example.caret)
    }

    @Test func typingANumberKeyByKeyValidatesAtTheEnd() {
        var text = ""
        var caret = 0
        for key in "378282246310005" {
            let result = formatter.apply(.insert(String(key)), to: text, caret: caret)
            text = result.text
            caret = result.caret
        }
        let last = formatter.apply(.insert(""), to: text, caret: caret)
        #expect(text == "3782 822463 10005")
        #expect(caret == text.count)
        #expect(last.validation.state == .valid)
        #expect(last.validation.brand == .americanExpress)
    }

    @Test(arguments: [
        "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "378282246310005",
        "6011111111111117", "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005",
        "4000002500001001", "5555552500001001",
    ])
    func typingKeyByKeyMatchesFormattingAndBackspaceEmptiesTheField(number: String) {
        var text = ""
        var caret = 0
        var validation: CardNumberValidation?
        for key in number {
            let result = formatter.apply(.insert(String(key)), to: text, caret: caret)
            (text, caret, validation) = (result.text, result.caret, result.validation)
        }
        #expect(text == formatter.format(number))
        #expect(caret == text.count)
        #expect(validation == CardNumber.validate(number))
        for _ in number {
            let result = formatter.apply(.deleteBackward, to: text, caret: caret)
            (text, caret) = (result.text, result.caret)
        }
        #expect(text.isEmpty)
        #expect(caret == 0)
    }

    @Test func caretOverloadMatchesAnEmptySelection() {
        let byCaret = formatter.apply(.insert("9"), to: "4242 4242", caret: 7)
        let bySelection = formatter.apply(.insert("9"), to: "4242 4242", selection: 7..<7)
        #expect(byCaret == bySelection)
        #expect(byCaret.text == "4242 4294 2")
        #expect(byCaret.caret == 8)
    }
}
