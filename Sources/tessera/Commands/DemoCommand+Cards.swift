import CardKit

extension DemoCommand {
    /// Public test cards shown by the demo, with what they are.
    private static let testCards = [
        ("4242424242424242", "the classic Visa test card"),
        ("378282246310005", "grouped 4-6-5, 4-digit CID"),
        ("4000002500001001", "the payer may choose either scheme"),
        ("6200000000000005", "Luhn is not required"),
        ("4011780000000006", "a longer Elo range beats Visa's 4"),
        ("4242424242424241", "one digit mistyped: could still be a 19-digit Visa"),
    ]

    /// Prints CardKit's view of a few public test cards: brand, co-badges, state and the masked number.
    static func showCards(on console: Console) {
        console.out("")
        console.out("Card inspection (public test cards; numbers masked):")
        let catalog = CardBrandCatalog.standard
        for (number, label) in testCards {
            let validation = CardNumber.validate(number, catalog: catalog)
            let brand = validation.brand?.displayName ?? "unknown"
            let coBadged = catalog.coBadgedBrands(number).map(SchemeName.api)
            let extra = coBadged.isEmpty ? "" : " + " + coBadged.joined(separator: ", ")
            let reason = validation.reason.map { " (\($0.code))" } ?? ""
            let masked = CardMasking.forDisplay(number, catalog: catalog)
            console.out(
                "  \(pad(masked, 21)) \(pad(brand + extra, 26)) \(pad("\(validation.state)\(reason)", 18)) \(label)")
        }
        let expiry = ExpiryDate.validate("10/30", now: YearMonth(year: 2026, month: 11)!)
        console.out("  Expiry '10/30' checked in 2026-11: \(expiry.state) (\(expiry.formatted ?? "?"))")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
