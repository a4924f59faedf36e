import Foundation
import Testing
import Transport

@testable import Sandbox

/// The ACS's challenges, driven through the secure channel by the test SDK.
@Suite struct ACSChallengeTests {
    /// A card, the cardholder's answer, and the `transStatus` it must end with.
    static let answers: [(String, [String: String], String)] = [
        ("visa-challenge", ["challengeDataEntry": "1234"], "Y"),
        ("visa-challenge", ["challengeDataEntry": "9999"], "N"),
        ("mastercard-challenge", ["challengeDataEntry": "1234"], "Y"),
        ("amex-challenge", ["challengeDataEntry": "0000"], "N"),
        ("diners-challenge", ["challengeDataEntry": "1234"], "Y"),
        ("jcb-challenge", ["challengeNoEntry": "Y"], "N"),
        ("ui-01-text", ["challengeDataEntry": "1234"], "Y"),
        ("ui-02-single-select", ["challengeDataEntry": "1"], "Y"),
        ("ui-02-single-select", ["challengeDataEntry": "2"], "N"),
        ("ui-03-multi-select", ["challengeDataEntry": "3,1"], "Y"),
        ("ui-03-multi-select", ["challengeDataEntry": "1,2,3"], "N"),
        ("ui-04-out-of-band", ["oobContinue": "Y"], "Y"),
        ("oob-app-switch", ["oobContinue": "Y"], "Y"),
        ("ui-05-html", ["challengeHTMLDataEntry": "otp=1234"], "Y"),
        ("ui-05-html", ["challengeHTMLDataEntry": "otp=12345"], "N"),
    ]

    @Test(arguments: 0..<answers.count)
    func challengeEndsWithTheDocumentedStatus(index: Int) async throws {
        let (card, answer, status) = Self.answers[index]
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: card)
        let first = try #require(try await channel.send(via: sandbox.transport).cres)
        let scenario = try #require(
            TestCard.named(card).flatMap { card -> ACSScenario? in
                if case .challenge(let scenario) = card.behaviour { scenario } else { nil }
            })
        #expect(first["acsUiType"] as? String == scenario.uiType)
        #expect(first["challengeCompletionInd"] as? String == "N")
        #expect(first["acsCounterAtoS"] as? String == "000")
        #expect(first["acsTransID"] as? String == channel.acsTransID)
        #expect(first["sdkTransID"] as? String == channel.sdkTransID)
        #expect(first["threeDSServerTransID"] as? String == channel.serverTransID)
        Self.expectScreen(first, uiType: scenario.uiType)
        let last = try #require(try await channel.send(answer, via: sandbox.transport).cres)
        #expect(last["challengeCompletionInd"] as? String == "Y")
        #expect(last["transStatus"] as? String == status)
        #expect(last["acsCounterAtoS"] as? String == "001")
        let record = try sandbox.record(channel)
        #expect(record.status == .completed)
        #expect(record.transStatus == status)
        #expect(record.creqCount == 2)
    }

    /// The members each UI type needs are there and non-empty.
    static func expectScreen(_ cres: [String: Any], uiType: String) {
        let required: [String] =
            switch uiType {
            case "01": ["challengeInfoHeader", "challengeInfoLabel", "challengeInfoText", "submitAuthenticationLabel"]
            case "02", "03": ["challengeInfoHeader", "challengeInfoLabel", "submitAuthenticationLabel"]
            case "04": ["oobContinueLabel"]
            default: ["acsHTML"]
            }
        for field in required {
            #expect((cres[field] as? String)?.isEmpty == false, "\(field) for UI \(uiType)")
        }
        if uiType == "02" || uiType == "03" {
            #expect((cres["challengeSelectInfo"] as? [[String: String]])?.count == 3)
        }
        if uiType == "05", let html = cres["acsHTML"] as? String {
            let decoded = try? String(decoding: testBase64URLDecode(html), as: UTF8.self)
            #expect(decoded?.contains(#"name="otp""#) == true)
            #expect(decoded?.contains("HTTPS://EMV3DS/challenge") == true)
        }
    }

    @Test func resendKeepsCountingAndThenTheCodePasses() async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "visa-challenge")
        _ = try await channel.send(via: sandbox.transport)
        let resent = try #require(try await channel.send(["resendChallenge": "Y"], via: sandbox.transport).cres)
        #expect(resent["challengeCompletionInd"] as? String == "N")
        #expect(resent["acsCounterAtoS"] as? String == "001")
        #expect((resent["challengeInfoText"] as? String)?.contains("new code") == true)
        let done = try #require(try await channel.send(["challengeDataEntry": "1234"], via: sandbox.transport).cres)
        #expect(done["acsCounterAtoS"] as? String == "002")
        #expect(done["transStatus"] as? String == "Y")
        let record = try sandbox.record(channel)
        #expect(record.resendCount == 1)
        #expect(record.nextCounter == 3)
    }

    @Test(arguments: ["01", "07", "08"])
    func cancelEndsTheChallengeNotAuthenticated(reason: String) async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "ui-02-single-select")
        _ = try await channel.send(via: sandbox.transport)
        let done = try #require(try await channel.send(["challengeCancel": reason], via: sandbox.transport).cres)
        #expect(done["challengeCompletionInd"] as? String == "Y")
        #expect(done["transStatus"] as? String == "N")
        #expect(try sandbox.record(channel).status == .completed)
    }

    @Test func neverCompletingChallengeShowsTheScreenAgainUntilCancelled() async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "challenge-never-completes")
        _ = try await channel.send(via: sandbox.transport)
        for entry in ["1234", "0000", "1234"] {
            let again = try #require(try await channel.send(["challengeDataEntry": entry], via: sandbox.transport).cres)
            #expect(again["challengeCompletionInd"] as? String == "N")
            #expect(again["acsUiType"] as? String == "01")
        }
        #expect(try sandbox.record(channel).status == .open)
        let timedOut = try await channel.send(["challengeCancel": "08"], via: sandbox.transport).cres
        #expect(timedOut?["transStatus"] as? String == "N")
    }

    /// Each ACS-fault card's first CRes carries its documented fault; the SDK's Erro is then accepted.
    @Test(arguments: [
        ("acs-wrong-counter", "302"), ("acs-wrong-transaction-id", "301"), ("acs-missing-field", "201"),
    ])
    func faultCardsSendTheirFaultAndAcceptTheSDKsErro(card: String, sdkErrorCode: String) async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: card)
        let first = try #require(try await channel.send(via: sandbox.transport).cres)
        switch card {
        case "acs-wrong-counter":
            #expect(first["acsCounterAtoS"] as? String == "001")
            #expect(first["acsTransID"] as? String == channel.acsTransID)
        case "acs-wrong-transaction-id":
            #expect(first["acsCounterAtoS"] as? String == "000")
            #expect(first["acsTransID"] as? String != channel.acsTransID)
        default:
            #expect(first["challengeCompletionInd"] == nil)
            #expect(first["acsUiType"] as? String == "01")
        }
        let erro: [String: Any] = [
            "messageType": "Erro", "messageVersion": "2.2.0", "errorCode": sdkErrorCode, "errorComponent": "C",
            "errorDescription": "CRes invalid", "errorDetail": "acsCounterAtoS", "errorMessageType": "CRes",
            "threeDSServerTransID": channel.serverTransID, "acsTransID": channel.acsTransID,
            "sdkTransID": channel.sdkTransID,
        ]
        let reply = try await channel.post(try channel.seal(erro), via: sandbox.transport)
        guard case .empty = reply else {
            Issue.record("The ACS must answer an SDK's Erro with an empty 200, not \(reply)")
            return
        }
        let record = try sandbox.record(channel)
        #expect(record.status == .errored)
        #expect(record.errorCode == sdkErrorCode)
        #expect(record.errorComponent == "C")
    }
}

/// Decodes base64url (the test's own, so the check does not lean on the code under test).
func testBase64URLDecode(_ text: String) throws -> Data {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64) else { throw TestChannel.ChannelError.status(0) }
    return data
}
