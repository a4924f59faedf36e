import CardKit
import FuzzSupport

// The expiry field: the edit pipeline and the parser behind ExpiryDate.validate.
// Invariants: the field shows at most MM/YYYY in digits and one slash with the caret in bounds; a date the parser
// reads has a real month, and a valid date's MM/YY form reads back as the same date.

let now = YearMonth(year: 2026, month: 11)!
let formatter = ExpiryFormatter(clock: .fixed(now))

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Fuzzer.bytes(start, count)
    let validation = ExpiryDate.validate(String(decoding: bytes, as: UTF8.self), now: now)
    if let date = validation.date {
        Fuzzer.require((1...12).contains(date.month), "month \(date.month) accepted")
    }
    if validation.isValid, let date = validation.date {
        let again = ExpiryDate.validate(date.formatted, now: now)
        Fuzzer.require(again.date == date, "\(date.formatted) reads back as \(String(describing: again.date))")
    }
    if validation.isValid { Fuzzer.require(validation.date != nil, "a valid expiry without a date") }

    var input = FuzzInput(bytes)
    let edit = TextEditInput(&input) { formatter.format($0) }
    let result = formatter.apply(edit.edit, to: edit.text, selection: edit.selection)
    Fuzzer.require((0...result.text.count).contains(result.caret), "caret \(result.caret) outside the text")
    let slashes = result.text.utf8.filter { $0 == UInt8(ascii: "/") }.count
    let digits = result.text.utf8.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
    Fuzzer.require(slashes <= 1 && digits + slashes == result.text.utf8.count, "the field shows other characters")
    Fuzzer.require(digits <= 6, "the field holds \(digits) digits")
    if edit.types, !ReferenceDigits.of(edit.typed).isEmpty {
        // Typing digits lays the field out; removing text (even by pasting nothing) never brings a slash back.
        Fuzzer.require(formatter.format(result.text) == result.text, "a typed result is not laid out")
    }
    return 0
}

Fuzzer.run(testOneInput)
