/// The three themes of Gr4vy's sample app, each with a light and a dark variant, value for value.
extension Gr4vyThreeDSUiCustomizationMap {
    /// Red submit buttons under a blue toolbar ("Secure Checkout"), Helvetica Neue text.
    public static let redBlue = Gr4vyThreeDSUiCustomizationMap(
        default: redBlueTheme(dark: false), dark: redBlueTheme(dark: true))

    /// Orange submit buttons under a purple toolbar ("Strong Auth"), Georgia text.
    public static let orangePurple = Gr4vyThreeDSUiCustomizationMap(
        default: orangePurpleTheme(dark: false), dark: orangePurpleTheme(dark: true))

    /// Green submit buttons under a yellow toolbar ("3DS Challenge"), Avenir Next text.
    public static let greenYellow = Gr4vyThreeDSUiCustomizationMap(
        default: greenYellowTheme(dark: false), dark: greenYellowTheme(dark: true))

    private typealias Button = Gr4vyThreeDSButtonCustomization

    private static func redBlueTheme(dark: Bool) -> Gr4vyThreeDSUiCustomization {
        let text = dark ? "#ffffff" : "#1c1c1e"
        let blue = dark ? "#0a84ff" : "#007aff"
        let resend = Button(
            textFontSize: 14, textColorHex: dark ? "#ffffff" : "#000000",
            backgroundColorHex: dark ? "#515154" : "#bbdbff", cornerRadius: 10)
        let proceed = Button(textFontSize: 16, textColorHex: "#ffffff", backgroundColorHex: blue, cornerRadius: 14)
        return Gr4vyThreeDSUiCustomization(
            label: .init(
                textFontName: "HelveticaNeue", textFontSize: 16, textColorHex: text,
                headingTextFontName: "HelveticaNeue-Bold", headingTextFontSize: 24,
                headingTextColorHex: dark ? "#ffffff" : "#0a0a0a"),
            toolbar: .init(
                textFontName: "AvenirNext-DemiBold", textFontSize: 17, textColorHex: "#ffffff",
                backgroundColorHex: blue, headerText: dark ? "SECURE CHECKOUT" : "Secure Checkout",
                buttonText: dark ? "Close" : "Cancel"),
            textBox: .init(
                textFontName: "HelveticaNeue", textFontSize: 16, textColorHex: dark ? "#ffffff" : "#000000",
                borderWidth: 2,
                borderColorHex: dark ? "#565a5c" : "#e4e4e4", cornerRadius: 12),
            view: views(dark: dark),
            buttons: [
                .submit: Button(
                    textFontName: "AvenirNext-Bold", textFontSize: 16, textColorHex: "#ffffff",
                    backgroundColorHex: dark ? "#ff0a0a" : "#ff3b30", cornerRadius: 18),
                .continue: proceed, .openOobApp: proceed,
                .next: Button(
                    textFontSize: 16, textColorHex: "#ffffff", backgroundColorHex: dark ? "#64d2ff" : "#5ac8fa",
                    cornerRadius: 12),
                .resend: resend, .addCardholder: resend,
                .cancel: Button(textFontSize: 16, textColorHex: "#ffffff"),
            ])
    }

    private static func orangePurpleTheme(dark: Bool) -> Gr4vyThreeDSUiCustomization {
        let onButton = dark ? "#000000" : "#ffffff"
        let resend = Button(
            textFontSize: 13, textColorHex: "#000000", backgroundColorHex: dark ? "#e6ccff" : "#f5e3ff",
            cornerRadius: 12)
        let proceed = Button(
            textFontSize: 15, textColorHex: onButton, backgroundColorHex: dark ? "#bf5af2" : "#af52de",
            cornerRadius: 16)
        return Gr4vyThreeDSUiCustomization(
            label: .init(
                textFontName: "Georgia", textFontSize: 15, textColorHex: dark ? "#ffffff" : "#222222",
                headingTextFontName: "Georgia-Bold", headingTextFontSize: 26,
                headingTextColorHex: dark ? "#ffffff" : "#111111"),
            toolbar: .init(
                textFontName: "AvenirNext-Heavy", textFontSize: 18, textColorHex: "#ffffff",
                backgroundColorHex: dark ? "#6e32a8" : "#af52de", headerText: dark ? "STRONG AUTH" : "Strong Auth",
                buttonText: "Dismiss"),
            textBox: .init(
                textFontName: "Georgia", textFontSize: 16, textColorHex: dark ? "#ffffff" : "#000000", borderWidth: 3,
                borderColorHex: dark ? "#ff9f0a" : "#ff9500", cornerRadius: 20),
            view: views(dark: dark),
            buttons: [
                .submit: Button(
                    textFontName: "AvenirNext-Heavy", textFontSize: 15, textColorHex: onButton,
                    backgroundColorHex: dark ? "#ff9f0a" : "#ff9500", cornerRadius: 20),
                .continue: proceed, .openOobApp: proceed,
                .next: Button(
                    textFontSize: 15, textColorHex: onButton, backgroundColorHex: dark ? "#af52de" : "#bf5af2",
                    cornerRadius: 14),
                .resend: resend, .addCardholder: resend,
                .cancel: Button(textFontSize: 15, textColorHex: "#ffffff"),
            ])
    }

    private static func greenYellowTheme(dark: Bool) -> Gr4vyThreeDSUiCustomization {
        let green = Button(
            textFontSize: 16, textColorHex: dark ? "#000000" : "#ffffff",
            backgroundColorHex: dark ? "#30d158" : "#34c759",
            cornerRadius: 8)
        let resend = Button(
            textFontSize: 13, textColorHex: "#000000", backgroundColorHex: dark ? "#2e2e2e" : "#e7ffd6",
            cornerRadius: 6)
        var submit = green
        submit.textFontName = "AvenirNext-Bold"
        submit.textFontSize = 17
        return Gr4vyThreeDSUiCustomization(
            label: .init(
                textFontName: "AvenirNext-Regular", textFontSize: 16, textColorHex: dark ? "#ffffff" : "#1f1f1f",
                headingTextFontName: "AvenirNext-Bold", headingTextFontSize: 20,
                headingTextColorHex: dark ? "#ffffff" : "#111111"),
            toolbar: .init(
                textFontName: "AvenirNext-Regular", textFontSize: 16, textColorHex: "#000000",
                backgroundColorHex: dark ? "#ffd60a" : "#ffcc00",
                headerText: dark ? "3DS CHALLENGE" : "3DS Challenge", buttonText: "Back"),
            textBox: .init(
                textFontName: "AvenirNext-Regular", textFontSize: 16, textColorHex: dark ? "#ffffff" : "#000000",
                borderWidth: 4,
                borderColorHex: dark ? "#30d158" : "#34c759", cornerRadius: 6),
            view: .init(
                challengeViewBackgroundColorHex: dark ? "#000000" : "#ffffff",
                progressViewBackgroundColorHex: dark ? "#000000" : "#f8f8f8"),
            buttons: [
                .submit: submit, .openOobApp: green,
                .continue: Button(
                    textFontSize: 16, textColorHex: "#000000", backgroundColorHex: dark ? "#ffd60a" : "#ffcc00",
                    cornerRadius: 8),
                .next: Button(
                    textFontSize: 15, textColorHex: "#000000", backgroundColorHex: "#ffe066", cornerRadius: 8),
                .resend: resend, .addCardholder: resend,
                .cancel: Button(textFontSize: 16, textColorHex: "#000000"),
            ])
    }

    private static func views(dark: Bool) -> Gr4vyThreeDSViewCustomization {
        let background = dark ? "#000000" : "#ffffff"
        return .init(challengeViewBackgroundColorHex: background, progressViewBackgroundColorHex: background)
    }
}
