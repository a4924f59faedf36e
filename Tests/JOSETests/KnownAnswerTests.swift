import Foundation
import JOSE
import Testing

/// The RFC known-answer vectors, reproduced exactly.
@Suite struct KnownAnswerTests {
    @Test func rfc7516AppendixBContentEncryption() throws {
        let aad = Data(RFCVectors.appendixBProtectedHeader.utf8)
        let sealed = try JWEEncryption.a128cbcHS256.seal(
            RFCVectors.appendixBPlaintext, key: RFCVectors.appendixBCek, iv: RFCVectors.appendixBIv, aad: aad)
        #expect(Base64URL.encode(sealed.ciphertext) == RFCVectors.appendixBCiphertext)
        #expect(Base64URL.encode(sealed.tag) == RFCVectors.appendixBTag)
        let opened = try JWEEncryption.a128cbcHS256.open(
            sealed.ciphertext, tag: sealed.tag, key: RFCVectors.appendixBCek, iv: RFCVectors.appendixBIv, aad: aad)
        #expect(opened == RFCVectors.appendixBPlaintext)
    }

    @Test func rfc7518AppendixCConcatKDF() throws {
        let z = try ECDH.sharedSecret(
            privateKey: RFCVectors.appendixCBob, publicKey: RFCVectors.appendixCAlice.publicKey)
        #expect(z == RFCVectors.appendixCZ)
        let zFromAlice = try ECDH.sharedSecret(
            privateKey: RFCVectors.appendixCAlice, publicKey: RFCVectors.appendixCBob.publicKey)
        #expect(zFromAlice == RFCVectors.appendixCZ)
        let context = ConcatKDF.Context.jwe(enc: .a128gcm, apu: Data("Alice".utf8), apv: Data("Bob".utf8))
        let key = try ConcatKDF.deriveKey(sharedSecret: z, length: 16, context: context)
        #expect(Base64URL.encode(key) == RFCVectors.appendixCDerivedKey)
    }

    @Test func rfc7515AppendixA3ES256Verifies() throws {
        let verified = try JWS.verify(RFCVectors.appendixA3Token, with: RFCVectors.appendixA3Key)
        #expect(verified.header.alg == "ES256")
        #expect(String(decoding: verified.payload, as: UTF8.self).contains("\"iss\":\"joe\""))
    }

    @Test func rfc7638Thumbprint() throws {
        #expect(try RFCVectors.thumbprintKey.thumbprint() == RFCVectors.thumbprint)
    }

    @Test func rfc7520Section4_1RS256IsReproducedExactly() throws {
        let key = try JWK.parse(CookbookVectors.rsaKey)
        let token = try JWS.sign(
            payload: RFCVectors.cookbookPayload, with: key, alg: .rs256, header: JOSEHeader(kid: key.kid))
        #expect(token == CookbookVectors.rs256Token)
        let verified = try JWS.verify(CookbookVectors.rs256Token, with: key.publicKey)
        #expect(verified.payload == RFCVectors.cookbookPayload)
    }

    @Test func rfc7520Section4_3ES512Verifies() throws {
        let verified = try JWS.verify(CookbookVectors.es512Token, with: CookbookVectors.p521Key.publicKey)
        #expect(verified.payload == RFCVectors.cookbookPayload)
        #expect(verified.header.kid == "bilbo.baggins@hobbiton.example")
    }

    @Test func rfc7520Section5_5ECDHESDecryptsAndIsReproduced() throws {
        let plaintext = try JWE.decrypt(CookbookVectors.ecdhToken, with: CookbookVectors.p256Key)
        #expect(plaintext == RFCVectors.cookbookPlaintext)
        let z = try ECDH.sharedSecret(
            privateKey: CookbookVectors.ecdhEphemeralKey, publicKey: CookbookVectors.p256Key.publicKey)
        let cek = try ConcatKDF.deriveKey(sharedSecret: z, length: 32, context: .jwe(enc: .a128cbcHS256))
        #expect(Base64URL.encode(cek) == CookbookVectors.ecdhCEK)
        let sealed = try JWEEncryption.a128cbcHS256.seal(
            RFCVectors.cookbookPlaintext, key: cek, iv: try Base64URL.decode(CookbookVectors.ecdhIV),
            aad: Data(CookbookVectors.ecdhProtected.utf8))
        #expect(Base64URL.encode(sealed.ciphertext) == CookbookVectors.ecdhCiphertext)
        #expect(Base64URL.encode(sealed.tag) == CookbookVectors.ecdhTag)
    }

    @Test func rfc7520Section5_5EncryptionWithTheRFCEphemeralKeyDecrypts() throws {
        let token = try JWE.encrypt(
            plaintext: RFCVectors.cookbookPlaintext, to: CookbookVectors.p256Key.publicKey, alg: .ecdhES,
            enc: .a128cbcHS256, header: JOSEHeader(kid: CookbookVectors.p256Key.kid), keyDerivation: nil,
            random: .repeating(try Base64URL.decode(CookbookVectors.ecdhIV)),
            ephemeralKey: CookbookVectors.ecdhEphemeralKey)
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts[2] == Substring(CookbookVectors.ecdhIV))
        let decrypted = try JWE.decryptWithHeader(token, with: CookbookVectors.p256Key)
        #expect(decrypted.plaintext == RFCVectors.cookbookPlaintext)
        #expect(decrypted.header.epk?.x == CookbookVectors.ecdhEphemeralKey.x)
    }

    @Test func rfc7520Section5_6DirectA128GCMDecryptsAndIsReproduced() throws {
        let plaintext = try JWE.decrypt(CookbookVectors.gcmToken, with: CookbookVectors.gcmKey)
        #expect(plaintext == RFCVectors.cookbookPlaintext)
        let sealed = try JWEEncryption.a128gcm.seal(
            RFCVectors.cookbookPlaintext, key: try Base64URL.decode(CookbookVectors.gcmKey.k!),
            iv: try Base64URL.decode(CookbookVectors.gcmIV), aad: Data(CookbookVectors.gcmProtected.utf8))
        #expect(Base64URL.encode(sealed.ciphertext) == CookbookVectors.gcmCiphertext)
        #expect(Base64URL.encode(sealed.tag) == CookbookVectors.gcmTag)
    }
}
