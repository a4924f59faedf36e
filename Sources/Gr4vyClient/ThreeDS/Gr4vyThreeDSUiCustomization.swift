import ThreeDS

/// How the 3-D Secure challenge screens look in one appearance (light or dark).
///
/// Every member is optional: what is nil keeps the SDK's default look. Colours are hex strings
/// (`#RGB`, `#RRGGBB`, `#RRGGBBAA`), sizes are points. ``Gr4vyThreeDSUiCustomizationMap/validate()``
/// (and every tokenize, before its first request) refuses a malformed value, naming the field.
public struct Gr4vyThreeDSUiCustomization: Sendable, Equatable {
    /// Body and heading text.
    public var label: Gr4vyThreeDSLabelCustomization?
    /// The bar at the top: header text and cancel button.
    public var toolbar: Gr4vyThreeDSToolbarCustomization?
    /// The text field of a one-time-code challenge.
    public var textBox: Gr4vyThreeDSTextBoxCustomization?
    /// The challenge and progress backgrounds.
    public var view: Gr4vyThreeDSViewCustomization?
    /// Buttons by their role.
    public var buttons: [Gr4vyThreeDSButtonType: Gr4vyThreeDSButtonCustomization]

    /// Creates a customization; members not given keep the SDK's defaults.
    public init(
        label: Gr4vyThreeDSLabelCustomization? = nil, toolbar: Gr4vyThreeDSToolbarCustomization? = nil,
        textBox: Gr4vyThreeDSTextBoxCustomization? = nil, view: Gr4vyThreeDSViewCustomization? = nil,
        buttons: [Gr4vyThreeDSButtonType: Gr4vyThreeDSButtonCustomization] = [:]
    ) {
        self.label = label
        self.toolbar = toolbar
        self.textBox = textBox
        self.view = view
        self.buttons = buttons
    }

    /// The same customization in the ThreeDS SDK's terms.
    public var threeDSCustomization: UICustomization {
        UICustomization(
            label: label.map {
                LabelCustomization(
                    textFontName: $0.textFontName, textFontSize: $0.textFontSize, textColorHex: $0.textColorHex,
                    headingTextFontName: $0.headingTextFontName, headingTextFontSize: $0.headingTextFontSize,
                    headingTextColorHex: $0.headingTextColorHex)
            },
            toolbar: toolbar.map {
                ToolbarCustomization(
                    textFontName: $0.textFontName, textFontSize: $0.textFontSize, textColorHex: $0.textColorHex,
                    backgroundColorHex: $0.backgroundColorHex, headerText: $0.headerText, buttonText: $0.buttonText)
            },
            textBox: textBox.map {
                TextBoxCustomization(
                    textFontName: $0.textFontName, textFontSize: $0.textFontSize, textColorHex: $0.textColorHex,
                    borderWidth: $0.borderWidth, borderColorHex: $0.borderColorHex, cornerRadius: $0.cornerRadius)
            },
            view: view.map {
                ViewCustomization(
                    challengeViewBackgroundColorHex: $0.challengeViewBackgroundColorHex,
                    progressViewBackgroundColorHex: $0.progressViewBackgroundColorHex)
            },
            buttons: Dictionary(
                uniqueKeysWithValues: buttons.map { type, button in
                    (
                        type.threeDSButtonType,
                        ButtonCustomization(
                            textFontName: button.textFontName, textFontSize: button.textFontSize,
                            textColorHex: button.textColorHex, backgroundColorHex: button.backgroundColorHex,
                            cornerRadius: button.cornerRadius)
                    )
                }))
    }
}

/// The customizations for the light (`default`) and dark appearance of the challenge screens.
///
/// ```swift
/// let theme = Gr4vyThreeDSUiCustomizationMap(default: light, dark: dark)
/// try theme.validate()  // or let tokenize refuse it before its first request
/// ```
public struct Gr4vyThreeDSUiCustomizationMap: Sendable, Equatable {
    /// The light customization, also used in dark appearance when ``dark`` is nil.
    public var `default`: Gr4vyThreeDSUiCustomization?
    /// The dark customization.
    public var dark: Gr4vyThreeDSUiCustomization?

    /// Creates a map from its light and dark customizations.
    public init(default: Gr4vyThreeDSUiCustomization? = nil, dark: Gr4vyThreeDSUiCustomization? = nil) {
        self.default = `default`
        self.dark = dark
    }

    /// The same map in the ThreeDS SDK's terms (`DEFAULT` and `DARK`).
    public var threeDSCustomizationMap: UICustomizationMap {
        UICustomizationMap(default: `default`?.threeDSCustomization, dark: dark?.threeDSCustomization)
    }

    /// Throws ``Gr4vyError/threeDSError(_:)`` naming the first malformed colour or size, such as
    /// `default.toolbar.backgroundColorHex`.
    public func validate() throws(Gr4vyError) {
        do {
            try `default`?.threeDSCustomization.validate(path: "default")
            try dark?.threeDSCustomization.validate(path: "dark")
        } catch let error as ThreeDSError {
            throw .threeDSError("The UI customization is invalid: \(error.message)")
        } catch {
            throw .threeDSError("The UI customization is invalid: \(error)")
        }
    }
}
