import Foundation
import Testing
import Transport

/// `JSONValue.parse` against an independent reader of the same text: Foundation's `JSONDecoder` decoding
/// `JSONValue` through its `Decodable` conformance, which the emulator used before the parser.
@Suite struct JSONParserTests {
    /// What Foundation's decoder makes of `text`, or nil when it refuses it.
    static func decoded(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// Texts both accept or both refuse, with the same value: RFC 8259's grammar, its corners, and the decoder's
    /// own habits (one trailing comma, the first of a repeated member name, whole numbers as integers).
    @Test(arguments: [
        "0", "-0", "1299", "1299.0", "1e2", "1E+2", "0.1e1", "100e-2", "-9223372036854775808", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890", "1.5", "-2.25e-3",
        "0.0000", "-0.0", "0e-999", "1e-320", "2.5e-324", "4.9e-325", "1e-999", "-1e-999", "1E400", "1e999",
        "01", "-01", "1.", ".5", "+1", "-", "0x1", "1.0e", "1e+", "NaN", "Infinity", "-Infinity",
        "true", "false", "null", "tru", "nul", "True", "\"\"", "\"plain\"", #""caf\u00e9""#, #""\ud83d\ude00""#,
        #""\uD834\uDD1E""#, #""\ud800""#, #""\udc00""#, #""\ud800x""#, #""\u00""#, #""\x""#, #""\/\\\"\b\f\n\r\t""#,
        #""\u0000""#, "\"a\tb\"", "\"a\nb\"", "\"\u{7F}\"", "\"é ü 漢字 🎉\"", "\"open",
        "[]", "{}", " [ ] ", "\t[\r\n]\n", "[1,]", "[1 ,\n]", "[,]", "[,1]", "[1,,2]", "[[1,],]", "[1]x", "[1 2]",
        #"{"a":1,}"#, #"{"a" : 1 , }"#, "{,}", #"{"a":1,,}"#, #"{"a":1}x"#, #"{"a"}"#, #"{"a":}"#, "{1:2}",
        #"{"a":"1","a":"2"}"#, #"{"a":{"b":[1,{"c":null}]},"d":[true,false]}"#, #"{"\u00e9":1}"#, #"{"":0}"#,
        #"{"amount":1299,"currency":"USD","payment_method":{"method":"card","number":"4111111111111111"}}"#,
        "", " ", "1 2", "[1e400]", #"{"amount":1e-999}"#, "\u{FEFF}1", "\u{FEFF}{\"amount\":1299.0}",
    ])
    func readsWhatFoundationReads(text: String) {
        #expect(JSONValue(parsing: Data(text.utf8)) == Self.decoded(text), "\(text.debugDescription)")
    }

    /// A number no 64-bit float holds is reported with its path once the whole text has parsed; anything else
    /// wrong with the text is reported as not JSON.
    @Test func unreadableNumbersCarryTheirPath() {
        let cases: [(String, JSONParseError)] = [
            (#"{"amount":1e-999}"#, .unreadableNumber(path: ["amount"])),
            (#"{"items":[1,{"n":1E400}]}"#, .unreadableNumber(path: ["items", "1", "n"])),
            (#"[1e-999,1e999]"#, .unreadableNumber(path: ["0"])),
            ("1e999", .unreadableNumber(path: [])),
            (#"{"amount":1e-999,}x"#, .malformed),
            (#"{"amount":1e-999"#, .malformed),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try JSONValue.parse(Data(text.utf8)) }
        }
    }

    /// Where the decoder goes wrong, the parser does not: an escape that is not hexadecimal is not JSON (the
    /// decoder accepted it while scanning and then failed as if a number were at fault).
    @Test func aBadUnicodeEscapeIsNotJSON() {
        #expect(throws: JSONParseError.malformed) { try JSONValue.parse(Data(#"["\uZZZZ"]"#.utf8)) }
    }

    /// Not UTF-8, or nested deeper than the decoder reads: refused without recursing to the end.
    @Test func refusesOtherEncodingsAndDeepNesting() {
        #expect(throws: JSONParseError.malformed) { try JSONValue.parse(Data([0xFF, 0xFE, 0x31, 0x00])) }
        #expect(throws: JSONParseError.malformed) { try JSONValue.parse(Data([0x22, 0xC3, 0x28, 0x22])) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.malformed) { try JSONValue.parse(Data(deep.utf8)) }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect((try? JSONValue.parse(Data(allowed.utf8))) != nil)
    }

    /// What the parser reads, its compact form writes back, and that form reads back the same.
    @Test func compactFormReadsBack() throws {
        let text = #"{"b":[1,2.5,"x\u0001y",null,true],"a":{"é":"\"q\""},"c":-0.0}"#
        let value = try JSONValue.parse(Data(text.utf8))
        #expect(try JSONValue.parse(value.compactData) == value)
        #expect(
            String(decoding: value.compactData, as: UTF8.self)
                == #"{"a":{"é":"\"q\""},"b":[1,2.5,"x\u0001y",null,true],"c":0}"#)
    }
}
