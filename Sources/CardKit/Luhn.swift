/// The Luhn (mod 10) check digit algorithm of ISO/IEC 7812-1, Annex B.
public enum Luhn {
    /// Whether the ASCII digits in `digits` pass the Luhn check.
    ///
    /// Returns false for an empty string or for any character that is not an ASCII digit.
    public static func isValid<S: StringProtocol>(_ digits: S) -> Bool {
        var sum = 0
        var double = false
        var count = 0
        for byte in digits.utf8.reversed() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            var value = Int(byte - UInt8(ascii: "0"))
            if double {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
            double.toggle()
            count += 1
        }
        return count > 0 && sum % 10 == 0
    }

    /// Whether the ASCII digits `digits` pass the Luhn check; false when empty or holding a non-digit.
    static func isValid(digits: [UInt8]) -> Bool {
        var sum = 0
        var double = false
        for byte in digits.reversed() {
            var value = Int(byte &- UInt8(ascii: "0"))
            guard value <= 9 else { return false }
            if double {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
            double.toggle()
        }
        return !digits.isEmpty && sum % 10 == 0
    }
}
