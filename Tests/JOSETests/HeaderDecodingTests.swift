import Foundation
import JOSE
import Testing

/// Protected headers are read strictly: every valid header reads as `JSONDecoder` reads it, and
/// malformed or ambiguous JSON is refused.
@Suite struct HeaderDecodingTests {
    private static func token(_ json: String) -> String {
        TestKeys.header(json) + ".e30.AA"
    }

    @Test(arguments: [
        #"{"alg":"ES256"}"#,
        #"{ "alg" : "ES256" , "kid" : "k\/1" } "#,
        #"{"alg":"ES256","kid":"\ud83c\udccf \u00fc \"q\" \\ \b\f\n\r\t"}"#,
        #"{"alg":"ES256","n":-1.5e+3,"t":true,"f":false,"z":null,"o":{"a":[1,{"b":[]}]},"e":{},"a":[]}"#,
        #"{"alg":"ES256","kid":null,"x5c":null,"epk":null}"#,
        #"{"alg":"ECDH-ES","enc":"A128GCM","epk":{"kty":"EC","crv":"P-256","x":"AA","y":"AQ","use":"enc"}}"#,
        #"{"alg":"RS256","x5c":["MIIB","MIIC"],"typ":"JWT","cty":"JWT","apu":"YQ","apv":"Yg","zip":"DEF"}"#,
        #"{"alg":"ES256","epk":{"kty":"RSA","n":"AQ","e":"AQAB","crv":null,"x5c":["a"],"other":0}}"#,
    ])
    func validHeadersReadAsJSONDecoderReadsThem(json: String) throws {
        let header = try JWS.unverifiedHeader(of: Self.token(json))
        #expect(header == (try JSONDecoder().decode(JOSEHeader.self, from: Data(json.utf8))))
    }

    @Test(arguments: HeaderEncodingTests.awkwardTexts)
    func writtenHeadersReadBack(text: String) throws {
        var header = JOSEHeader(kid: text, typ: text, cty: "JWT", x5c: [text])
        var epk = try TestKeys.p384.publicKey
        epk.kid = text
        header.epk = epk
        let token = try JWS.sign(payload: Data(), with: TestKeys.p256, alg: .es256, header: header)
        header.alg = "ES256"
        #expect(try JWS.unverifiedHeader(of: token) == header)
    }

    @Test(arguments: [
        (#"{"alg":"ES256",}"#, "trailing comma"),
        (#"{"alg":"ES256""#, "unterminated object"),
        (#"{"alg":"ES256"} {}"#, "trailing text"),
        (#"[{"alg":"ES256"}]"#, "not an object"),
        (#"{"alg":ES256}"#, "bare word"),
        (#"{"alg":"ES256","alg":"none"}"#, "duplicate member"),
        (#"{"alg":1}"#, "known member of the wrong type"),
        (#"{"alg":"ES256","x":01}"#, "leading zero"),
        (#"{"alg":"ES256","x":1.}"#, "empty fraction"),
        (#"{"alg":"ES256","x":-}"#, "lone minus"),
        (#"{"alg":"ES256","x":tru}"#, "truncated literal"),
        (#"{"alg":"ES256" "enc":"A128GCM"}"#, "missing comma"),
        (#"{"alg":"\ud800"}"#, "lone high surrogate"),
        (#"{"alg":"\udc00"}"#, "lone low surrogate"),
        (#"{"alg":"\x"}"#, "unknown escape"),
        (#"{"alg":"\u12"}"#, "short unicode escape"),
        ("{\"alg\":\"a\u{1}\"}", "raw control character"),
        (#"{"a":[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]}"#, "nesting too deep"),
        (#"{"epk":{"crv":"P-256"}}"#, "key without kty"),
        (#"{"epk":{"kty":"XX"}}"#, "unknown kty"),
        (#"{"epk":{"kty":"EC","crv":"P-999"}}"#, "unknown curve"),
        (#"{"epk":{"kty":"EC","kty":"RSA"}}"#, "duplicate key member"),
        (#"{"x5c":["a",1]}"#, "chain with a number"),
        (#"{"epk":"key"}"#, "key that is a string"),
    ])
    func malformedHeadersAreRefused(json: String, reason: String) {
        let error = #expect(throws: JOSEError.self, "\(reason)") { try JWS.unverifiedHeader(of: Self.token(json)) }
        #expect(error?.kind == .malformedInput, "\(reason)")
    }

    @Test func invalidUTF8InAStringIsRefused() {
        let bytes = Data(#"{"alg":""#.utf8) + [0xFF, 0xFE] + Data(#""}"#.utf8)
        let error = #expect(throws: JOSEError.self) {
            try JWS.unverifiedHeader(of: Base64URL.encode(bytes) + ".e30.AA")
        }
        #expect(error?.message == "The JWS header holds invalid UTF-8.")
    }

    /// Each refusal names its problem, not "not a JSON object of header parameters".
    @Test(arguments: [
        (
            #"{"alg":"ECDH-ES","epk":{"kty":"OKP","crv":"X25519","x":"AA"}}"#,
            "The JWS header has an 'epk' of key type 'OKP'; only EC (P-256, P-384, P-521) is supported."
        ),
        (
            #"{"alg":"ECDH-ES","epk":{"kty":"EC","crv":"X25519","x":"AA"}}"#,
            "The JWS header has an 'epk' on the curve 'X25519'; only P-256, P-384 and P-521 are supported."
        ),
        (#"{"alg":"ES256","alg":"none"}"#, "The JWS header has the member 'alg' twice."),
        (#"{"epk":{"kty":"EC","kty":"RSA"}}"#, "The JWS header has the member 'kty' twice."),
        (#"{"epk":{"crv":"P-256"}}"#, "The JWS header has an 'epk' without a 'kty'."),
        (#"{"alg":"ES256",}"#, "The JWS header is not a JSON object of header parameters."),
    ])
    func refusalsNameTheProblem(json: String, message: String) {
        let error = #expect(throws: JOSEError.self) { try JWS.unverifiedHeader(of: Self.token(json)) }
        #expect(error?.message == message)
    }

    @Test func aJWEWithAnX25519EphemeralKeyIsRefusedByName() throws {
        let header = TestKeys.header(#"{"alg":"ECDH-ES","enc":"A128GCM","epk":{"kty":"OKP","crv":"X25519","x":"AA"}}"#)
        let error = #expect(throws: JOSEError.self) { try JWE.decrypt(header + "..AA.AA.AA", with: TestKeys.p256) }
        #expect(error?.message.contains("'epk' of key type 'OKP'") == true, "\(error?.description ?? "")")
    }
}
