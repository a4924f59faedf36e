import CardKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let result = CardNumberFormatter().apply(.paste(text), to: "", caret: 0)
    precondition(result.caret <= result.text.count)
    return 0
}

Fuzzer.run(testOneInput)
