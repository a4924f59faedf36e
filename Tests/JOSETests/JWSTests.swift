import Foundation
import JOSE
import Testing

/// JWS round trips for every algorithm, tampering and forged headers.
@Suite struct JWSTests {
    static let payload = Data("{\"acsTransID\":\"5a6a4c3c\"}".utf8)

    @Test(arguments: JWSAlgorithm.allCases)
    func roundTrip(alg: JWSAlgorithm) throws {
        let key = TestKeys.key(for: alg)
        let token = try JWS.sign(payload: Self.payload, with: key, alg: alg, header: JOSEHeader(kid: "k"))
        let verified = try JWS.verify(token, with: key.publicKey)
        #expect(verified.payload == Self.payload)
        #expect(verified.header.alg == alg.rawValue)
        if let curve = alg.curve {
            let signature = try Base64URL.decode(token.split(separator: ".")[2])
            #expect(signature.count == 2 * curve.coordinateSize)
        }
    }

    @Test(arguments: JWSAlgorithm.allCases)
    func flippingABitInAnyPartFails(alg: JWSAlgorithm) throws {
        let key = TestKeys.key(for: alg)
        let token = try JWS.sign(payload: Self.payload, with: key, alg: alg)
        let parts = token.split(separator: ".").map(String.init)
        for index in 0..<3 {
            var bytes = try Base64URL.decode(parts[index])
            bytes[bytes.count - 1] ^= 0x01
            let tampered = TestKeys.replacing(part: index, of: token, with: Base64URL.encode(bytes))
            #expect(throws: JOSEError.self, "part \(index)") { try JWS.verify(tampered, with: key.publicKey) }
        }
    }

    @Test(arguments: JWSAlgorithm.allCases)
    func aWrongKeyFails(alg: JWSAlgorithm) throws {
        let token = try JWS.sign(payload: Self.payload, with: TestKeys.key(for: alg), alg: alg)
        let other = alg.curve.map { try! JWK.generate(curve: $0) } ?? TestKeys.otherRSA
        let error = #expect(throws: JOSEError.self) { try JWS.verify(token, with: other.publicKey) }
        #expect(error?.kind == .invalidSignature)
    }

    @Test func truncatedAndOverlongSignaturesFail() throws {
        let token = try JWS.sign(payload: Self.payload, with: TestKeys.p256, alg: .es256)
        let signature = try Base64URL.decode(token.split(separator: ".")[2])
        for value in [signature.prefix(63), signature + Data([0]), Data(), signature + signature] {
            let tampered = TestKeys.replacing(part: 2, of: token, with: Base64URL.encode(value))
            #expect(throws: JOSEError.self) { try JWS.verify(tampered, with: TestKeys.p256.publicKey) }
        }
    }

    @Test(arguments: [
        (#"{"alg":"none"}"#, "never accepted"),
        (#"{"alg":"HS256"}"#, "not accepted"),
        (#"{"alg":"ES256","crit":["b64"],"b64":false}"#, "critical"),
        (#"{"alg":"RS256"}"#, "needs an RSA key"),
        (#"{"alg":"ES512"}"#, "needs an EC P-521 key"),
        (#"{"typ":"JWT"}"#, "no 'alg'"),
        (#""ES256""#, "JSON object"),
    ])
    func forgedHeadersAreRefused(header: String, reason: String) throws {
        let token = try JWS.sign(payload: Self.payload, with: TestKeys.p256, alg: .es256)
        let forged = TestKeys.replacing(part: 0, of: token, with: TestKeys.header(header))
        let error = #expect(throws: JOSEError.self) { try JWS.verify(forged, with: TestKeys.p256.publicKey) }
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }

    @Test func unsignedTokensAreNeverAccepted() {
        let token = TestKeys.header(#"{"alg":"none"}"#) + "." + Base64URL.encode(Self.payload) + "."
        #expect(throws: JOSEError.self) { try JWS.verify(token, with: TestKeys.p256.publicKey) }
    }

    @Test func algorithmsOutsideTheAllowedSetAreRefused() throws {
        let token = try JWS.sign(payload: Self.payload, with: TestKeys.rsa, alg: .rs256)
        let error = #expect(throws: JOSEError.self) {
            try JWS.verify(token, with: TestKeys.rsa.publicKey, algorithms: [.ps256])
        }
        #expect(error?.kind == .unsupported)
    }

    @Test(arguments: ["", ".", "a.b", "a.b.c.d", "ey.ey.ey", "é.é.é"])
    func malformedTokensAreRefused(token: String) {
        #expect(throws: JOSEError.self) { try JWS.verify(token, with: TestKeys.p256.publicKey) }
    }

    @Test func signingNeedsAPrivateKeyOfTheRightCurve() throws {
        #expect(throws: JOSEError.self) {
            try JWS.sign(payload: Self.payload, with: TestKeys.p256.publicKey, alg: .es256)
        }
        #expect(throws: JOSEError.self) { try JWS.sign(payload: Self.payload, with: TestKeys.p384, alg: .es256) }
    }

    /// A token is split at its dots byte by byte: a combining mark after a dot does not hide the dot (as it
    /// would from a split by characters) but makes the next part's base64url invalid.
    @Test func aCombiningMarkAfterADotIsNotPartOfTheDot() throws {
        let token = TestKeys.header(#"{"alg":"ES256"}"#) + ".\u{301}AA.AA"
        let error = #expect(throws: JOSEError.self) { try JWS.verify(token, with: TestKeys.p256.publicKey) }
        #expect(error?.message.hasPrefix("The JWS payload is not base64url") == true, "\(error?.description ?? "")")
    }
}
