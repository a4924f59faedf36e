/// A digit trie over a catalogue's BIN ranges that answers brand detection in at most eight steps.
///
/// Each node stands for a typed prefix and holds the detection for exactly that prefix. A node has children only
/// while some range is still undecided for it (some completions fall inside, some outside); below that, every
/// longer input has the same answer, so a lookup stops at the first childless node.
struct PrefixIndex: Sendable {
    /// For each node, the index of its first of ten children, or -1 when it has none.
    private let firstChild: [Int32]
    /// For each node, the index of its answer in `answers`.
    private let answerOf: [Int32]
    /// The distinct answers.
    private let answers: [BrandDetection]

    /// Builds the trie for `brands` by resolving every prefix where some range is undecided.
    init(brands: [CardBrand]) {
        var firstChild: [Int32] = [-1]
        var answerOf: [Int32] = [0]
        var answers: [BrandDetection] = []
        var answerIndex: [BrandDetection: Int32] = [:]
        var queue: [(node: Int, value: Int, depth: Int)] = [(0, 0, 0)]
        var next = 0
        while next < queue.count {
            let (node, value, depth) = queue[next]
            next += 1
            let answer = Self.resolve(brands: brands, value: value, count: depth)
            if let known = answerIndex[answer] {
                answerOf[node] = known
            } else {
                answerIndex[answer] = Int32(answers.count)
                answerOf[node] = Int32(answers.count)
                answers.append(answer)
            }
            guard depth < BINRange.maximumDigitCount, Self.isUndecided(brands: brands, value: value, count: depth)
            else { continue }
            firstChild[node] = Int32(firstChild.count)
            for digit in 0..<10 {
                queue.append((firstChild.count, value * 10 + digit, depth + 1))
                firstChild.append(-1)
                answerOf.append(0)
            }
        }
        self.firstChild = firstChild
        self.answerOf = answerOf
        self.answers = answers
    }

    /// The detection for a number starting with the ASCII digits `digits`; a byte that is not a digit ends them.
    func lookup<Digits: Collection<UInt8>>(_ digits: Digits) -> BrandDetection {
        var node = 0
        for byte in digits {
            let child = firstChild[node]
            let digit = byte &- UInt8(ascii: "0")
            guard child >= 0, digit <= 9 else { break }
            node = Int(child) + Int(digit)
        }
        return answers[Int(answerOf[node])]
    }

    /// The number of nodes, for tests of the index's size.
    var nodeCount: Int { firstChild.count }

    /// The leading ASCII digits of `digits` (at most eight) as a number and their count, or nil when there are none.
    static func prefixValue<Digits: Collection<UInt8>>(_ digits: Digits) -> (value: Int, count: Int)? {
        var value = 0
        var count = 0
        for byte in digits.prefix(BINRange.maximumDigitCount) {
            let digit = byte &- UInt8(ascii: "0")
            guard digit <= 9 else { break }
            value = value * 10 + Int(digit)
            count += 1
        }
        return count == 0 ? nil : (value, count)
    }

    /// The detection for the `count`-digit prefix `value`, computed directly from the ranges.
    static func resolve(brands: [CardBrand], value: Int, count: Int) -> BrandDetection {
        var specificity = [Int](repeating: 0, count: brands.count)
        var possible = [Bool](repeating: false, count: brands.count)
        for (position, brand) in brands.enumerated() {
            for range in brand.ranges {
                switch range.match(prefix: value, count: count) {
                case .certain: specificity[position] = max(specificity[position], range.digitCount)
                case .possible: possible[position] = true
                case .none: break
                }
            }
        }
        let best = specificity.max() ?? 0
        var candidates: [CardBrand] = []
        var leaders: [CardBrand] = []
        for (position, brand) in brands.enumerated() {
            let leads = best > 0 && specificity[position] == best
            if leads { leaders.append(brand) }
            if leads || possible[position] { candidates.append(brand) }
        }
        return BrandDetection(candidates: candidates, likelyBrand: leaders.count == 1 ? leaders[0] : nil)
    }

    private static func isUndecided(brands: [CardBrand], value: Int, count: Int) -> Bool {
        brands.contains { brand in
            brand.ranges.contains { $0.match(prefix: value, count: count) == .possible }
        }
    }
}
