import CardKit
import FuzzSupport

// The card number field's edit pipeline: any edit, at any caret or selection, on any text.
// Invariants: the result is the formatted form of its own digits, holds at most the brand's longest number, keeps the
// caret in bounds; typing into an empty field keeps a prefix of the typed digits; deleting only removes digits.

let formatter = CardNumberFormatter()

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(Fuzzer.bytes(start, count))
    let formatField = input.choice(2) == 0
    let edit = TextEditInput(&input) { formatField ? formatter.format($0) : $0 }
    let result = formatter.apply(edit.edit, to: edit.text, selection: edit.selection)
    let digits = ReferenceDigits.of(result.text)
    Fuzzer.require((0...result.text.count).contains(result.caret), "caret \(result.caret) outside the text")
    Fuzzer.require(
        result.text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) },
        "the result holds something other than ASCII digits and spaces")
    Fuzzer.require(formatter.format(result.text) == result.text, "the result is not the formatted form of its digits")
    let detection = CardBrandCatalog.standard.detect(digits: digits)
    Fuzzer.require(digits.count <= detection.maximumLength, "\(digits.count) digits exceed the brand's longest number")
    let before = ReferenceDigits.of(edit.text)
    if edit.types && before.isEmpty {
        Fuzzer.require(
            ReferenceDigits.of(edit.typed).starts(with: digits), "typing into an empty field kept other digits")
    }
    if !edit.types {
        Fuzzer.require(ReferenceDigits.isSubsequence(digits, of: before), "deleting added or reordered digits")
    }
    return 0
}

Fuzzer.run(testOneInput)
