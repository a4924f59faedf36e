import Foundation
import JOSE
import Testing
import ThreeDS
import Transport

/// `acsSignedContent` is verified before any CReq: chain, algorithm, payload, acsURL.
@Suite struct SignedContentTests {
    @Test func ps256FromAnRSACertificateIsAccepted() async throws {
        var options = ChallengeHarness.Options()
        options.signer = .rsa
        let harness = try ChallengeHarness([.complete("Y")], options: options)
        let (_, calls) = try await harness.run([])
        #expect(calls == ["completed Y"])
    }

    /// Each bad signed content ends in a runtime error with no message to the ACS.
    static let refused: [(String, @Sendable (inout ChallengeHarness.Options) -> Void)] = [
        ("chain to an untrusted root", { $0.signer = .rogue }),
        ("no acsURL", { $0.acsURL = nil }),
        ("plain http to a remote host", { $0.acsURL = "http://acs.example.com/challenge" }),
        ("not a URL", { $0.acsURL = "acs" }),
        ("no acsEphemPubKey", { $0.payload = { $0["acsEphemPubKey"] = nil } }),
        ("RSA acsEphemPubKey", { $0.payload = { $0["acsEphemPubKey"] = try! TestPKI.object(TestPKI.dsRSAKey) } }),
        (
            "another SDK key echoed",
            { $0.payload = { $0["sdkEphemPubKey"] = try! TestPKI.object(JWK.generate(curve: .p256)) } }
        ),
        ("another acsTransID", { $0.payload = { $0["acsTransID"] = "other" } }),
    ]

    @Test(arguments: 0..<refused.count)
    func badSignedContentIsARuntimeErrorBeforeAnyCReq(index: Int) async throws {
        let (name, change) = Self.refused[index]
        var options = ChallengeHarness.Options()
        change(&options)
        let harness = try ChallengeHarness([.complete()], options: options)
        let (outcome, calls) = try await harness.run([])
        #expect(calls == ["runtimeError"], "\(name)")
        #expect(harness.acs.requests == 0, "\(name): a message reached the ACS")
        guard case .runtimeError(let event) = outcome else { return }
        #expect(event.errorMessage.contains("signed content"), "\(name): \(event.errorMessage)")
    }

    @Test func aTamperedSignatureIsRefused() async throws {
        let harness = try ChallengeHarness([.complete()])
        var challenge = harness.challenge
        var parts = challenge.acsSignedContent.split(separator: ".").map(String.init)
        parts[2] = String(parts[2].reversed())
        challenge.acsSignedContent = parts.joined(separator: ".")
        let outcome = try await harness.transaction.doChallenge(
            challengeParameters: challenge, timeout: 5, presenter: ScriptedChallengePresenter([]))
        guard case .runtimeError = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(harness.acs.requests == 0)
    }

    @Test func loopbackHTTPIsAllowed() async throws {
        var options = ChallengeHarness.Options()
        options.acsURL = "http://127.0.0.1:8443/acs"
        let harness = try ChallengeHarness([.complete()], options: options)
        let (_, calls) = try await harness.run([])
        #expect(calls == ["completed Y"])
    }
}

/// Signed content whose certificates are outside their validity at the clock's time.
@Suite struct CertificateValidityTests {
    @Test(arguments: [TestPKI.notBefore.addingTimeInterval(-86_400), TestPKI.notAfter.addingTimeInterval(86_400)])
    func aCertificateOutsideItsValidityIsRefused(start: Date) async throws {
        var options = ChallengeHarness.Options()
        options.start = start
        let harness = try ChallengeHarness([.complete()], options: options)
        let (_, calls) = try await harness.run([])
        #expect(calls == ["runtimeError"])
        #expect(harness.acs.requests == 0)
    }
}

/// An ACS ephemeral key that is not on P-256 is refused with the signed content: a runtime error, nothing sent.
@Suite struct ACSEphemeralKeyTests {
    @Test func anOffCurveACSKeyIsARuntimeError() async throws {
        var options = ChallengeHarness.Options()
        options.acsSessionKey = Data(count: 32)
        options.payload = { payload in
            payload["acsEphemPubKey"] = [
                "kty": "EC", "crv": "P-256", "x": Base64URL.encode(Data(repeating: 1, count: 32)),
                "y": Base64URL.encode(Data(repeating: 2, count: 32)),
            ]
        }
        let harness = try ChallengeHarness([.complete()], options: options)
        let (outcome, calls) = try await harness.run([])
        #expect(calls == ["runtimeError"])
        #expect(harness.acs.requests == 0)
        guard case .runtimeError(let event) = outcome else { return }
        #expect(event.errorMessage.contains("acsEphemPubKey"))
    }
}

/// Shapes of signed content that real ACSs send and the SDK accepts.
@Suite struct SignedContentToleranceTests {
    @Test func aKeyAsAJSONStringAndExtraMembersAreAccepted() async throws {
        var options = ChallengeHarness.Options()
        let acsKey = try JWK.generate(curve: .p256)
        options.acsKey = acsKey
        options.payload = { payload in
            payload["acsEphemPubKey"] = try! acsKey.publicKey.jsonString()
            payload["acsInfo"] = ["vendor": "test"]
        }
        let harness = try ChallengeHarness([.complete("A")], options: options)
        let (_, calls) = try await harness.run([])
        #expect(calls == ["completed A"])
    }
}
