import Foundation

/// The ISO code lists the CLI checks values against before any request.
package enum CodeLists {
    /// ISO 4217 currency codes (Foundation's list).
    package static let currencies: Set<String> = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// ISO 3166-1 alpha-2 country codes (Foundation's list, without the numeric UN M.49 areas).
    package static let countries: Set<String> = Set(
        Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) })

    /// Whether `tag` has the shape of a BCP 47 language tag: a 2–3 letter language, an optional
    /// 4-letter script and an optional 2-letter or 3-digit region, separated by hyphens.
    package static func isLanguageTag(_ tag: String) -> Bool {
        var parts = tag.split(separator: "-", omittingEmptySubsequences: false)[...]
        guard let language = parts.popFirst(), (2...3).contains(language.count), language.allSatisfy(isLetter) else {
            return false
        }
        if let script = parts.first, script.count == 4, script.allSatisfy(isLetter) {
            parts = parts.dropFirst()
        }
        if let region = parts.first,
            (region.count == 2 && region.allSatisfy(isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber))
        {
            parts = parts.dropFirst()
        }
        return parts.isEmpty
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
