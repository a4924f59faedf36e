import Foundation
import TesseraCore
import Testing

/// The quick look that lets a log keep a body as sent: it passes only bodies the redactor would not change.
@Suite struct RedactorPrescanTests {
    let redactor = Redactor()

    @Test(arguments: [
        #"{"id":"46973e9d-88a7-44a6-abfe-be4ff0134ff4","instrument_type":"pan","amount":1299,"label":"1111"}"#,
        #"{"created_at":"2026-12-03T18:31:51.000+00:00","settled":false,"metadata":null}"#,
        "",
    ])
    func aBodyWithNothingSecretIsKeptAsSent(body: String) {
        #expect(redactor.holdsNothingToRedact(Data(body.utf8)))
    }

    @Test(arguments: [
        #"{"number":"4111"}"#,
        #"{"Card-Number" : "x"}"#,
        #"{"pan":"x"}"#,
        #"{"a":"4111111111111111"}"#,
        #"{"a":"4111 1111 1111 1111"}"#,
        #"{"a":4111111111111111}"#,
        #"{"a":4.1e15}"#,
        #"{"a":"\u0034111111111111111"}"#,
        #"{"cvc\u0022:1}"#,
        "{\"a\":\"４１１１１１１１１１１１１１１１\"}",
        "{\"to\u{212A}en\":\"x\"}",
        #"{"a":"eyJhbGciOiJIUzI1NiJ9.e30.x"}"#,
        #"{"a":"Bearer abc.def"}"#,
    ])
    func aBodyThatMayHoldASecretIsRedactedInFull(body: String) {
        #expect(!redactor.holdsNothingToRedact(Data(body.utf8)))
    }

    /// A deterministic generator (SplitMix64), so a failing body is the same on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let names = [
        "number", "Card_Number", "card-number", "PAN", "cvc", "security_code", "token", "accessToken", "secret",
        "client_secret", "password", "amount", "id", "label", "numbers", "tokens", "expiry",
    ]
    static let fragments = [
        "4111", "1111", "42", "7", "0", " ", "-", ".", "e", "E5", "eyJ", "eyJhbGciOiJIUzI1NiJ9.e30.", "abc",
        "Bearer ", "bearer", "Bearer Token", "x.y", "\\u0034", "\\\"", "\n", "é", "_",
    ]

    /// A JSON document of sensitive and plain names, digit runs of any length, exponents and token shapes.
    static func document(_ random: inout Generator, depth: Int = 0) -> String {
        switch random.next(depth > 2 ? 3 : 5) {
        case 0: return String(repeating: "9", count: 1 + random.next(16))
        case 1: return "\(random.next(100)).\(random.next(100))e\(random.next(20))"
        case 2:
            let text = (0..<random.next(6)).map { _ in fragments[random.next(fragments.count)] }.joined()
            return "\"" + text + "\""
        case 3:
            let items = (0..<random.next(4)).map { _ in document(&random, depth: depth + 1) }
            return "[" + items.joined(separator: ",") + "]"
        default:
            let members = (0..<random.next(4)).map { _ in
                "\"\(names[random.next(names.count)])\"" + (random.next(2) == 0 ? " : " : ":")
                    + document(&random, depth: depth + 1)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    @Test func aBodyTheQuickLookPassesIsOneTheRedactorLeavesAlone() {
        var random = Generator(state: 2026)
        var passed = 0
        for round in 0..<20_000 {
            // Half are JSON documents (redacted by name), half loose text (redacted by shape).
            let body =
                round % 2 == 0
                ? Self.document(&random)
                : (0..<random.next(12)).map { _ in Self.fragments[random.next(Self.fragments.count)] }.joined()
            guard redactor.holdsNothingToRedact(Data(body.utf8)) else { continue }
            passed += 1
            #expect(
                !redactor.redact(body: Data(body.utf8), limit: .max).contains(Redactor.placeholder),
                "kept as sent, yet the redactor replaces something in: \(body)")
        }
        #expect(passed > 1000, "the generator makes bodies the quick look passes, so the check above is exercised")
    }
}
