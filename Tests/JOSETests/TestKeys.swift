import Foundation
import JOSE

/// Keys generated once per test process and shared by the suites.
enum TestKeys {
    static let p256 = try! JWK.generate(curve: .p256, kid: "p256")
    static let p384 = try! JWK.generate(curve: .p384)
    static let p521 = try! JWK.generate(curve: .p521)
    static let rsa = try! JWK.generateRSA(bits: 2048, kid: "rsa")
    static let otherRSA = try! JWK.generateRSA(bits: 2048)

    /// A private key fit for `alg`/`enc`.
    static func key(for alg: JWEAlgorithm, _ enc: JWEEncryption) -> JWK {
        switch alg {
        case .ecdhES: p256
        case .direct: .symmetric(Data((0..<enc.keyLength).map { UInt8($0) }))
        case .rsaOAEP256: rsa
        }
    }

    /// Another key of the same kind, that must not decrypt.
    static func wrongKey(for alg: JWEAlgorithm, _ enc: JWEEncryption) -> JWK {
        switch alg {
        case .ecdhES: try! JWK.generate(curve: .p256)
        case .direct: .symmetric(Data(repeating: 7, count: enc.keyLength))
        case .rsaOAEP256: otherRSA
        }
    }

    /// A private key fit for `alg`.
    static func key(for alg: JWSAlgorithm) -> JWK {
        switch alg {
        case .es256: p256
        case .es384: p384
        case .es512: p521
        case .ps256, .rs256: rsa
        }
    }

    /// Every JWE algorithm pair.
    static let jwePairs: [(JWEAlgorithm, JWEEncryption)] = JWEAlgorithm.allCases.flatMap { alg in
        JWEEncryption.allCases.map { (alg, $0) }
    }

    /// A compact token with part `index` replaced.
    static func replacing(part index: Int, of token: String, with value: String) -> String {
        var parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        parts[index] = value
        return parts.joined(separator: ".")
    }

    /// A header JSON object, base64url-encoded.
    static func header(_ json: String) -> String {
        Base64URL.encode(Data(json.utf8))
    }
}
