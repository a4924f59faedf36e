import ThreeDS

/// Hands the SDK's customization to Tessera's ThreeDS SDK, as the official SDK hands it to its 3-D Secure
/// SDK: `default` as `DEFAULT`, `dark` as `DARK`, a customization with nothing set dropped, a native font
/// pair in place of the element's font pair, whole-point sizes.
enum Gr4vyThreeDSUiCustomizationMapper {
    /// The ThreeDS SDK's map for `map`, or nil when it sets nothing.
    static func map(_ map: Gr4vyThreeDSUiCustomizationMap?) -> UICustomizationMap? {
        let light = map?.default.flatMap(customization)
        let dark = map?.dark.flatMap(customization)
        guard light != nil || dark != nil else { return nil }
        return UICustomizationMap(default: light, dark: dark)
    }

    /// Throws ``Gr4vyError/threeDSError(_:)`` naming the first malformed colour or size, such as
    /// `DEFAULT.toolbar.backgroundColorHex`.
    static func validate(_ map: Gr4vyThreeDSUiCustomizationMap?) throws {
        do {
            try self.map(map)?.validate()
        } catch let error as ThreeDSError {
            throw Gr4vyError.threeDSError("The UI customization is invalid: \(error.message)")
        }
    }

    /// The ThreeDS SDK's customization for `value`, or nil when it sets nothing.
    static func customization(_ value: Gr4vyThreeDSUiCustomization) -> UICustomization? {
        var buttons: [ButtonType: ButtonCustomization] = [:]
        for (type, button) in value.buttons ?? [:] {
            buttons[buttonType(type)] = ButtonCustomization(
                textFontName: font(
                    button.textFontName, native: button.nativeFontName, nativeSize: button.nativeFontSize),
                textFontSize: size(
                    button.textFontSize, native: button.nativeFontName, nativeSize: button.nativeFontSize),
                textColorHex: button.textColorHex, backgroundColorHex: button.backgroundColorHex,
                cornerRadius: button.cornerRadius.map(Double.init))
        }
        let result = UICustomization(
            label: value.label.map { label in
                LabelCustomization(
                    textFontName: font(
                        label.textFontName, native: label.nativeFontName, nativeSize: label.nativeFontSize),
                    textFontSize: size(
                        label.textFontSize, native: label.nativeFontName, nativeSize: label.nativeFontSize),
                    textColorHex: label.textColorHex,
                    headingTextFontName: font(
                        label.headingTextFontName, native: label.headingNativeFontName,
                        nativeSize: label.headingNativeFontSize),
                    headingTextFontSize: size(
                        label.headingTextFontSize, native: label.headingNativeFontName,
                        nativeSize: label.headingNativeFontSize),
                    headingTextColorHex: label.headingTextColorHex)
            },
            toolbar: value.toolbar.map { bar in
                ToolbarCustomization(
                    textFontName: font(bar.textFontName, native: bar.nativeFontName, nativeSize: bar.nativeFontSize),
                    textFontSize: size(bar.textFontSize, native: bar.nativeFontName, nativeSize: bar.nativeFontSize),
                    textColorHex: bar.textColorHex, backgroundColorHex: bar.backgroundColorHex,
                    headerText: bar.headerText,
                    buttonText: bar.buttonText)
            },
            textBox: value.textBox.map { box in
                TextBoxCustomization(
                    textFontName: font(box.textFontName, native: box.nativeFontName, nativeSize: box.nativeFontSize),
                    textFontSize: size(box.textFontSize, native: box.nativeFontName, nativeSize: box.nativeFontSize),
                    textColorHex: box.textColorHex, borderWidth: box.borderWidth.map(Double.init),
                    borderColorHex: box.borderColorHex, cornerRadius: box.cornerRadius.map(Double.init))
            },
            view: value.view.map {
                ViewCustomization(
                    challengeViewBackgroundColorHex: $0.challengeViewBackgroundColorHex,
                    progressViewBackgroundColorHex: $0.progressViewBackgroundColorHex)
            },
            buttons: buttons)
        return result == UICustomization.none ? nil : result
    }

    private static func font(_ name: String?, native: String?, nativeSize: Int?) -> String? {
        native != nil && nativeSize != nil ? native : name
    }

    private static func size(_ size: Int?, native: String?, nativeSize: Int?) -> Double? {
        (native != nil && nativeSize != nil ? nativeSize : size).map(Double.init)
    }

    private static func buttonType(_ type: Gr4vyThreeDSButtonType) -> ButtonType {
        switch type {
        case .submit: .submit
        case .continue: .continue
        case .next: .next
        case .resend: .resend
        case .openOobApp: .openOobApp
        case .addCardholder: .addCardholder
        case .cancel: .cancel
        }
    }
}

extension Gr4vyThreeDSUiCustomizationMap {
    /// The same map in Tessera's ThreeDS SDK's terms (`DEFAULT` and `DARK`), for drawing challenge screens
    /// without a transaction.
    public var threeDSCustomizationMap: UICustomizationMap {
        Gr4vyThreeDSUiCustomizationMapper.map(self) ?? UICustomizationMap()
    }
}
