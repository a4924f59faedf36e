import CardKit
import Testing

/// Card numbers inside free text (a cardholder name, a pasted note) are hidden but for their last four digits.
@Suite struct CardMaskingTextTests {
    @Test(arguments: [
        ("Ada Lovelace", "Ada Lovelace"),
        ("4111111111111111", "••••••••••••1111"),
        ("Ada 4111 1111 1111 1111", "Ada •••• •••• •••• 1111"),
        ("６０１１-１１１１-１１１１-１１１７", "••••-••••-••••-１１１７"),
        ("٤١١١١١١١١١١١١١١١ x", "••••••••••••١١١١ x"),
        ("Flat 12, 221B Baker St", "Flat 12, 221B Baker St"),
        ("phone 0123 456 789", "phone 0123 456 789"),
        ("123456789012", "••••••••9012"),
        ("4111111111111111-", "••••••••••••1111-"),
        ("4111  1111 - 1111 1111", "••••  •••• - •••• 1111"),
    ])
    func hidesCardShapedRunsOnly(text: String, expected: String) {
        #expect(CardMasking.hidingCardNumbers(in: text) == expected)
    }
}
