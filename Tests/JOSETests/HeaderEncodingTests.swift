import Foundation
import JOSE
import Testing

/// The protected header Tessera writes is the sorted compact JSON that `JSONEncoder` would write.
@Suite struct HeaderEncodingTests {
    static let awkwardTexts = [
        "plain", "quote \" and backslash \\", "slash / stays", "line\nfeed\rreturn\ttab", "\u{8}\u{c}\u{1}\u{1f}",
        "ünïcödé ✓ 🃏", "",
    ]

    @Test(arguments: awkwardTexts)
    func signedHeaderMatchesJSONEncoder(text: String) throws {
        var header = JOSEHeader(kid: text, typ: "JOSE", cty: text, x5c: ["MIIB", text])
        header.apu = "YWxpY2U"
        header.apv = "Ym9i"
        header.zip = text
        header.crit = [text, "b64"]
        var epk = try TestKeys.p256.publicKey
        (epk.kid, epk.use, epk.alg, epk.x5c) = (text, "enc", "ECDH-ES", [text])
        header.epk = epk
        let token = try JWS.sign(payload: Data("payload".utf8), with: TestKeys.p256, alg: .es256, header: header)
        let written = try Base64URL.decode(token.split(separator: ".")[0])

        header.alg = "ES256"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: try encoder.encode(header), as: UTF8.self))
    }

    @Test func anRSAKeyInTheHeaderMatchesJSONEncoder() throws {
        var header = JOSEHeader()
        header.epk = TestKeys.rsa
        let token = try JWS.sign(payload: Data(), with: TestKeys.p256, alg: .es256, header: header)
        let written = try Base64URL.decode(token.split(separator: ".")[0])
        header.alg = "ES256"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(written == (try encoder.encode(header)))
    }
}
