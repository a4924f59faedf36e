import Foundation
import Testing
import ThreeDS

@testable import TesseraApp

/// The challenge screens as page markup and stylesheet: every ACS text escaped and isolated, each UI type's entry,
/// the answers a post can give, and the ACS HTML's form sent to the app.
@Suite struct ChallengeViewTests {
    func view(_ screen: ChallengeScreen) -> ChallengeView {
        ChallengeView(screen: screen, run: String(repeating: "a", count: 32), sequence: 3, formKey: "k")
    }

    static let hostile = [
        "<script>alert(1)</script>", #""'><img src=x onerror=alert(1)>"#, "\u{202E}lanigiro\u{202C} & more",
        String(repeating: "<b>", count: 3_334),
    ]

    @Test(arguments: hostile)
    func escapesEveryTextTheACSSends(text: String) throws {
        var screen = ChallengeScreen.sample(.multiSelect)
        screen.header = text
        screen.text = text
        screen.label = text
        screen.options = [ChallengeOption(id: text, label: text)]
        screen.whyInfoText = text
        screen.expandInfoLabel = text
        screen.additionalInfo = text
        screen.resendLabel = text
        screen.customization = UICustomization(
            toolbar: ToolbarCustomization(backgroundColorHex: "#007aff", headerText: text, buttonText: text))
        let markup = view(screen).markup.markup
        let escaped = HTML.escape(text).markup
        #expect(!markup.contains("<script") && !markup.contains("<img") && !markup.contains("<b>"))
        #expect(markup.components(separatedBy: "<bdi>" + escaped + "</bdi>").count - 1 >= 8)
        #expect(markup.contains(#"value="\#(escaped)""#))
        let css = view(screen).stylesheet
        #expect(!css.contains(text) && !css.contains("<") && css.contains("background: #007aff"))
    }

    @Test func keepsTenThousandCharactersWhole() {
        var screen = ChallengeScreen.sample(.text)
        screen.text = String(repeating: "x", count: 10_000)
        #expect(view(screen).markup.markup.contains("<bdi>" + String(repeating: "x", count: 10_000) + "</bdi>"))
    }

    @Test func drawsEachUITypesEntry() {
        let text = view(.sample(.text)).markup.markup
        #expect(
            text.contains(#"name="code""#) && text.contains(#"value="resend""#) && text.contains(#"value="submit""#))
        let single = view(.sample(.singleSelect)).markup.markup
        #expect(single.contains(#"type="radio" name="option" value="sms""#))
        let multi = view(.sample(.multiSelect)).markup.markup
        #expect(multi.contains(#"type="checkbox" name="option" value="books""#) && !multi.contains("resend"))
        var outOfBand = ChallengeScreen.sample(.outOfBand)
        outOfBand.oobAppURL = "javascript:alert(1)"
        outOfBand.oobAppLabel = "Open the bank app"
        #expect(!view(outOfBand).markup.markup.contains("javascript:"))
        outOfBand.oobAppURL = "https://bank.example/approve"
        let oob = view(outOfBand).markup.markup
        #expect(oob.contains(#"href="https://bank.example/approve""#) && oob.contains(#"value="continue""#))
        let html = view(.sample(.html)).markup.markup
        #expect(
            html.contains(
                #"<iframe class="ch-acs" src="/challenge/\#(String(repeating: "a", count: 32))/3/acs" sandbox="allow-forms""#
            ))
        #expect(!html.contains("<input type=\"password\""))
    }

    @Test func drawsTheThemeInItsAppearance() {
        let customization = UICustomization(
            toolbar: ToolbarCustomization(backgroundColorHex: "#0a84ff", headerText: "SECURE CHECKOUT"),
            buttons: [
                .submit: ButtonCustomization(textColorHex: "#ffffff", backgroundColorHex: "#ff0a0a", cornerRadius: 18)
            ])
        let css = view(.sample(.text, customization: customization, appearance: .dark)).stylesheet
        #expect(css.contains(".challenge .ch-toolbar { background: #0a84ff"))
        #expect(css.contains(".challenge .ch-submit { color: #ffffff; background: #ff0a0a; border-radius: 18px"))
        // The SDK's dark defaults where the theme says nothing.
        #expect(css.contains(".challenge { background: #000000"))
        let markup = view(.sample(.text, customization: customization, appearance: .dark)).markup.markup
        #expect(markup.contains("SECURE CHECKOUT") && markup.contains(#"data-appearance="dark""#))
    }

    static func form(_ body: String) -> FormBody { FormBody(Data(body.utf8)) }

    @Test(arguments: [
        (ACSUIType.text, "action=submit&code=1234", ChallengeAction.submitText("1234")),
        (.text, "action=resend", .resend), (.text, "action=cancel&code=1234", .cancel),
        (.singleSelect, "action=submit&option=email", .submitSelection(["email"])),
        (.singleSelect, "action=submit", .submitSelection([])),
        (.multiSelect, "action=submit&option=train&option=coffee", .submitSelection(["coffee", "train"])),
        (.outOfBand, "action=continue", .continueOutOfBand),
    ])
    func turnsAPostIntoTheCardholdersAction(uiType: ACSUIType, body: String, action: ChallengeAction) throws {
        #expect(try ChallengeView.action(for: .sample(uiType), Self.form(body)) == action)
    }

    @Test(arguments: [
        (ACSUIType.multiSelect, "action=resend"), (.singleSelect, "action=submit&option=sms&option=email"),
        (.multiSelect, "action=submit&option=%3Cscript%3E"), (.text, "action=continue"), (.outOfBand, "action=submit"),
        (.html, "action=submit&otp=1"), (.text, "code=1234"),
    ])
    func refusesAnActionTheScreenDoesNotOffer(uiType: ACSUIType, body: String) {
        #expect(throws: AppRequestError.self) { try ChallengeView.action(for: .sample(uiType), Self.form(body)) }
    }

    @Test func sendsTheACSFormToTheApp() {
        var screen = ChallengeScreen.sample(.html)
        screen.html = #"<p>Hi</p><FORM ACTION='https://acs.example/x' onsubmit="steal()"><input name="otp"></form>"#
        let document = view(screen).document
        #expect(
            document
                == #"<p>Hi</p><form action="/challenge/\#(String(repeating: "a", count: 32))/3/form/k" method="post"><input name="otp"></form>"#
        )
        screen.html = "<p>No form</p>"
        #expect(view(screen).document == "<p>No form</p>")
        let posted = ChallengeView.htmlAction(for: .sample(.html), Self.form("otp=1234&other=x"))
        #expect(posted == .submitHTMLForm(["otp": "1234"]))
    }
}
