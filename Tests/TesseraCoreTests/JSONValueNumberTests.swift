import Foundation
import TesseraCore
import Testing

/// Numbers keep their value and their compact form through a round trip, so a stored body compares byte
/// for byte (FuzzJSONValue found `2222222222222222222.2222236` coming back as another number).
@Suite struct JSONValueNumberTests {
    @Test(
        arguments: [
            (#"{"name":22222222222222222222222236,"ame":2222222222222222222.2222236,"ratio":1.5,"list":[1]}"#, nil),
            ("2222222222222222222.2222236", "2222222222222222336"),
            ("1.0", "1"),
            ("1e3", "1000"),
            ("-0.5", "-0.5"),
            ("9223372036854775807", "9223372036854775807"),
            ("22222222222222222222222236", "2.222222222222222e+25"),
        ] as [(String, String?)])
    func compactFormIsStableAndKeepsTheValue(text: String, expected: String?) throws {
        let value = try #require(JSONValue(parsing: Data(text.utf8)))
        let compact = value.compactData
        if let expected { #expect(String(decoding: compact, as: UTF8.self) == expected) }
        let again = try #require(JSONValue(parsing: compact))
        #expect(again == value)
        #expect(again.compactData == compact)
    }
}
