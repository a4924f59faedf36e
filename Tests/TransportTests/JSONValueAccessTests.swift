import Foundation
import Testing
import Transport

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
