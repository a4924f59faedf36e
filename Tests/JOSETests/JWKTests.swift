import Foundation
import JOSE
import Testing

/// JWK parsing, generation, PEM and DER import and masking.
@Suite struct JWKTests {
    @Test(arguments: JWK.Curve.allCases)
    func generatedECKeysHaveFullLengthCoordinates(curve: JWK.Curve) throws {
        let key = try JWK.generate(curve: curve)
        try key.validate()
        #expect(try Base64URL.decode(key.d!).count == curve.coordinateSize)
        let reparsed = try JWK.parse(key.jsonString())
        #expect(reparsed == key)
    }

    @Test(arguments: [TestKeys.p256, TestKeys.p521, TestKeys.rsa])
    func pemRoundTripKeepsTheKey(key: JWK) throws {
        let fromPrivate = try JWK(pem: key.pemPrivateKey())
        #expect(try fromPrivate.thumbprint() == key.thumbprint())
        #expect(fromPrivate.d == key.d)
        let fromPublic = try JWK(pem: key.pemPublicKey())
        #expect(fromPublic.d == nil)
        #expect(try fromPublic.thumbprint() == key.thumbprint())
    }

    @Test func derImportReadsSubjectPublicKeyInfo() throws {
        let pem = try TestKeys.p256.pemPublicKey()
        let body = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
        let key = try JWK(der: Data(base64Encoded: body)!)
        #expect(key.x == TestKeys.p256.x)
    }

    @Test func publicKeyDropsEveryPrivateMember() throws {
        let key = try TestKeys.rsa.publicKey
        #expect(key.d == nil && key.p == nil && key.q == nil && key.dp == nil && key.dq == nil && key.qi == nil)
        #expect(throws: JOSEError.self) { try JWK.symmetric(Data(count: 16)).publicKey }
    }

    @Test func descriptionMasksPrivateMaterial() throws {
        let key = TestKeys.p256
        #expect(!key.description.contains(key.d!))
        #expect(key.description.contains("d: ••••"))
        #expect(!"\(JWK.symmetric(Data(repeating: 1, count: 16)))".contains("AQEBAQ"))
        #expect(!String(reflecting: key).contains(key.d!))
    }

    @Test(arguments: [
        "", "{}", "[]", "null", #"{"kty":"OKP","crv":"Ed25519","x":"AA"}"#,
        #"{"kty":"EC","crv":"P-192","x":"AA","y":"AA"}"#,
        #"{"kty":"EC","crv":"P-256","x":"AAAA","y":"AAAA"}"#, #"{"kty":"EC","crv":"P-256"}"#,
        #"{"kty":"RSA","n":"AQAB","e":"AQAB"}"#, #"{"kty":"oct","k":""}"#, #"{"kty":"oct","k":"a+b/"}"#,
        #"{"kty":"EC","crv":"P-256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0","k":"AA"}"#,
        String(repeating: " ", count: 70_000),
    ])
    func hostileKeysAreRefused(json: String) {
        let error = #expect(throws: JOSEError.self) { try JWK.parse(json) }
        #expect(error?.kind == .invalidKey)
    }

    @Test func nonUTF8KeyBytesAreRefused() {
        #expect(throws: JOSEError.self) { try JWK.parse(Data([0x7B, 0xFF, 0x7D])) }
    }

    @Test func aPublicPointOffItsCurveIsRefused() throws {
        var key = try TestKeys.p256.publicKey
        var x = try Base64URL.decode(key.x!)
        x[0] ^= 0x80
        key.x = Base64URL.encode(x)
        let error = #expect(throws: JOSEError.self) {
            try ECDH.sharedSecret(privateKey: TestKeys.p256, publicKey: key)
        }
        #expect(error?.kind == .invalidKey)
    }

    @Test(arguments: ["", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", "hello"])
    func badPEMIsRefused(pem: String) {
        #expect(throws: JOSEError.self) { try JWK(pem: pem) }
    }

    @Test func generationRefusesOddSizes() throws {
        #expect(throws: JOSEError.self) { try JWK.generateRSA(bits: 1024) }
        #expect(throws: JOSEError.self) { try JWK.generateSymmetric(bits: 100) }
        let key = try JWK.generateSymmetric(bits: 256)
        #expect(try Base64URL.decode(key.k!).count == 32)
    }
}
