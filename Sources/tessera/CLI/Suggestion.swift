/// The declared name closest to a mistyped one, for "did you mean": `tokenise` → `tokenize`.
enum Suggestion {
    /// The candidate nearest to `word` by edit distance (a swap of two neighbours counts as one edit), if it
    /// is near enough to be a typo: at most one edit in a short word, two in one of eight letters or more.
    ///
    /// The answer is always one of `candidates`, so a suggestion never repeats what was typed: a card number
    /// or a code typed in the wrong place is never echoed through it.
    ///
    /// Failing that, an option named as another command names the same thing is matched by its words: one name's
    /// last words are the other's, once a closing `id` is set aside on either side (`--checkout-session-id` →
    /// `--session` and back, `--payment-method` → `--payment-method-id`), when only one option matches so.
    static func closest(to word: String, among candidates: [String]) -> String? {
        typo(of: word, among: candidates) ?? sameThing(as: word, among: candidates)
    }

    /// The candidate within the typo limit of `word`, nearest first.
    private static func typo(of word: String, among candidates: [String]) -> String? {
        let typed = Array(word.trimmingLeadingDashes.lowercased())
        let limit = typed.count >= 8 ? 2 : 1
        guard typed.count > limit else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(typed, Array(candidate.trimmingLeadingDashes.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The one option among `candidates` whose words (without a closing `id`) end the typed option's words, or
    /// are ended by them (without one either); nil when none or several are, and never for a bare `id`.
    private static func sameThing(as word: String, among candidates: [String]) -> String? {
        guard word.hasPrefix("--") else { return nil }
        let typed = words(of: word)
        guard !typed.isEmpty else { return nil }
        let matches = candidates.filter { candidate in
            let named = words(of: candidate)
            return candidate.hasPrefix("--") && candidate != word && !named.isEmpty
                && (typed.reversed().starts(with: named.reversed()) || named.reversed().starts(with: typed.reversed()))
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The lowercase words of an option's name, a closing `id` set aside: `--Checkout-Session-ID` → checkout, session.
    private static func words(of option: String) -> [Substring] {
        let words = option.lowercased().trimmingLeadingDashes.split(separator: "-")
        return words.last == "id" ? Array(words.dropLast()) : words.map { $0 }
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = Array(0...b.count)
        for i in 1...a.count {
            let beforePrevious = previous
            previous = current
            current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
        }
        return current[b.count]
    }
}

extension String {
    /// The word without the dashes an option starts with.
    fileprivate var trimmingLeadingDashes: Substring { drop { $0 == "-" } }
}
