extension ChallengeScreen {
    /// A sample screen of `uiType` with typical issuer texts, for previews and theme design: no transaction.
    ///
    /// It carries every section a screen can have (images, why-info, expand-info; resend on a text
    /// challenge), so that one preview shows every colour and text a customization sets.
    public static func sample(
        _ uiType: ACSUIType, customization: UICustomization = .none, appearance: ChallengeAppearance = .light
    ) -> ChallengeScreen {
        var screen = ChallengeScreen(
            uiType: uiType, header: "Purchase authentication", label: nil,
            text: "Tessera Bank needs to confirm this payment of $12.99 to Example Shop.",
            showsTextIndicator: false, additionalInfo: nil, options: [], submitLabel: "Submit", resendLabel: nil,
            oobContinueLabel: nil, oobAppURL: nil, oobAppLabel: nil, html: nil, htmlRefresh: nil, htmlForm: nil,
            expandInfoLabel: "Need help?", expandInfoText: "Call the number on the back of your card.",
            whyInfoLabel: "Why am I asked this?", whyInfoText: "Your bank checks that it is really you paying.",
            whitelistingInfoText: nil, issuerImage: ChallengeImage(medium: "https://bank.example/logo.png"),
            paymentSystemImage: ChallengeImage(medium: "https://scheme.example/logo.png"),
            customization: customization, appearance: appearance)
        switch uiType {
        case .text:
            screen.label = "Enter the code we sent to •••• 1234"
            screen.resendLabel = "Resend code"
        case .singleSelect:
            screen.label = "Where should we send your code?"
            screen.options = [
                ChallengeOption(id: "sms", label: "Text message to •••• 1234"),
                ChallengeOption(id: "email", label: "Email to a•••@example.com"),
            ]
        case .multiSelect:
            screen.label = "Which of these did you buy recently?"
            screen.options = [
                ChallengeOption(id: "coffee", label: "Coffee"), ChallengeOption(id: "books", label: "Books"),
                ChallengeOption(id: "train", label: "Train ticket"),
            ]
        case .outOfBand:
            screen.text = "Open your Tessera Bank app and approve the payment, then continue here."
            screen.submitLabel = nil
            screen.oobContinueLabel = "I approved it"
        case .html:
            let html = """
                <form action="https://acs.example/submit"><input type="password" name="otp" value="">\
                <input type="submit" value="Verify"></form>
                """
            screen.html = html
            screen.htmlForm = HTMLForm.extract(from: html)
        }
        return screen
    }
}
