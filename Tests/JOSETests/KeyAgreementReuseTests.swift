import Foundation
import JOSE
import Testing

/// A recipient key keeps one key-agreement context between decryptions; each JWE must still be opened with
/// its own ephemeral key's secret (a wrong secret fails the tag), after a refused JWE as well, and when
/// several tasks decrypt with the same key at once.
@Suite struct KeyAgreementReuseTests {
    static func token(_ index: Int, to key: JWK) throws -> (String, Data) {
        let plaintext = Data("message \(index)".utf8)
        return (try JWE.encrypt(plaintext: plaintext, to: key.publicKey, alg: .ecdhES, enc: .a128cbcHS256), plaintext)
    }

    @Test func eachJWEOpensWithItsOwnSecretBeforeAndAfterARefusal() throws {
        let key = try JWK.generate(curve: .p256)
        let tokens = try (0..<6).map { try Self.token($0, to: key) }
        for (token, plaintext) in tokens.prefix(3) { #expect(try JWE.decrypt(token, with: key) == plaintext) }
        let otherCurve = try JWE.encrypt(
            plaintext: Data("x".utf8), to: JWK.generate(curve: .p384).publicKey, alg: .ecdhES, enc: .a128gcm)
        #expect(throws: JOSEError.self) { try JWE.decrypt(otherCurve, with: key) }
        let forged = tokens[3].0.split(separator: ".", omittingEmptySubsequences: false)
        let swapped =
            [String(forged[0])]
            + tokens[4].0.split(separator: ".", omittingEmptySubsequences: false)
            .dropFirst().map(String.init)
        // Token 4's ciphertext under token 3's header (its ephemeral key) must not open.
        #expect(throws: JOSEError.self) { try JWE.decrypt(swapped.joined(separator: "."), with: key) }
        // An ephemeral point moved off the curve is refused as a bad key, and the next JWEs still open.
        let offCurve = try Self.movingEphemeralPointOffTheCurve(tokens[5].0)
        #expect {
            try JWE.decrypt(offCurve, with: key)
        } throws: { error in
            (error as? JOSEError)?.kind == .invalidKey
        }
        for (token, plaintext) in tokens.reversed() { #expect(try JWE.decrypt(token, with: key) == plaintext) }
    }

    @Test func concurrentDecryptionsWithOneKeyEachGetTheirOwnPlaintext() async throws {
        let key = try JWK.generate(curve: .p256)
        let tokens = try (0..<32).map { try Self.token($0, to: key) }
        let opened = await withTaskGroup(of: Bool.self) { group in
            for (token, plaintext) in tokens {
                group.addTask { (try? JWE.decrypt(token, with: key)) == plaintext }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(opened == tokens.count)
    }

    /// `token` with the last byte of its `epk`'s y coordinate changed, which puts the point off P-256.
    static func movingEphemeralPointOffTheCurve(_ token: String) throws -> String {
        var parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var header = try #require(
            try JSONSerialization.jsonObject(with: Base64URL.decode(parts[0])) as? [String: Any])
        var epk = try #require(header["epk"] as? [String: Any])
        var y = try Base64URL.decode(try #require(epk["y"] as? String))
        y[y.count - 1] ^= 1
        epk["y"] = Base64URL.encode(y)
        header["epk"] = epk
        parts[0] = Base64URL.encode(try JSONSerialization.data(withJSONObject: header))
        return parts.joined(separator: ".")
    }
}
