import CardKit
import FuzzSupport

// Brand detection through the prefix index, against a direct scan of every brand's BIN ranges (differential).
// The reference compares the typed digits with each range's bounds as text, the way a person reads a BIN table.

let catalog = CardBrandCatalog.standard

/// Every brand's ranges with their bounds as ASCII digits, read once.
let table: [(id: String, ranges: [(lower: [UInt8], upper: [UInt8])])] = catalog.brands.map { brand in
    (brand.id, brand.ranges.map { (Array(String($0.lower).utf8), Array(String($0.upper).utf8)) })
}

/// How `digits` relate to `range`: nil when they cannot start a number in it, else whether every number they can
/// start is in it, and the number of digits of the range.
func reference(_ digits: [UInt8], lower: [UInt8], upper: [UInt8]) -> (certain: Bool, digits: Int)? {
    let width = lower.count
    if digits.count >= width {
        let head = Array(digits.prefix(width))
        return head.lexicographicallyPrecedes(lower) || upper.lexicographicallyPrecedes(head) ? nil : (true, width)
    }
    let first = digits + Array(repeating: UInt8(ascii: "0"), count: width - digits.count)
    let last = digits + Array(repeating: UInt8(ascii: "9"), count: width - digits.count)
    if last.lexicographicallyPrecedes(lower) || upper.lexicographicallyPrecedes(first) { return nil }
    return (!first.lexicographicallyPrecedes(lower) && !upper.lexicographicallyPrecedes(last), width)
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Fuzzer.bytes(start, count)
    let digits = Array(
        bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.prefix(BINRange.maximumDigitCount))
    let detection = catalog.detect(digits: bytes)
    var best = 0
    var certain: [String: Int] = [:]
    var possible: Set<String> = []
    for brand in table {
        for range in brand.ranges {
            guard let match = reference(digits, lower: range.lower, upper: range.upper) else { continue }
            if match.certain {
                certain[brand.id] = max(certain[brand.id] ?? 0, match.digits)
                best = max(best, match.digits)
            } else {
                possible.insert(brand.id)
            }
        }
    }
    let leaders = Set(certain.filter { $0.value == best }.keys)
    let expected = leaders.union(possible)
    Fuzzer.require(
        Set(detection.candidateIDs) == expected,
        "\(digits.count) digits: index says \(detection.candidateIDs.sorted()), ranges say \(expected.sorted())")
    Fuzzer.require(
        detection.likelyBrand?.id == (leaders.count == 1 ? leaders.first : detection.brand?.id),
        "likely brand \(String(describing: detection.likelyBrand?.id)), leaders \(leaders.sorted())")
    Fuzzer.require(
        detection.candidateIDs == catalog.brands.map(\.id).filter(expected.contains), "candidates out of catalog order")
    return 0
}

Fuzzer.run(testOneInput)
