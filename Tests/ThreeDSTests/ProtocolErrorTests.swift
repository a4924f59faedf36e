import Foundation
import JOSE
import TesseraCore
import Testing
import ThreeDS

/// Every CRes check: the SDK sends the matching Erro to the ACS, reports `protocolError` with it, and
/// sends nothing afterwards.
@Suite struct ProtocolErrorTests {
    /// A hostile or broken first reply, and the error code the SDK must send.
    static let firstReply: [(String, TestACS.Reply, String)] = [
        ("garbage body", .raw(Data("<html>502 Bad Gateway</html>".utf8)), "302"),
        ("unencrypted CRes", .raw(Data(#"{"messageType":"CRes"}"#.utf8)), "302"),
        ("JWE under another key", .raw(Self.underAnotherKey()), "302"),
        ("body over 1 MiB", .raw(Data(repeating: UInt8(ascii: "A"), count: 1024 * 1024 + 1)), "101"),
        ("decrypted text is not JSON", .sealed(.string("not an object")), "101"),
        (
            "messageType is not CRes",
            .cres(["messageType": "CReq", "challengeCompletionInd": "Y", "transStatus": "Y"]), "101"
        ),
        (
            "acsCounterAtoS missing",
            .cres(["acsCounterAtoS": .null, "challengeCompletionInd": "Y", "transStatus": "Y"]), "201"
        ),
        ("transStatus missing on completion", .cres(["challengeCompletionInd": "Y"]), "201"),
        ("acsUiType missing", .cres(["challengeCompletionInd": "N"]), "201"),
        ("submitAuthenticationLabel missing", .screen("01", ["submitAuthenticationLabel": .null]), "201"),
        ("challengeSelectInfo missing", .screen("02", ["challengeSelectInfo": .null]), "201"),
        ("oobContinueLabel missing", .screen("04", ["oobContinueLabel": .null]), "201"),
        ("acsHTML missing", .screen("05", ["acsHTML": .null]), "201"),
        (
            "unknown critical extension", .screen("01", ["messageExtension": [Self.messageExtension(critical: true)]]),
            "202"
        ),
        (
            "messageVersion differs",
            .cres(["messageVersion": "2.1.0", "challengeCompletionInd": "Y", "transStatus": "Y"]), "203"
        ),
        ("empty challengeInfoText", .screen("01", ["challengeInfoText": ""]), "203"),
        ("empty optional whyInfoLabel", .screen("01", ["whyInfoLabel": ""]), "203"),
        (
            "eleven message extensions",
            .screen(
                "01", ["messageExtension": .array(Array(repeating: Self.messageExtension(critical: false), count: 11))]),
            "203"
        ),
        ("unknown acsUiType", .screen("06"), "203"),
        ("challengeCompletionInd not Y or N", .cres(["challengeCompletionInd": "X"]), "203"),
        ("unknown transStatus", .cres(["challengeCompletionInd": "Y", "transStatus": "Z"]), "203"),
        (
            "whitelistingInfoText over 64",
            .screen("01", ["whitelistingInfoText": .string(String(repeating: "w", count: 65))]), "203"
        ),
        ("acsHTML not base64url", .screen("05", ["acsHTML": "<html>"]), "203"),
        ("challengeSelectInfo malformed", .screen("02", ["challengeSelectInfo": [["1": 5]]]), "203"),
        (
            "sdkTransID differs",
            .cres([
                "sdkTransID": "00000000-0000-4000-8000-000000000000", "challengeCompletionInd": "Y", "transStatus": "Y",
            ]), "301"
        ),
        (
            "acsTransID differs",
            .cres([
                "acsTransID": "00000000-0000-4000-8000-000000000001", "challengeCompletionInd": "Y", "transStatus": "Y",
            ]), "301"
        ),
        (
            "threeDSServerTransID differs",
            .cres(["threeDSServerTransID": "x", "challengeCompletionInd": "Y", "transStatus": "Y"]), "301"
        ),
        (
            "counter out of order",
            .cres(["acsCounterAtoS": "001", "challengeCompletionInd": "Y", "transStatus": "Y"]), "302"
        ),
    ]

    static func messageExtension(critical: Bool) -> JSONValue {
        ["name": "acme-ext", "id": "ACME-1", "criticalityIndicator": .bool(critical), "data": ["v": "1"]]
    }

    static func underAnotherKey() -> Data {
        let token = try! JWE.encrypt(
            plaintext: Data(#"{"messageType":"CRes"}"#.utf8), to: .symmetric(Data(repeating: 9, count: 32)),
            alg: .direct, enc: .a128cbcHS256)
        return Data(token.utf8)
    }

    @Test(arguments: 0..<firstReply.count)
    func aBrokenCResSendsTheMatchingErro(index: Int) async throws {
        let (name, reply, code) = Self.firstReply[index]
        let harness = try ChallengeHarness([reply, .complete()])
        let (outcome, calls) = try await harness.run([.submitText("1234")])
        guard case .protocolError(let event) = outcome else {
            Issue.record("\(name): expected protocol error \(code), got \(outcome)")
            return
        }
        #expect(event.errorMessage.errorCode == code, "\(name)")
        #expect(event.errorMessage.errorComponent == "C")
        #expect(calls == ["protocolError \(code) C"], "\(name)")
        let erros = harness.acs.erros
        #expect(erros.count == 1, "\(name)")
        #expect(erros.first?["errorCode"]?.string == code, "\(name)")
        #expect(erros.first?["errorComponent"]?.string == "C")
        #expect(erros.first?["errorMessageType"]?.string == "CRes")
        #expect(erros.first?["sdkTransID"]?.string == harness.parameters.sdkTransactionID)
        #expect(erros.first?["acsTransID"]?.string == harness.challenge.acsTransactionID)
        #expect(erros.first?["messageVersion"]?.string == "2.2.0")
        #expect(erros.first?["errorDetail"]?.string?.isEmpty == false)
        #expect(harness.acs.creqs.count == 1, "\(name): a CReq was sent after the Erro")
        #expect(harness.acs.issues.isEmpty, "\(harness.acs.issues)")
    }

    @Test func aReplayedCResIsADecryptionError() async throws {
        let harness = try ChallengeHarness([.screen("01"), .replay(0)])
        let (outcome, calls) = try await harness.run([.submitText("1234")])
        #expect(calls == ["protocolError 302 C"])
        guard case .protocolError(let event) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(event.errorMessage.errorDetail.contains("acsCounterAtoS"))
        #expect(harness.acs.erros.map { $0["errorCode"]?.string } == ["302"])
        #expect(harness.acs.creqs.count == 2)
    }

    @Test func theErrorDetailNamesTheEmptyField() async throws {
        let harness = try ChallengeHarness([.screen("01", ["expandInfoText": ""])])
        let (outcome, _) = try await harness.run([])
        guard case .protocolError(let event) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(event.errorMessage.errorDetail == "expandInfoText is an empty string.")
    }

    @Test func anErroFromTheACSEndsTheChallengeWithoutAnswer() async throws {
        let acsError: JSONValue = [
            "messageType": "Erro", "messageVersion": "2.2.0", "errorCode": "203", "errorComponent": "A",
            "errorDescription": "Format invalid", "errorDetail": "sdkCounterStoA", "errorMessageType": "CReq",
        ]
        for reply in [TestACS.Reply.sealed(acsError), .raw(acsError.compactData)] {
            let harness = try ChallengeHarness([reply])
            let (outcome, calls) = try await harness.run([])
            #expect(calls == ["protocolError 203 A"])
            guard case .protocolError(let event) = outcome else {
                Issue.record("\(outcome)")
                continue
            }
            #expect(event.errorMessage.errorDetail == "sdkCounterStoA")
            #expect(harness.acs.erros.isEmpty && harness.acs.requests == 1)
        }
    }

    @Test func aNonCriticalUnknownExtensionIsIgnored() async throws {
        let harness = try ChallengeHarness([
            .screen(
                "01", ["messageExtension": .array(Array(repeating: Self.messageExtension(critical: false), count: 10))]),
            .complete(),
        ])
        let (_, calls) = try await harness.run([.submitText("1234")])
        #expect(calls == ["completed Y"])
        #expect(harness.acs.erros.isEmpty && harness.acs.creqs.count == 2)
    }
}
