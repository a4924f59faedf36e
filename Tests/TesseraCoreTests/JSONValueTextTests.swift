import Foundation
import TesseraCore
import Testing

/// The one check of a body's encoding every emulator route runs: UTF-8 only, and no lone surrogate escape.
@Suite struct JSONValueTextTests {
    @Test(arguments: [
        (#"{"a":"b"}"#, true), (#"{"a":"\u00e9"}"#, true), (#"{"a":"\ud83d\ude00"}"#, true),
        (#"{"a":"\uD83D\uDE00"}"#, true), (#"{"a":"\\ud800"}"#, true), (#"{"\ud800":1}"#, false),
        (#"{"a":"\ud800"}"#, false), (#"{"a":"\udc00"}"#, false), (#"{"a":"\ud800x"}"#, false),
        (#"{"a":"\ud800\n"}"#, false), (#"{"a":"\ud800\u0041"}"#, false), (#"{"a":"\ud800\ud800\udc00"}"#, false),
        (#"{"a":"\ude00\ud83d"}"#, false), (#"["\ud800"#, false), (#"{"a":"é"}"#, true),
    ])
    func loneSurrogateEscapesAreFound(text: String, accepted: Bool) {
        #expect(JSONValue.isUnicodeText(Data(text.utf8)) == accepted, "\(text)")
    }

    @Test(arguments: [
        (#"{"a":1,"b":2}"#, nil), (#"{"a":1,"a":2}"#, "a"), (#"{"a":1,"\u0061":2}"#, "a"),
        (#"{"a":{"a":1},"b":[{"a":1},{"a":2}]}"#, nil), (#"{"x":{"b":1,"b":2}}"#, "b"),
        (#"[{"a":1},{"a":1}]"#, nil), (#"{"a":"a","b":"a"}"#, nil), (#"{"a\"b":1,"a\"b":2}"#, #"a"b"#),
        (#"{"a":[1,"a"],"a":0}"#, "a"), (#"{"k":"x,"k":1"}"#, nil),
    ])
    func repeatedMemberNamesAreFound(text: String, repeated: String?) {
        #expect(JSONValue.firstRepeatedMember(in: Data(text.utf8)) == repeated, "\(text)")
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func otherEncodingsThanUTF8AreRefused(encoding: String.Encoding) throws {
        let body = try #require(#"{"walletId":"WLT1"}"#.data(using: encoding))
        #expect(!JSONValue.isUnicodeText(body))
        #expect(JSONValue.notUnicodeTextMessage.contains("invalid UTF-8 or a lone surrogate"))
    }
}
