import ThreeDS

/// The customizations for the light (`default`) and dark appearance of the challenge screens.
///
/// ```swift
/// let light = Gr4vyThreeDSUiCustomization(
///     toolbar: .init(textColorHex: "#ffffff", backgroundColorHex: "#007aff", headerText: "Secure Checkout"))
/// let theme = Gr4vyThreeDSUiCustomizationMap(default: light, dark: nil)  // dark falls back to default
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
        UICustomizationMap(default: `default`, dark: dark)
    }

    /// Throws ``Gr4vyError/Kind/threeDSError(_:)`` naming the first malformed colour or size, such as
    /// `default.toolbar.backgroundColorHex`.
    public func validate() throws(Gr4vyError) {
        do {
            try `default`?.validate(path: "default")
            try dark?.validate(path: "dark")
        } catch let error as ThreeDSError {
            throw .threeDSError("The UI customization is invalid: \(error.message)")
        } catch {
            throw .threeDSError("The UI customization is invalid: \(error)")
        }
    }
}
