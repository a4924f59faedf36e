import Foundation
import JOSE
import Testing

/// Inputs the fuzz targets (Fuzz/) found, kept as fixtures in Tests/Fixtures/Fuzz and replayed here.
///
/// Some findings are memory errors that only AddressSanitizer sees; CI runs these tests under it too.
struct FuzzRegressionTests {
    /// The fixture `name` under Tests/Fixtures/Fuzz.
    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Fuzz/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// FuzzJWE under AddressSanitizer: the first HMAC-SHA-256 (here the tag of the RFC 7520 §5.5 ECDH-ES +
    /// A128CBC-HS256 token) read the freed C string of the template's "digest" parameter name.
    @Test func hmacTemplateSetUpOutlivesItsParameterName() throws {
        let token = try Self.fixture("FuzzJWE-hmac-template-use-after-free")
        let plaintext = try JWE.decrypt(token, with: CookbookVectors.p256Key)
        #expect(plaintext == RFCVectors.cookbookPlaintext)
    }

    /// FuzzJWE: RFC 7520 §5.6's `dir` token with 64 line breaks after it decrypted as if they were not there, so
    /// one token had many spellings. A compact token with a line break at its end is now refused, JWE and JWS
    /// alike; the token without them still decrypts.
    @Test func aTokenEndingWithLineBreaksIsRefused() throws {
        let token = try Self.fixture("FuzzJWE-trailing-line-breaks")
        #expect(token.hasSuffix("\n"))
        #expect {
            try JWE.decrypt(token, with: CookbookVectors.gcmKey)
        } throws: { error in
            (error as? JOSEError)?.message.contains("ends with a line break") == true
        }
        var stripped = token
        while stripped.last == "\n" { stripped.removeLast() }
        #expect(try JWE.decrypt(stripped, with: CookbookVectors.gcmKey) == RFCVectors.cookbookPlaintext)
        for ending in ["\n", "\r\n", "\r"] {
            #expect(throws: JOSEError.self) {
                try JWE.decrypt(CookbookVectors.gcmToken + ending, with: CookbookVectors.gcmKey)
            }
            let jws = try JWS.sign(payload: Data("x".utf8), with: CookbookVectors.p256Key, alg: .es256)
            #expect(throws: JOSEError.self) { try JWS.verify(jws + ending, with: CookbookVectors.p256Key.publicKey) }
        }
    }
}
