import Foundation
import TesseraCore
import Testing

/// The nesting-depth guard that refuses deeply nested JSON before decoding it.
@Suite struct JSONValueDepthTests {
    @Test(arguments: [
        ("42", 0),
        (#""[[[{{{""#, 0),
        ("[]", 1),
        ("{}", 1),
        (#"{"a":[{"b":"]]]"}],"c":{}}"#, 3),
        (#"["\"[[","\\",[]]"#, 2),
        ("[[[[[]]]]]", 5),
    ])
    func countsBracketsOutsideStrings(text: String, depth: Int) {
        #expect(JSONValue.nestingDepth(of: Data(text.utf8)) == depth)
    }

    @Test(arguments: [
        ("42", 0),
        ("[]", 1),
        ("[1,2,3]", 3),
        (#"{"a":1,"b":[1,2,3,4],"c":"x,y,z,w,v"}"#, 4),
        (#"[[1,2],[3,4,5],{"a":{"b":1,"c":2}}]"#, 3),
        (#"["\",\",",",",","]"#, 3),
    ])
    func countsTheLargestContainersMembersOutsideStrings(text: String, width: Int) {
        #expect(JSONValue.shape(of: Data(text.utf8)).width == width)
    }

    @Test func parsesUpToTheLimitAndRefusesBeyondIt() {
        let atLimit = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        let beyond = "[" + atLimit + "]"
        #expect(JSONValue(parsing: Data(atLimit.utf8), maxDepth: 32) != nil)
        #expect(JSONValue(parsing: Data(beyond.utf8), maxDepth: 32) == nil)
        #expect(JSONValue(parsing: Data(beyond.utf8), maxDepth: 33) != nil)
    }

    @Test func refusesHostileNestingWithoutDecodingIt() {
        let hostile = Data(String(repeating: "[", count: 100_000).utf8)
        #expect(JSONValue.nestingDepth(of: hostile) == 100_000)
        #expect(JSONValue(parsing: hostile, maxDepth: 32) == nil)
    }

    @Test func stillRefusesShallowTextThatIsNotJSON() {
        #expect(JSONValue(parsing: Data("{".utf8), maxDepth: 32) == nil)
        #expect(JSONValue(parsing: Data(#"{"k":[1,2]}"#.utf8), maxDepth: 2) == .object(["k": [1, 2]]))
    }

    /// FuzzJSONValue's finding: `00 34` is "4" in UTF-16BE, which Foundation's decoder read as the number 4 for the
    /// plain parse while the guarded one refused it. JSON between systems is UTF-8, so both refuse every other encoding.
    @Test(
        arguments: [
            [0x00, 0x34], [0x34, 0x00], [0xFE, 0xFF, 0x00, 0x34], [0xFF, 0xFE, 0x34, 0x00], [0x00, 0x00, 0x00, 0x34],
            Array("[1]".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
        ] as [[UInt8]])
    func bothParsesRefuseJSONThatIsNotUTF8(bytes: [UInt8]) {
        #expect(JSONValue(parsing: Data(bytes)) == nil)
        #expect(JSONValue(parsing: Data(bytes), maxDepth: 32) == nil)
    }

    @Test func aUTF8ByteOrderMarkIsStillRead() {
        #expect(JSONValue(parsing: Data([0xEF, 0xBB, 0xBF]) + Data("[1]".utf8)) == [1])
    }
}
