import CardKit
import Testing

/// The strict `MM/YY` form payment APIs exchange, read by the same parser as typed input.
@Suite struct ExpiryMMYYTests {
    static let now = YearMonth(year: 2026, month: 11)!

    @Test(
        arguments: [
            ("11/26", ValidationState.valid, nil, "11/26"),
            ("01/30", .valid, nil, "01/30"),
            ("10/26", .invalid, ValidationReason.expiryPast, nil),
            ("13/30", .invalid, .expiryMonth, nil),
            ("00/30", .invalid, .expiryMonth, nil),
            ("12/50", .invalid, .expiryTooFar, "12/50"),
            ("1/30", .invalid, .expiryFormat, nil),
            ("01/2030", .invalid, .expiryFormat, nil),
            ("0130", .invalid, .expiryFormat, nil),
            ("01-30", .invalid, .expiryFormat, nil),
            ("01/3a", .invalid, .expiryFormat, nil),
            ("０1/30", .invalid, .expiryFormat, nil),
            ("", .invalid, .expiryFormat, nil),
        ] as [(String, ValidationState, ValidationReason?, String?)])
    func onlyTwoDigitsSlashTwoDigitsIsRead(
        text: String, state: ValidationState, reason: ValidationReason?, date: String?
    ) {
        let validation = ExpiryDate.validate(mmyy: text, now: Self.now)
        #expect(validation.state == state)
        #expect(validation.reason == reason)
        if let date { #expect(validation.date?.formatted == date) }
    }

    @Test func theCurrentMonthComesFromTheWallClock() {
        #expect(WallClock.fixed(Self.now).currentMonth() == Self.now)
        #expect(ExpiryDate.validate("11/26", clock: .fixed(Self.now)).isValid)
        #expect(ExpiryDate.validate("11/26", clock: .fixed(Self.now.adding(months: 1))).reason == .expiryPast)
    }
}
