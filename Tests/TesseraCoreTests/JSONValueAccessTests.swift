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

/// `compactData` writes exactly what `JSONEncoder` (sorted keys, slashes unescaped) writes.
@Suite struct JSONValueCompactTests {
    static let values: [JSONValue] = [
        .object([
            "b": 1, "a": "x/y", "B": true, "a10": .null, "a9": 2.5, "_z": [1, "two", .object([:])], "É": "ü\u{1F600}",
            "ctrl": .string((0..<32).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\\u{7F}"),
        ]),
        .array([-0.0, 1e300, 0.1, -7, .integer(Int64.min), "", .array([])]), .string("a\u{2028}b"), .null,
    ]

    @Test(arguments: values)
    func compactTextMatchesTheEncoder(value: JSONValue) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode(value)
        #expect(String(decoding: value.compactData, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test func nonFiniteNumbersStillYieldNull() {
        #expect(JSONValue.array([.number(.nan)]).compactData == Data("null".utf8))
    }
}
