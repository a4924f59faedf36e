import Foundation
import TesseraCore
import Testing

/// Parsing and printing arbitrary JSON.
@Suite struct JSONValueTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        ("42", .integer(42)),
        ("-7", .integer(-7)),
        ("1.5", .number(1.5)),
        ("\"a\"", .string("a")),
        ("[1,false]", .array([.integer(1), .bool(false)])),
        (#"{"k":{"n":null}}"#, .object(["k": .object(["n": .null])])),
    ])
    func parsesEveryKind(text: String, expected: JSONValue) {
        #expect(JSONValue(parsing: Data(text.utf8)) == expected)
    }

    @Test(arguments: ["", "{", "nul", "<html></html>", "\u{FF}"])
    func rejectsWhatIsNotJSON(text: String) {
        #expect(JSONValue(parsing: Data(text.utf8)) == nil)
    }

    @Test func printsSortedAndPrettyAndRoundTrips() throws {
        let value = JSONValue.object(["b": .integer(1), "a": .string("x/y"), "c": .bool(true)])
        #expect(value.prettyPrinted == "{\n  \"a\" : \"x/y\",\n  \"b\" : 1,\n  \"c\" : true\n}")
        #expect(JSONValue(parsing: Data(value.prettyPrinted.utf8)) == value)
    }
}
