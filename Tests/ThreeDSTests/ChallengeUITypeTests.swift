import Foundation
import JOSE
import TesseraCore
import Testing
import ThreeDS

/// A challenge per UI type: the screen the presenter sees, the CReq the ACS receives, the ending.
@Suite struct ChallengeUITypeTests {
    /// UI type, the cardholder's action, and the CReq member it must produce.
    static let cases: [(String, ChallengeAction, String, JSONValue)] = [
        ("01", .submitText("1234"), "challengeDataEntry", "1234"),
        ("01", .submitText(""), "challengeNoEntry", "Y"),
        ("02", .submitSelection(["2"]), "challengeDataEntry", "2"),
        ("03", .submitSelection(["1", "3"]), "challengeDataEntry", "1,3"),
        ("04", .continueOutOfBand, "oobContinue", "Y"),
        ("05", .submitHTMLForm(["otp": "12 34"]), "challengeHTMLDataEntry", "txn=a%26b&otp=12+34"),
    ]

    @Test(arguments: 0..<cases.count)
    func challengeCompletes(index: Int) async throws {
        let (uiType, action, member, value) = Self.cases[index]
        let harness = try ChallengeHarness([.screen(uiType), .complete("Y")])
        let presenter = ScriptedChallengePresenter([action])
        let outcome = try await harness.transaction.doChallenge(
            challengeParameters: harness.challenge, timeout: 5, presenter: presenter)
        guard case .completed(let event) = outcome else {
            Issue.record("expected completion, got \(outcome)")
            return
        }
        #expect(event.transactionStatus == "Y")
        #expect(event.sdkTransactionID == harness.parameters.sdkTransactionID)
        let creqs = harness.acs.creqs
        #expect(creqs.count == 2)
        #expect(creqs.map { $0["sdkCounterStoA"]?.string } == ["000", "001"])
        #expect(creqs[0]["challengeDataEntry"] == nil && creqs[0]["messageType"]?.string == "CReq")
        #expect(creqs[1][member] == value)
        #expect(creqs[1]["threeDSServerTransID"]?.string == harness.challenge.threeDSServerTransactionID)
        #expect(creqs[1]["acsTransID"]?.string == harness.challenge.acsTransactionID)
        #expect(creqs[1]["sdkTransID"]?.string == harness.parameters.sdkTransactionID)
        #expect(creqs[1]["messageVersion"]?.string == "2.2.0")
        #expect(harness.acs.erros.isEmpty && harness.acs.issues.isEmpty)
        let screens = await presenter.presentedScreens
        #expect(screens.count == 1 && screens[0].uiType.rawValue == uiType)
    }

    @Test func textScreenCarriesEveryLabel() async throws {
        let harness = try ChallengeHarness([.screen("01", ["challengeInfoTextIndicator": "Y"]), .complete()])
        let presenter = ScriptedChallengePresenter([.submitText("1234")])
        _ = try await harness.transaction.doChallenge(
            challengeParameters: harness.challenge, timeout: 5, presenter: presenter)
        let screen = try #require(await presenter.presentedScreens.first)
        #expect(screen.header == "Purchase authentication")
        #expect(screen.label == "Enter your code")
        #expect(screen.text == "We sent a code to your phone ending 12.")
        #expect(screen.showsTextIndicator)
        #expect(screen.submitLabel == "Submit")
        #expect(screen.resendLabel == "Send a new code")
        #expect(screen.whyInfoLabel == "Why this?" && screen.whyInfoText == "To keep your card safe.")
        #expect(
            screen.issuerImage
                == ChallengeImage(medium: "https://acs.test/issuer-m.png", high: "https://acs.test/issuer-h.png"))
        #expect(screen.paymentSystemImage == ChallengeImage(extraHigh: "https://acs.test/ps-xh.png"))
    }

    @Test func selectScreenListsOptionsInOrder() async throws {
        let harness = try ChallengeHarness([.screen("02"), .complete()])
        let presenter = ScriptedChallengePresenter([.submitSelection(["1"])])
        _ = try await harness.transaction.doChallenge(
            challengeParameters: harness.challenge, timeout: 5, presenter: presenter)
        let screen = try #require(await presenter.presentedScreens.first)
        #expect(screen.options.map(\.id) == ["1", "2", "3"])
        #expect(screen.options.map(\.label) == ["Mobile ending 12", "Email j***@example.com", "Landline"])
    }

    @Test func outOfBandScreenHasItsLabels() async throws {
        let harness = try ChallengeHarness([.screen("04"), .complete("N")])
        let presenter = ScriptedChallengePresenter([.continueOutOfBand])
        let outcome = try await harness.transaction.doChallenge(
            challengeParameters: harness.challenge, timeout: 5, presenter: presenter)
        let screen = try #require(await presenter.presentedScreens.first)
        #expect(screen.oobContinueLabel == "I have approved it")
        #expect(screen.oobAppURL == "bank://approve" && screen.oobAppLabel == "Open bank app")
        guard case .completed(let event) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(event.transactionStatus == "N")
    }

    @Test func htmlScreenExposesTheFormNotTheScript() async throws {
        let harness = try ChallengeHarness([.screen("05"), .complete()])
        let presenter = ScriptedChallengePresenter([.submitHTMLForm(["otp": "1234"])])
        _ = try await harness.transaction.doChallenge(
            challengeParameters: harness.challenge, timeout: 5, presenter: presenter)
        let screen = try #require(await presenter.presentedScreens.first)
        #expect(screen.html == TestACS.html)
        let form = try #require(screen.htmlForm)
        #expect(form.action == "HTTPS://EMV3DS/challenge")
        #expect(
            form.fields == [
                .init(name: "txn", type: "hidden", value: "a&b"), .init(name: "otp", type: "password", value: ""),
            ])
        #expect(form.submitLabel == "Verify")
    }

    @Test func aPresenterAnswerThatDoesNotFitTheScreenIsARuntimeError() async throws {
        let harness = try ChallengeHarness([.screen("02"), .complete()])
        let (outcome, calls) = try await harness.run([.submitSelection(["9"])])
        guard case .runtimeError = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(calls == ["runtimeError"])
        #expect(harness.acs.creqs.count == 1)
    }
}
