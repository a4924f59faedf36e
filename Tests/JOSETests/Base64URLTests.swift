import Foundation
import Testing

@testable import JOSE

/// Base64url without padding, strictly decoded.
@Suite struct Base64URLTests {
    @Test(arguments: [
        ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"),
        ("foobar", "Zm9vYmFy"),
    ])
    func rfc4648Vectors(plain: String, encoded: String) throws {
        #expect(Base64URL.encode(Data(plain.utf8)) == encoded)
        #expect(try Base64URL.decode(encoded) == Data(plain.utf8))
    }

    @Test func urlAlphabetReplacesPlusAndSlash() throws {
        let bytes = Data([0xFB, 0xFF, 0xBF])
        #expect(Base64URL.encode(bytes) == "-_-_")
        #expect(try Base64URL.decode("-_-_") == bytes)
    }

    @Test(arguments: ["Zg==", "Zm9v+", "Zm9v/", "Zm 9v", "Z", "Zh", "Zm9vY", "Zé", "Zm9v\n"])
    func refusesNonCanonicalOrForeignText(text: String) {
        #expect(throws: JOSEError.self) { try Base64URL.decode(text) }
    }

    /// `decodedCount` (used to check a key's members without decoding them) accepts exactly what `decode`
    /// accepts, and counts the bytes it would give.
    @Test(arguments: [
        "", "Zg", "Zm8", "Zm9v", "Zm9vYg", "Zm9vYmE", "-_-_", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "Zg==", "Zm9v+", "Zm9v/", "Zm 9v", "Z", "Zh", "Zm9", "Zm9vYh", "Zm9vYmF", "Zm9vY", "Zé", "Zm9v\n", "Zm9v\u{0}",
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB",
    ])
    func decodedCountAgreesWithDecode(text: String) {
        let decoded = try? Base64URL.decode(text)
        let counted = try? Base64URL.decodedCount(text)
        #expect(counted == decoded?.count)
    }

    /// Each refusal says what is wrong, in the order length, alphabet, spare bits, naming the field.
    @Test(arguments: [
        ("Zm9v\n", "The JWE tag is not base64url: its length is impossible."),
        ("Zg==", "The JWE tag is not base64url: it contains a character outside A–Z a–z 0–9 - _."),
        ("Zm 9", "The JWE tag is not base64url: it contains a character outside A–Z a–z 0–9 - _."),
        ("Z+h", "The JWE tag is not base64url: it contains a character outside A–Z a–z 0–9 - _."),
        ("Zh", "The JWE tag is not canonical base64url."),
        ("Zm9vYmF", "The JWE tag is not canonical base64url."),
    ])
    func refusalsSayWhatIsWrong(text: String, message: String) {
        let error = #expect(throws: JOSEError.self) { try Base64URL.decode(text, field: "JWE tag") }
        #expect(error?.message == message)
        #expect(error?.kind == .malformedInput)
    }
}
