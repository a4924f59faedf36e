import CardKit
import Testing

@Suite struct LuhnTests {
    @Test(arguments: [
        "4242424242424242", "5555555555554444", "378282246310005", "6011111111111117", "79927398713", "0",
    ])
    func validNumbersPass(number: String) {
        #expect(Luhn.isValid(number))
    }

    @Test(arguments: ["4242424242424241", "79927398710", "", "4242 4242 4242 4242", "42a2", "١٢٣"])
    func invalidOrNonDigitInputFails(number: String) {
        #expect(!Luhn.isValid(number))
    }
}
