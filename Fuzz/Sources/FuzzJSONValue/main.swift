import Foundation
import FuzzSupport
import TesseraCore

// JSONValue parsing with the nesting guard the emulator uses (32 levels).
// Invariants: input nested deeper than the limit is refused before decoding; within it the guarded parse agrees
// with the plain one; a parsed value's compact form parses back to the same value, byte-stable, at the same depth.

let maxDepth = 32

/// Whether two values are the same JSON (an integral number may come back as an integer).
func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.integer(let x), .number(let y)), (.number(let y), .integer(let x)): Double(x) == y
    case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy(same)
    case (.object(let x), .object(let y)):
        x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    default: a == b
    }
}

/// How deeply `value` nests arrays and objects.
func depth(_ value: JSONValue) -> Int {
    switch value {
    case .array(let items): 1 + (items.map(depth).max() ?? 0)
    case .object(let members): 1 + (members.values.map(depth).max() ?? 0)
    default: 0
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(Fuzzer.bytes(start, count))
    let scanned = JSONValue.nestingDepth(of: data)
    let guarded = JSONValue(parsing: data, maxDepth: maxDepth)
    if scanned > maxDepth {
        Fuzzer.require(guarded == nil, "a body nested \(scanned) deep passed the guard")
        return 0
    }
    Fuzzer.require(guarded == JSONValue(parsing: data), "the guarded and plain parses disagree")
    guard let value = guarded else { return 0 }
    Fuzzer.require(depth(value) <= scanned, "the value nests \(depth(value)) deep, the scan said \(scanned)")
    let compact = value.compactData
    guard let again = JSONValue(parsing: compact, maxDepth: maxDepth) else {
        Fuzzer.require(
            false, "the compact form does not parse: \(String(decoding: compact.prefix(200), as: UTF8.self))")
        return 0
    }
    Fuzzer.require(same(again, value), "the value changed through its compact form")
    Fuzzer.require(again.compactData == compact, "the compact form is not stable")
    Fuzzer.require(JSONValue.nestingDepth(of: compact) == depth(value), "the compact form scans at another depth")
    return 0
}

Fuzzer.run(testOneInput)
