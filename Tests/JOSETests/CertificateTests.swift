import Foundation
import JOSE
import Testing

/// The emulator's certificate authority, chain verification against an injected clock, and x5c JWS.
@Suite struct CertificateTests {
    static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    static let end = start.addingTimeInterval(365 * 86_400)
    static let inside = WallClock.fixed(start.addingTimeInterval(86_400))
    static let root = try! CertificateAuthority.createRoot(
        commonName: "Tessera DS Root", key: TestKeys.p256, notBefore: start, notAfter: end)
    static let otherRoot = try! CertificateAuthority.createRoot(
        commonName: "Tessera DS Root", key: JWK.generate(curve: .p256), notBefore: start, notAfter: end)

    static func leaf(_ key: JWK) throws -> X509Certificate {
        try root.issue(commonName: "ACS", publicKey: key.publicKey, notBefore: start, notAfter: end)
    }

    @Test(arguments: [TestKeys.p256, TestKeys.rsa])
    func issuedLeavesVerifyToTheRoot(key: JWK) throws {
        let leaf = try Self.leaf(key)
        try leaf.verifyChain(trustedRoots: [Self.root.certificate], clock: Self.inside)
        #expect(leaf.subject.contains("CN=ACS"))
        #expect(leaf.issuer.contains("CN=Tessera DS Root"))
        #expect(leaf.notBefore == Self.start && leaf.notAfter == Self.end)
        #expect(try leaf.publicKey().thumbprint() == key.thumbprint())
    }

    @Test func certificatesSurvivePEMAndX5C() throws {
        let leaf = try Self.leaf(TestKeys.rsa)
        #expect(try X509Certificate(pem: leaf.pem) == leaf)
        #expect(try X509Certificate(x5cEntry: leaf.x5cEntry) == leaf)
        #expect(try X509Certificate(der: leaf.der) == leaf)
        #expect(leaf.pem.hasPrefix("-----BEGIN CERTIFICATE-----\n"))
    }

    @Test(arguments: [
        (-86_400.0, "not yet valid"), (366 * 86_400.0, "expired"),
    ])
    func validityIsCheckedAgainstTheInjectedClock(offset: TimeInterval, reason: String) throws {
        let clock = WallClock.fixed(Self.start.addingTimeInterval(offset))
        let error = #expect(throws: JOSEError.self) {
            try Self.leaf(TestKeys.p256).verifyChain(trustedRoots: [Self.root.certificate], clock: clock)
        }
        #expect(error?.kind == .untrustedCertificate)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }

    @Test func aChainToTheWrongRootIsRefused() throws {
        let error = #expect(throws: JOSEError.self) {
            try Self.leaf(TestKeys.p256).verifyChain(trustedRoots: [Self.otherRoot.certificate], clock: Self.inside)
        }
        #expect(error?.kind == .untrustedCertificate)
    }

    @Test func intermediatesAreFollowed() throws {
        let intermediateKey = try JWK.generate(curve: .p384)
        let intermediate = try Self.root.issue(
            commonName: "Intermediate", publicKey: intermediateKey.publicKey, notBefore: Self.start,
            notAfter: Self.end, isCA: true)
        let subCA = CertificateAuthority(certificate: intermediate, privateKey: intermediateKey)
        let leaf = try subCA.issue(
            commonName: "Leaf", publicKey: TestKeys.p521.publicKey, notBefore: Self.start, notAfter: Self.end)
        try leaf.verifyChain(intermediates: [intermediate], trustedRoots: [Self.root.certificate], clock: Self.inside)
        #expect(throws: JOSEError.self) {
            try leaf.verifyChain(trustedRoots: [Self.root.certificate], clock: Self.inside)
        }
    }

    @Test(arguments: [JWSAlgorithm.es256, .ps256])
    func x5cSignedContentVerifiesThroughTheChain(alg: JWSAlgorithm) throws {
        let key = TestKeys.key(for: alg)
        let token = try JWS.sign(
            payload: Data("{\"acsURL\":\"https://acs\"}".utf8), with: key, alg: alg,
            certificateChain: [Self.leaf(key)])
        let verified = try JWS.verify(token, trustedRoots: [Self.root.certificate], clock: Self.inside)
        #expect(verified.certificate.subject.contains("ACS"))
        #expect(throws: JOSEError.self) {
            try JWS.verify(token, trustedRoots: [Self.otherRoot.certificate], clock: Self.inside)
        }
        let late = WallClock.fixed(Self.end.addingTimeInterval(60))
        #expect(throws: JOSEError.self) { try JWS.verify(token, trustedRoots: [Self.root.certificate], clock: late) }
    }

    @Test func x5cProblemsAreRefused() throws {
        let plain = try JWS.sign(payload: Data("{}".utf8), with: TestKeys.p256, alg: .es256)
        #expect(throws: JOSEError.self) { try JWS.verify(plain, trustedRoots: [Self.root.certificate]) }
        let garbage = try JWS.sign(
            payload: Data("{}".utf8), with: TestKeys.p256, alg: .es256, header: JOSEHeader(x5c: ["not base64!"]))
        #expect(throws: JOSEError.self) { try JWS.verify(garbage, trustedRoots: [Self.root.certificate]) }
        #expect(throws: JOSEError.self) {
            try JWS.sign(
                payload: Data(), with: TestKeys.p384, alg: .es384, certificateChain: [Self.leaf(TestKeys.p256)])
        }
        #expect(throws: JOSEError.self) { try X509Certificate(der: Data([0x30, 0x03, 0x02, 0x01])) }
        #expect(throws: JOSEError.self) { try X509Certificate(pem: "") }
    }
}
