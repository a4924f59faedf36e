/// A coding key whose JSON name is its raw value in snake_case, the one naming rule of the API's bodies:
/// `case approvalURL` reads and writes `approval_url`, `case line1` stays `line1`. A key the rule does not give
/// spells its name as the raw value (`case hasCancelled = "user_cancelled"`).
///
/// The models' `CodingKeys` adopt it instead of spelling each key's JSON name: a model's `Codable` is still the
/// one the compiler writes, its members in the same order, and reads and writes the API's names with a plain
/// `JSONEncoder` or `JSONDecoder` (these two members take the place of the ones a `String` enum would get).
protocol Gr4vySnakeCaseKey: CodingKey, RawRepresentable<String>, CaseIterable {}

extension Gr4vySnakeCaseKey {
    /// The raw value in snake_case: each word's capital after the first word lowercased behind an underscore, a run
    /// of capitals (`URL`) being one word.
    var stringValue: String {
        let letters = Array(rawValue)
        var name = ""
        for (index, letter) in letters.enumerated() {
            let startsWord =
                letter.isUppercase && index > 0
                && (!letters[index - 1].isUppercase || letters.dropFirst(index + 1).first?.isLowercase == true)
            name += (startsWord ? "_" : "") + letter.lowercased()
        }
        return name
    }

    /// The key whose snake_case name is `stringValue`.
    init?(stringValue: String) {
        guard let key = Self.allCases.first(where: { $0.stringValue == stringValue }) else { return nil }
        self = key
    }
}
