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

    /// A number no case holds, deep inside objects and arrays, is refused with its own error and its path, not
    /// with a "wrong kind" error from a container that was tried and failed.
    @Test(arguments: [
        (#"{"a":{"b":1e-999}}"#, ["a", "b"]), (#"[true,[null,-1e-999]]"#, ["Index 1", "Index 1"]),
        (#"{"list":[{"x":1e-999}]}"#, ["list", "Index 0", "x"]),
    ])
    func aNumberTooSmallInsideIsTheErrorThrown(text: String, path: [String]) {
        #expect(JSONValue(parsing: Data(text.utf8)) == nil)
        do {
            _ = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            Issue.record("decoded \(text)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "The number is too small for a 64-bit float.")
            #expect(context.codingPath.map(\.stringValue) == path)
        } catch {
            Issue.record("\(text) threw \(error)")
        }
    }

    /// Each kind decodes as itself, whatever the order the kinds are tried in.
    @Test func everyKindDecodesAsItself() throws {
        let text = #"{"s":"1","i":1,"d":1.5,"t":true,"f":false,"n":null,"a":[false,"x",0,{}],"o":{"k":[]}}"#
        let expected: JSONValue = .object([
            "s": .string("1"), "i": .integer(1), "d": .number(1.5), "t": .bool(true), "f": .bool(false), "n": .null,
            "a": .array([.bool(false), .string("x"), .integer(0), .object([:])]), "o": .object(["k": .array([])]),
        ])
        #expect(JSONValue(parsing: Data(text.utf8)) == expected)
    }
}
