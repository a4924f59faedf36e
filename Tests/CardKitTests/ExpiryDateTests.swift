import CardKit
import Testing

@Suite struct ExpiryDateTests {
    static let november2026 = YearMonth(year: 2026, month: 11)!

    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let state: ValidationState
        let reason: String?
        let month: Int?
        let year: Int?
        var testDescription: String { "\"\(input)\" → \(state)" }

        init(_ input: String, _ state: ValidationState, _ reason: String?, month: Int? = nil, year: Int? = nil) {
            self.input = input
            self.state = state
            self.reason = reason
            self.month = month
            self.year = year
        }
    }

    /// Typed forms, checked in November 2026.
    static let typedForms: [Case] = [
        Case("10/30", .valid, nil, month: 10, year: 2030),
        Case("10 / 30", .valid, nil, month: 10, year: 2030),
        Case("10/2030", .valid, nil, month: 10, year: 2030),
        Case("1030", .valid, nil, month: 10, year: 2030),
        Case("10 30", .valid, nil, month: 10, year: 2030),
        Case("2030-10", .valid, nil, month: 10, year: 2030),
        Case("1/30", .valid, nil, month: 1, year: 2030),
        Case("01/30", .valid, nil, month: 1, year: 2030),
        Case("102030", .valid, nil, month: 10, year: 2030),
        Case("10-30", .valid, nil, month: 10, year: 2030),
        Case("10.30", .valid, nil, month: 10, year: 2030),
        Case(" 10/30 ", .valid, nil, month: 10, year: 2030),
        Case("１０／３０", .valid, nil, month: 10, year: 2030),
        Case("١٠/٣٠", .valid, nil, month: 10, year: 2030),
        Case("135", .valid, nil, month: 1, year: 2035),
        Case("", .incomplete, "EX01"),
        Case("  ", .incomplete, "EX01"),
        Case("1", .incomplete, "EX04"),
        Case("0", .incomplete, "EX04"),
        Case("5", .incomplete, "EX04", month: 5),
        Case("1/", .incomplete, "EX04", month: 1),
        Case("10", .incomplete, "EX04", month: 10),
        Case("10/", .incomplete, "EX04", month: 10),
        Case("10/3", .incomplete, "EX04", month: 10),
        Case("10/203", .incomplete, "EX04", month: 10),
        Case("10203", .incomplete, "EX04", month: 10),
        Case("012", .incomplete, "EX04", month: 1),
        Case("2030-", .incomplete, "EX04", year: 2030),
        // "123" could be 12/3x or 1/23: wait for more, never read it as January 2023.
        Case("123", .incomplete, "EX04"),
        Case("13/30", .invalid, "EX03", month: 13, year: 2030),
        Case("00/30", .invalid, "EX03", month: 0, year: 2030),
        Case("0/30", .invalid, "EX03", month: 0, year: 2030),
        // "13" is on its way to "1/3x" (the field shows 01/3, and "135" is January 2035), not month 13.
        Case("13", .incomplete, "EX04", month: 1),
        Case("45", .incomplete, "EX04", month: 4),
        Case("00", .invalid, "EX03", month: 0),
        Case("ab/cd", .invalid, "EX02"),
        Case("10/30/30", .invalid, "EX02"),
        Case("1234567", .invalid, "EX02"),
        Case("10/30💳", .invalid, "EX02"),
        Case("10/\u{0}30", .invalid, "EX02"),
        Case("10/30000", .invalid, "EX02"),
    ]

    @Test(arguments: typedForms)
    func readsWhatPeopleType(_ example: Case) {
        let validation = ExpiryDate.validate(example.input, now: Self.november2026)
        #expect(validation.state == example.state)
        #expect(validation.reason?.code == example.reason)
        #expect(validation.month == example.month)
        #expect(validation.year == example.year)
    }

    /// The window: from the current month (through its last day) to 20 years ahead, across year boundaries.
    @Test(arguments: [
        ("2026-11", "11/26", ValidationState.valid, nil as String?),
        ("2026-11", "10/26", .invalid, "EX05"),
        ("2026-11", "12/26", .valid, nil),
        ("2026-11", "01/27", .valid, nil),
        ("2026-11", "11/46", .valid, nil),
        ("2026-11", "12/46", .invalid, "EX06"),
        ("2026-11", "11/2046", .valid, nil),
        ("2026-11", "12/2046", .invalid, "EX06"),
        ("2026-12", "12/26", .valid, nil),
        ("2026-12", "11/26", .invalid, "EX05"),
        ("2026-12", "01/27", .valid, nil),
        ("2027-01", "12/26", .invalid, "EX05"),
        ("2027-01", "01/27", .valid, nil),
        ("2027-01", "01/47", .valid, nil),
        ("2027-01", "02/47", .invalid, "EX06"),
        // A card expiring 07/20 is valid all through July 2020, not rejected for the whole of 2020.
        ("2020-07", "07/20", .valid, nil),
        ("2020-07", "06/20", .invalid, "EX05"),
        ("2020-01", "07/20", .valid, nil),
        ("2020-01", "523", .valid, nil),
        // Two-digit years near a century boundary.
        ("2099-06", "01/00", .valid, nil),
        ("2026-11", "10/99", .invalid, "EX05"),
        ("2026-11", "10/75", .invalid, "EX06"),
        ("2026-11", "10/76", .invalid, "EX05"),
        ("2026-11", "10/0000", .invalid, "EX05"),
    ])
    func validatesAgainstTheInjectedMonth(now: String, input: String, state: ValidationState, reason: String?) throws {
        let clock = WallClock.fixed(try #require(YearMonth(iso: now)))
        let validation = ExpiryDate.validate(input, clock: clock)
        #expect(validation.state == state)
        #expect(validation.reason?.code == reason)
    }

    @Test func twoDigitYearsExpandNearNow() {
        #expect(ExpiryDate.validate("01/00", now: YearMonth(year: 2099, month: 6)!).year == 2100)
        #expect(ExpiryDate.validate("10/99", now: Self.november2026).year == 1999)
        #expect(ExpiryDate.validate("10/75", now: Self.november2026).year == 2075)
    }

    @Test func datesFormatAsMonthSlashYear() throws {
        let date = try #require(ExpiryDate(month: 3, year: 2031))
        #expect(date.formatted == "03/31")
        #expect("\(date)" == "03/31")
        #expect(ExpiryDate.validate("3/2031", now: Self.november2026).formatted == "03/31")
        #expect(ExpiryDate(month: 13, year: 2030) == nil)
        #expect(ExpiryDate(month: 1, year: 2030)! < date)
    }

    @Test func yearMonthArithmeticAndParsing() {
        let month = YearMonth(year: 2026, month: 11)!
        #expect(month.adding(months: 2) == YearMonth(year: 2027, month: 1))
        #expect(month.adding(months: -11) == YearMonth(year: 2025, month: 12))
        #expect(month.adding(months: 240) == YearMonth(year: 2046, month: 11))
        // Below year 1 the month stays 1 to 12 (floor division), instead of month 0 or a negative month.
        let january1 = YearMonth(year: 1, month: 1)!
        for (offset, year, monthNumber) in [(-1, 0, 12), (-12, 0, 1), (-13, -1, 12), (-25, -2, 12)] {
            let earlier = january1.adding(months: offset)
            #expect(earlier.year == year && earlier.month == monthNumber, "\(offset)")
        }
        #expect(month.description == "2026-11")
        #expect(YearMonth(iso: "2030-10") == YearMonth(year: 2030, month: 10))
        for bad in ["2030-13", "2030-1", "30-10", "2030/10", "", "abcd-ef", "2030-10-01"] {
            #expect(YearMonth(iso: bad) == nil)
        }
    }

    @Test func liveClockAnswersAPlausibleMonth() {
        let now = WallClock.live.currentMonth()
        #expect(now.year >= 2024)
        #expect((1...12).contains(now.month))
    }
}
