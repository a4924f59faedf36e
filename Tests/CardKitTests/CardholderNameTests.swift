import CardKit
import Testing

@Suite struct CardholderNameTests {
    @Test(arguments: [
        ("Jane Doe", ValidationState.valid, nil as String?),
        ("  Jane Doe  ", .valid, nil),
        ("O'Brien-Smith", .valid, nil),
        ("José Ñúñez", .valid, nil),
        ("李小龍", .valid, nil),
        ("J", .valid, nil),
        (String(repeating: "a", count: 255), .valid, nil),
        ("", .incomplete, "NM01"),
        ("   ", .incomplete, "NM01"),
        (String(repeating: "a", count: 256), .invalid, "NM02"),
        ("1234 5678", .invalid, "NM03"),
        ("--", .invalid, "NM03"),
        ("4242-4242", .invalid, "NM03"),
        ("Jane\u{0}Doe", .invalid, "NM04"),
        ("Jane\nDoe", .invalid, "NM04"),
        ("Jane\tDoe", .invalid, "NM04"),
        ("Jane\u{200B}Doe", .invalid, "NM04"),
    ])
    func validatesNames(name: String, state: ValidationState, reason: String?) {
        let validation = CardholderName.validate(name)
        #expect(validation.state == state)
        #expect(validation.reason?.code == reason)
    }
}
