@testable import Sandbox

/// Brand detection for tests until CardKit's catalogue is wired in.
enum TestLookup {
    static let lookup = CardDetailsLookup { digits in
        let coBadges =
            digits.hasPrefix("40000025") || digits.hasPrefix("55555525")
            ? ["cartes-bancaires"] : digits.hasPrefix("4571") ? ["dankort"] : []
        let table: [(String, String)] = [
            ("34", "american-express"), ("37", "american-express"), ("36", "diners-club"), ("35", "jcb"),
            ("6011", "discover"), ("62", "unionpay"), ("4", "visa"), ("5", "mastercard"),
        ]
        guard let brand = table.first(where: { digits.hasPrefix($0.0) })?.1 else { return nil }
        return (brand, coBadges)
    }
}
