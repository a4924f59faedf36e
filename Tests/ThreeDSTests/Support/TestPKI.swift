import Foundation
import JOSE

/// Test-only key material: a DS root CA, ACS signing certificates chained to it, an untrusted
/// look-alike, and the directory server's device-data keys.
enum TestPKI {
    /// The time every test runs at; all certificates are valid then.
    static let now = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28
    static let notBefore = Date(timeIntervalSince1970: 1_700_000_000)
    static let notAfter = Date(timeIntervalSince1970: 1_900_000_000)

    static let root = try! CertificateAuthority.createRoot(
        commonName: "Tessera Test DS Root", key: JWK.generate(curve: .p256), notBefore: notBefore, notAfter: notAfter)
    static let acsECKey = try! JWK.generate(curve: .p256)
    static let acsECCertificate = try! root.issue(
        commonName: "Tessera Test ACS (EC)", publicKey: acsECKey.publicKey, notBefore: notBefore, notAfter: notAfter)
    static let acsRSAKey = try! JWK.generateRSA(bits: 2048)
    static let acsRSACertificate = try! root.issue(
        commonName: "Tessera Test ACS (RSA)", publicKey: acsRSAKey.publicKey, notBefore: notBefore, notAfter: notAfter)

    /// A root nobody trusts, with an ACS certificate under it.
    static let rogueRoot = try! CertificateAuthority.createRoot(
        commonName: "Tessera Test DS Root", key: JWK.generate(curve: .p256), notBefore: notBefore, notAfter: notAfter)
    static let rogueACSCertificate = try! rogueRoot.issue(
        commonName: "Tessera Test ACS (EC)", publicKey: acsECKey.publicKey, notBefore: notBefore, notAfter: notAfter)

    static let dsECKey = try! JWK.generate(curve: .p256)
    static let dsRSAKey = try! JWK.generateRSA(bits: 2048)

    /// Who signs the ACS signed content.
    enum Signer: Sendable {
        case ec, rsa, rogue

        var algorithm: JWSAlgorithm { self == .rsa ? .ps256 : .es256 }
        var key: JWK { self == .rsa ? acsRSAKey : acsECKey }
        var chain: [X509Certificate] {
            switch self {
            case .ec: [acsECCertificate]
            case .rsa: [acsRSACertificate]
            case .rogue: [rogueACSCertificate]
            }
        }
    }

    static func sign(_ payload: [String: Any], by signer: Signer) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        return try JWS.sign(payload: data, with: signer.key, alg: signer.algorithm, certificateChain: signer.chain)
    }

    /// A public JWK as a JSON object for a payload.
    static func object(_ key: JWK) throws -> [String: Any] {
        let data = Data(try key.publicKey.jsonString().utf8)
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }
}
