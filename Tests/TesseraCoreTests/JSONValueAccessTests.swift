import Foundation
import TesseraCore
import Testing

/// Reading members and scalars out of a `JSONValue`, writing one with literals, and compact encoding.
@Suite struct JSONValueAccessTests {
    @Test(arguments: [
        (JSONValue.null, "null"),
        (.bool(false), "boolean"),
        (.integer(3), "number"),
        (.number(0.5), "number"),
        (.string(""), "string"),
        (.array([]), "array"),
        (.object([:]), "object"),
    ])
    func namesEveryType(value: JSONValue, typeName: String) {
        #expect(value.typeName == typeName)
        #expect(value.isObject == (typeName == "object"))
    }

    @Test func readsMembersOfObjectsOnly() throws {
        let value = try #require(JSONValue(parsing: Data(#"{"name":"Ada","age":36,"ratio":1.5,"list":[1]}"#.utf8)))
        #expect(value["name"]?.string == "Ada")
        #expect(value["age"]?.integer == 36)
        #expect(value["missing"] == nil)
        #expect(value["list"]?["name"] == nil)
        #expect(JSONValue.string("Ada")["name"] == nil)
    }

    @Test func scalarAccessorsRefuseOtherKinds() {
        #expect(JSONValue.integer(1).string == nil)
        #expect(JSONValue.string("1").integer == nil)
        #expect(JSONValue.number(1.5).integer == nil)
        #expect(JSONValue.bool(true).integer == nil)
        #expect(JSONValue.null.string == nil)
        #expect(JSONValue.integer(Int64.min).integer == Int64.min)
    }

    @Test func optionalStringBecomesNullWhenAbsent() {
        let absent: String? = nil
        #expect(JSONValue.string(absent) == .null)
        #expect(JSONValue.string(Optional("x")) == .string("x"))
    }

    @Test func literalsBuildTheSameValuesAsTheCases() {
        let literal: JSONValue = ["s": "text", "i": 42, "f": 2.5, "b": true, "a": [1, "two"], "n": .null]
        let cases = JSONValue.object([
            "s": .string("text"), "i": .integer(42), "f": .number(2.5), "b": .bool(true),
            "a": .array([.integer(1), .string("two")]), "n": .null,
        ])
        #expect(literal == cases)
    }

    @Test func repeatedLiteralKeyKeepsTheLastValue() {
        let value: JSONValue = ["k": 1, "k": 2]
        #expect(value == .object(["k": .integer(2)]))
    }

    @Test func compactDataIsSortedWithoutWhitespaceAndRoundTrips() {
        let value: JSONValue = ["b": [1, 2], "a": "x/y", "c": ["z": .null, "y": false]]
        let text = String(decoding: value.compactData, as: UTF8.self)
        #expect(text == #"{"a":"x/y","b":[1,2],"c":{"y":false,"z":null}}"#)
        #expect(JSONValue(parsing: value.compactData) == value)
    }

    @Test func compactDataKeepsIntegersAndNumbersApart() {
        let value = JSONValue.array([.integer(.max), .number(0.25), .integer(-1)])
        #expect(String(decoding: value.compactData, as: UTF8.self) == "[9223372036854775807,0.25,-1]")
        #expect(JSONValue(parsing: value.compactData) == value)
    }
}

/// `compactData` against texts written by hand from RFC 8259: members in code-point order of their names,
/// no whitespace, slashes and non-ASCII characters as themselves, control characters escaped.
@Suite struct JSONValueCompactTests {
    static let cases: [(value: JSONValue, text: String)] = [
        (
            [
                "b": 1, "a": "x/y", "B": true, "a10": .null, "a9": 2.5, "_z": [1, "two", .object([:])],
                "\u{C9}": "\u{FC}\u{1F600}",
            ],
            #"{"B":true,"_z":[1,"two",{}],"a":"x/y","a10":null,"a9":2.5,"b":1,"\#u{C9}":"\#u{FC}\#u{1F600}"}"#
        ),
        (
            .string((0..<32).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\\u{7F}"),
            #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
                + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e"#
                + #"\u001f\"\\\#u{7F}""#
        ),
        (.array([-7, .integer(Int64.min), "", .array([]), .null]), "[-7,-9223372036854775808,\"\",[],null]"),
        (.string("a\u{2028}b"), "\"a\u{2028}b\""),
    ]

    @Test(arguments: cases)
    func compactTextIsTheRFCText(value: JSONValue, text: String) {
        #expect(String(decoding: value.compactData, as: UTF8.self) == text)
        #expect(JSONValue(parsing: value.compactData) == value)
    }

    @Test func nonFiniteNumbersStillYieldNull() {
        #expect(JSONValue.array([.number(.nan)]).compactData == Data("null".utf8))
    }
}
