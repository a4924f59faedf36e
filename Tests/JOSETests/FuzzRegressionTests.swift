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
}
