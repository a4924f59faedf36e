import Foundation
import JOSE
import Testing

/// JWE round trips for every algorithm pair, and every way a token can be tampered with.
@Suite struct JWETests {
    static let plaintext = Data("{\"DV\":\"1.0\",\"DD\":{\"C001\":\"Android\"}}".utf8)

    @Test(arguments: TestKeys.jwePairs)
    func roundTrip(alg: JWEAlgorithm, enc: JWEEncryption) throws {
        let key = TestKeys.key(for: alg, enc)
        let recipient = alg == .direct ? key : try key.publicKey
        let token = try JWE.encrypt(
            plaintext: Self.plaintext, to: recipient, alg: alg, enc: enc, header: JOSEHeader(kid: "k1"))
        let decrypted = try JWE.decryptWithHeader(token, with: key)
        #expect(decrypted.plaintext == Self.plaintext)
        #expect(decrypted.header.alg == alg.rawValue && decrypted.header.enc == enc.rawValue)
        #expect(decrypted.header.kid == "k1")
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 5)
        #expect(parts[1].isEmpty == (alg != .rsaOAEP256))
    }

    @Test(arguments: TestKeys.jwePairs)
    func flippingABitInAnyPartFailsAuthentication(alg: JWEAlgorithm, enc: JWEEncryption) throws {
        let key = TestKeys.key(for: alg, enc)
        let token = try JWE.encrypt(plaintext: Self.plaintext, to: key, alg: alg, enc: enc)
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for index in [0, 1, 2, 3, 4] where !parts[index].isEmpty {
            var bytes = try Base64URL.decode(parts[index])
            bytes[bytes.count / 2] ^= 0x01
            let tampered = TestKeys.replacing(part: index, of: token, with: Base64URL.encode(bytes))
            #expect(throws: JOSEError.self, "part \(index)") { try JWE.decrypt(tampered, with: key) }
        }
    }

    @Test(arguments: TestKeys.jwePairs)
    func aWrongKeyFailsAuthentication(alg: JWEAlgorithm, enc: JWEEncryption) throws {
        let token = try JWE.encrypt(plaintext: Self.plaintext, to: TestKeys.key(for: alg, enc), alg: alg, enc: enc)
        let error = #expect(throws: JOSEError.self) { try JWE.decrypt(token, with: TestKeys.wrongKey(for: alg, enc)) }
        #expect(error?.kind == .decryptionFailed)
    }

    @Test func truncatedCiphertextAndTagFail() throws {
        let key = TestKeys.key(for: .direct, .a128cbcHS256)
        let token = try JWE.encrypt(plaintext: Self.plaintext, to: key, alg: .direct, enc: .a128cbcHS256)
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let ciphertext = try Base64URL.decode(parts[3])
        let tag = try Base64URL.decode(parts[4])
        for (index, value) in [(3, ciphertext.prefix(16)), (4, tag.prefix(8)), (4, tag + tag), (3, Data())] {
            let tampered = TestKeys.replacing(part: index, of: token, with: Base64URL.encode(value))
            #expect(throws: JOSEError.self) { try JWE.decrypt(tampered, with: key) }
        }
        #expect(throws: JOSEError.self) { try JWE.decrypt(String(token.dropLast(3)), with: key) }
    }

    @Test(arguments: [
        "", "a.b.c", "a.b.c.d.e.f", "....", String(repeating: "A", count: 4 * 1024 * 1024 + 1),
        "eyJhbGciOiJkaXIifQ..AAAA.AAAA.AA=A", "eyJhbGciOiJkaXIi fQ..AAAA.AAAA.AAAA", "not a token at all",
    ])
    func malformedTokensAreRefused(token: String) {
        let error = #expect(throws: JOSEError.self) {
            try JWE.decrypt(token, with: TestKeys.key(for: .direct, .a128gcm))
        }
        #expect(error?.kind == .malformedInput)
    }

    @Test func nonUTF8BytesAreRefused() {
        let error = #expect(throws: JOSEError.self) {
            try JWE.decrypt(Data([0xFF, 0xFE, 0x2E, 0x80]), with: TestKeys.key(for: .direct, .a128gcm))
        }
        #expect(error?.message.contains("UTF-8") == true)
    }

    @Test(arguments: [
        (#"{"alg":"none","enc":"A128GCM"}"#, "never accepted"),
        (#"{"alg":"RSA1_5","enc":"A128GCM"}"#, "not supported"),
        (#"{"alg":"dir","enc":"A192GCM"}"#, "not supported"),
        (#"{"alg":"dir","enc":"A128GCM","crit":["exp"],"exp":1}"#, "critical"),
        (#"{"alg":"dir","enc":"A128GCM","zip":"DEF"}"#, "zip"),
        (#"{"enc":"A128GCM"}"#, "no 'alg'"),
        (#"{"alg":"dir"}"#, "no 'enc'"),
        (#"["alg","dir"]"#, "JSON object"),
        (#"{"alg":"dir","enc":"A256GCM"}"#, "256-bit key"),
        (#"{"alg":"ECDH-ES","enc":"A128GCM"}"#, "needs a EC key"),
    ])
    func forgedHeadersAreRefused(header: String, reason: String) throws {
        let key = TestKeys.key(for: .direct, .a128gcm)
        let token = try JWE.encrypt(plaintext: Self.plaintext, to: key, alg: .direct, enc: .a128gcm)
        let forged = TestKeys.replacing(part: 0, of: token, with: TestKeys.header(header))
        let error = #expect(throws: JOSEError.self) { try JWE.decrypt(forged, with: key) }
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }

    @Test func anEphemeralKeyOffTheCurveIsRefused() throws {
        let key = TestKeys.p256
        var offCurve = try JWK.generate(curve: .p256).publicKey
        var y = try Base64URL.decode(offCurve.y!)
        y[y.count - 1] ^= 0x01
        offCurve.y = Base64URL.encode(y)
        let header = #"{"alg":"ECDH-ES","enc":"A128GCM","epk":"# + offCurve.jsonString() + "}"
        let token = TestKeys.header(header) + "..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA"
        let error = #expect(throws: JOSEError.self) { try JWE.decrypt(token, with: key) }
        #expect(error?.kind == .invalidKey)
        #expect(error?.message.contains("not a point on its curve") == true, "\(error?.description ?? "")")
    }

    @Test func anEphemeralKeyOnAnotherCurveIsRefused() throws {
        let epk = try TestKeys.p384.publicKey.jsonString()
        let token =
            TestKeys.header(#"{"alg":"ECDH-ES","enc":"A128GCM","epk":"# + epk + "}")
            + "..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA"
        let error = #expect(throws: JOSEError.self) { try JWE.decrypt(token, with: TestKeys.p256) }
        #expect(error?.kind == .invalidKey)
    }

    @Test func encryptingWithAKeyOfTheWrongTypeIsRefused() {
        #expect(throws: JOSEError.self) {
            try JWE.encrypt(plaintext: Self.plaintext, to: TestKeys.rsa, alg: .ecdhES, enc: .a128gcm)
        }
        #expect(throws: JOSEError.self) {
            try JWE.encrypt(plaintext: Self.plaintext, to: .symmetric(Data(count: 16)), alg: .direct, enc: .a256gcm)
        }
    }
}
