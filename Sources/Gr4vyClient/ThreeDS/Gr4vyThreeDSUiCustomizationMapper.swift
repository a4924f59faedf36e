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
            var mapped = ButtonCustomization(
                backgroundColorHex: button.backgroundColorHex, cornerRadius: button.cornerRadius.map(Double.init))
            mapped.text = text(button.text)
            buttons[buttonType(type)] = mapped
        }
        var result = UICustomization(view: value.view, buttons: buttons)
        result.label = value.label.map { label in
            var mapped = LabelCustomization()
            mapped.text = text(label.text)
            mapped.heading = text(label.heading)
            return mapped
        }
        result.toolbar = value.toolbar.map { bar in
            var mapped = ToolbarCustomization(
                backgroundColorHex: bar.backgroundColorHex, headerText: bar.headerText, buttonText: bar.buttonText)
            mapped.text = text(bar.text)
            return mapped
        }
        result.textBox = value.textBox.map { box in
            var mapped = TextBoxCustomization(
                borderWidth: box.borderWidth.map(Double.init), borderColorHex: box.borderColorHex,
                cornerRadius: box.cornerRadius.map(Double.init))
            mapped.text = text(box.text)
            return mapped
        }
        return result == UICustomization.none ? nil : result
    }

    /// The ThreeDS SDK's text for `value`: its native font pair when both are set, else its font pair.
    private static func text(_ value: Gr4vyThreeDSTextCustomization) -> TextCustomization {
        let native = value.nativeFontName != nil && value.nativeFontSize != nil
        return TextCustomization(
            textFontName: native ? value.nativeFontName : value.textFontName,
            textFontSize: (native ? value.nativeFontSize : value.textFontSize).map(Double.init),
            textColorHex: value.textColorHex)
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
