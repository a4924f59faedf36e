/// The Luhn (mod 10) check digit algorithm of ISO/IEC 7812-1, Annex B.
public enum Luhn {
    /// Whether the ASCII digits in `digits` pass the Luhn check.
    ///
    /// Returns false for an empty string or for any character that is not an ASCII digit.
    public static func isValid(_ digits: String) -> Bool {
        isValid(digits: digits.utf8)
    }

    /// Whether the ASCII digits in `digits` pass the Luhn check.
    ///
    /// Returns false for an empty string or for any character that is not an ASCII digit.
    public static func isValid<S: StringProtocol>(_ digits: S) -> Bool {
        isValid(digits: digits.utf8)
    }

    /// Whether the ASCII digit bytes `digits` pass the Luhn check; false when empty or holding a non-digit.
    ///
    /// The rightmost digit is never doubled, so a digit is doubled when an odd number of digits follow it:
    /// the pass runs forwards, starting on the parity the count gives.
    static func isValid<Digits: Collection<UInt8>>(digits: Digits) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        var double = digits.count % 2 == 0
        for byte in digits {
            let value = Int(byte &- UInt8(ascii: "0"))
            guard value <= 9 else { return false }
            // 2v for 0…4 and 2v − 9 for 5…9, without a branch.
            sum += double ? value &* 2 &- (value >= 5 ? 9 : 0) : value
            double.toggle()
        }
        return sum % 10 == 0
    }
}
