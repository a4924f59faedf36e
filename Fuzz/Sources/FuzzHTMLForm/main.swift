import FuzzSupport
import ThreeDS

// The HTML challenge's form extraction (HTMLForm.extract) and the body the SDK posts back (encoded(values:)).
// Invariants: any text either has no form or gives one whose encoded body is application/x-www-form-urlencoded
// (ASCII letters and digits, `-._*`, percent escapes, '+', '=' and '&') and decodes back to every field's name and value.

/// Decodes one form-urlencoded component; nil when an escape is broken.
func decode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var rest = Array(text.utf8)[...]
    while let byte = rest.popFirst() {
        switch byte {
        case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
        case UInt8(ascii: "%"):
            guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        default: bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._*%+=&".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let html = String(decoding: Fuzzer.bytes(start, count), as: UTF8.self)
    guard let form = HTMLForm.extract(from: html) else { return 0 }
    let values = Dictionary(
        form.fields.map { ($0.name, $0.value + "é٣✓ &=%") }, uniquingKeysWith: { first, _ in first })
    let body = form.encoded(values: values)
    Fuzzer.require(
        body.utf8.allSatisfy(allowed.contains),
        "the posted body is not form-urlencoded: \(body.unicodeScalars.filter { !$0.isASCII || !allowed.contains(UInt8($0.value)) })"
    )
    var decoded: [String: String] = [:]
    for pair in body.split(separator: "&") where !pair.isEmpty {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else {
            Fuzzer.require(false, "the posted body has a broken escape")
            return 0
        }
        if decoded[name] == nil { decoded[name] = value }
    }
    for (name, value) in values where !name.isEmpty {
        Fuzzer.require(decoded[name] == value, "the field '\(name)' does not decode back to its value")
    }
    return 0
}

Fuzzer.run(testOneInput)
