import Foundation
import JOSE
import Testing

/// Public points received from a peer are checked against their curve on every curve: the invalid-curve attack.
@Suite struct PublicKeyValidationTests {
    /// A way of spoiling a valid public point.
    enum Spoil: String, CaseIterable, CustomTestStringConvertible {
        case flipLastBitOfY, xAllOnes, originPoint

        var testDescription: String { rawValue }

        func apply(to key: JWK) throws -> JWK {
            var key = key
            let size = key.crv!.coordinateSize
            switch self {
            case .flipLastBitOfY:
                var y = try Base64URL.decode(key.y!)
                y[y.count - 1] ^= 0x01
                key.y = Base64URL.encode(y)
            case .xAllOnes:
                // At least the field prime on every curve, so outside the field.
                key.x = Base64URL.encode(Data(repeating: 0xFF, count: size))
            case .originPoint:
                key.x = Base64URL.encode(Data(count: size))
                key.y = Base64URL.encode(Data(count: size))
            }
            return key
        }
    }

    static let keys = [TestKeys.p256, TestKeys.p384, TestKeys.p521]

    /// `jose public` accepted an off-curve key that `encrypt` and `verify` refused: parsing refuses it.
    @Test(arguments: keys, Spoil.allCases)
    func parsingRefusesAKeyOffTheCurve(privateKey: JWK, spoil: Spoil) throws {
        for key in [try spoil.apply(to: privateKey.publicKey), try spoil.apply(to: privateKey)] {
            let error = #expect(throws: JOSEError.self) { try JWK.parse(key.jsonString()) }
            #expect(error?.kind == .invalidKey)
            #expect(error?.message.contains("not a point on its curve") == true, "\(error?.description ?? "")")
        }
        #expect(try JWK.parse(privateKey.publicKey.jsonString()) == privateKey.publicKey)
    }

    @Test(arguments: keys, Spoil.allCases)
    func keyAgreementRefusesAPointOffTheCurve(privateKey: JWK, spoil: Spoil) throws {
        let hostile = try spoil.apply(to: privateKey.publicKey)
        let error = #expect(throws: JOSEError.self) {
            try ECDH.sharedSecret(privateKey: privateKey, publicKey: hostile)
        }
        #expect(error?.kind == .invalidKey)
    }

    @Test(arguments: keys, Spoil.allCases)
    func decryptionRefusesAnEphemeralPointOffTheCurve(privateKey: JWK, spoil: Spoil) throws {
        let valid = try JWE.encrypt(
            plaintext: Data("hello".utf8), to: privateKey.publicKey, alg: .ecdhES, enc: .a128gcm)
        let epk = try spoil.apply(to: JWE.decryptWithHeader(valid, with: privateKey).header.epk!)
        let header = #"{"alg":"ECDH-ES","enc":"A128GCM","epk":"# + epk.jsonString() + "}"
        let parts = valid.split(separator: ".", omittingEmptySubsequences: false)
        let token = ([TestKeys.header(header)] + parts.dropFirst().map(String.init)).joined(separator: ".")
        let error = #expect(throws: JOSEError.self) { try JWE.decrypt(token, with: privateKey) }
        #expect(error?.kind == .invalidKey)
        #expect(error?.message.contains("not a point on its curve") == true, "\(error?.description ?? "")")
    }

    @Test(arguments: keys)
    func aValidPeerPointAgreesBothWays(privateKey: JWK) throws {
        let peer = try JWK.generate(curve: privateKey.crv!)
        let ours = try ECDH.sharedSecret(privateKey: privateKey, publicKey: peer.publicKey)
        let theirs = try ECDH.sharedSecret(privateKey: peer, publicKey: privateKey.publicKey)
        #expect(ours == theirs)
        #expect(ours.count == privateKey.crv!.coordinateSize)
    }
}
