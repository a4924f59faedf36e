import ThreeDS

/// How the 3-D Secure challenge screens look in one appearance: label, toolbar, text box, view and buttons.
///
/// Sizes, widths and radii are whole points; colours `#RRGGBB`. Where a `native…` font name and size are
/// both set, they replace the element's `text…` pair (the label's heading pair alike). Tessera draws the
/// screens itself, so every font name is available: one it has no face for falls back to a generic family.
public struct Gr4vyThreeDSUiCustomization: Sendable, Equatable {
    /// Body and heading text.
    public var label: Gr4vyThreeDSLabelCustomization?
    /// The toolbar at the top.
    public var toolbar: Gr4vyThreeDSToolbarCustomization?
    /// The text field of a one-time-code challenge.
    public var textBox: Gr4vyThreeDSTextBoxCustomization?
    /// The backgrounds of the challenge and progress screens.
    public var view: Gr4vyThreeDSViewCustomization?
    /// Each kind of button; nil or empty styles none.
    public var buttons: [Gr4vyThreeDSButtonType: Gr4vyThreeDSButtonCustomization]?

    /// Creates a customization.
    public init(
        label: Gr4vyThreeDSLabelCustomization? = nil, toolbar: Gr4vyThreeDSToolbarCustomization? = nil,
        textBox: Gr4vyThreeDSTextBoxCustomization? = nil, view: Gr4vyThreeDSViewCustomization? = nil,
        buttons: [Gr4vyThreeDSButtonType: Gr4vyThreeDSButtonCustomization]? = nil
    ) {
        self.label = label
        self.toolbar = toolbar
        self.textBox = textBox
        self.view = view
        self.buttons = buttons
    }
}

/// The customizations for the light (`default`) and dark appearance of the challenge screens.
///
/// ```swift
/// let light = Gr4vyThreeDSUiCustomization(
///     toolbar: .init(textColorHex: "#ffffff", backgroundColorHex: "#007aff", headerText: "Secure Checkout"))
/// let theme = Gr4vyThreeDSUiCustomizationMap(default: light)  // dark falls back to default
/// ```
public typealias Gr4vyThreeDSUiCustomizationMap = AppearanceMap<Gr4vyThreeDSUiCustomization>

extension Gr4vyThreeDSUiCustomizationMap {
    /// The customization the challenge screens use in `appearance`.
    public func customization(for appearance: Gr4vyThreeDSAppearance) -> Gr4vyThreeDSUiCustomization {
        customization(dark: appearance == .dark) ?? Gr4vyThreeDSUiCustomization()
    }
}

/// The two appearances a customization map styles.
public enum Gr4vyThreeDSAppearance: Sendable, Equatable {
    /// Light.
    case `default`
    /// Dark.
    case dark
}

/// The role of a challenge-screen button; the raw value is the case's name.
public enum Gr4vyThreeDSButtonType: String, Sendable, Hashable {
    /// Submits the cardholder's answer.
    case submit
    /// Continues to the next step.
    case `continue`
    /// Moves to the next screen.
    case next
    /// Sends a new one-time code.
    case resend
    /// Opens the issuer's app.
    case openOobApp
    /// Adds a cardholder.
    case addCardholder
    /// Cancels the challenge.
    case cancel
}
