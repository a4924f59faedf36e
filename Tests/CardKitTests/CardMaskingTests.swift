import CardKit
import Testing

@Suite struct CardMaskingTests {
    @Test(arguments: [
        ("4242424242424242", "•••• •••• •••• 4242"),
        ("4242 4242 4242 4242", "•••• •••• •••• 4242"),
        ("378282246310005", "•••• •••••• •0005"),
        ("36227206271667", "•••• •••••• 1667"),
        ("4000000000000000006", "•••• •••• •••• •••0 006"),
        ("42424", "•242 4"),
        ("4242", "••••"),
        ("", ""),
    ])
    func masksForDisplay(number: String, expected: String) {
        #expect(CardMasking.forDisplay(number) == expected)
    }

    @Test(arguments: [
        ("4242424242424242", "424242******4242"),
        ("378282246310005", "378282*****0005"),
        ("4000000000000000006", "400000*********0006"),
        ("6759649826438", "675964***6438"),
        ("675964982643", "********2643"),
        ("42424", "*2424"),
        ("4242", "****"),
        ("", ""),
        ("4242-4242-4242-4242", "424242******4242"),
    ])
    func masksForLogs(number: String, expected: String) {
        #expect(CardMasking.forLogs(number) == expected)
    }
}
