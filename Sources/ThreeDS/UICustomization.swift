/// How challenge screens look in one appearance: labels, toolbar, text box, backgrounds and buttons.
///
/// Every member is optional; what is nil keeps the presenter's default. Colours are hex strings
/// (`#RGB`, `#RRGGBB`, `#RRGGBBAA`) and sizes points, checked by ``validate(path:)``.
public struct UICustomization: Sendable, Equatable {
    /// Body and heading text.
    public var label: LabelCustomization?
    /// The bar at the top with the header and the cancel button.
    public var toolbar: ToolbarCustomization?
    /// The text field of a text challenge.
    public var textBox: TextBoxCustomization?
    /// The screen backgrounds.
    public var view: ViewCustomization?
    /// Buttons by their role.
    public var buttons: [ButtonType: ButtonCustomization]

    /// Creates a customization.
    public init(
        label: LabelCustomization? = nil, toolbar: ToolbarCustomization? = nil, textBox: TextBoxCustomization? = nil,
        view: ViewCustomization? = nil, buttons: [ButtonType: ButtonCustomization] = [:]
    ) {
        self.label = label
        self.toolbar = toolbar
        self.textBox = textBox
        self.view = view
        self.buttons = buttons
    }

    /// No customization: the presenter's defaults everywhere.
    public static let none = UICustomization()

    /// Throws ``ThreeDSError`` naming the first malformed colour or out-of-range size as `path.element.field`.
    public func validate(path: String = "uiCustomization") throws {
        try label?.validate(path: path + ".label")
        try toolbar?.validate(path: path + ".toolbar")
        try textBox?.validate(path: path + ".textBox")
        try view?.validate(path: path + ".view")
        for type in ButtonType.allCases {
            try buttons[type]?.validate(path: path + ".buttons.\(type.rawValue)")
        }
    }
}

/// The customizations for the light (`DEFAULT`) and dark (`DARK`) appearance.
public typealias UICustomizationMap = AppearanceMap<UICustomization>

extension UICustomizationMap {
    /// The customization for `appearance`: dark falls back to default, and default to none.
    public func resolved(for appearance: ChallengeAppearance) -> UICustomization {
        customization(dark: appearance == .dark) ?? .none
    }

    /// Checks both appearances, naming the bad field as `DEFAULT.…` or `DARK.…`.
    public func validate() throws {
        try `default`?.validate(path: "DEFAULT")
        try dark?.validate(path: "DARK")
    }
}

/// The role of a challenge-screen button.
public enum ButtonType: String, Sendable, CaseIterable, Hashable {
    /// Submits the cardholder's input.
    case submit = "SUBMIT"
    /// Continues after an out-of-band step.
    case `continue` = "CONTINUE"
    /// Goes to the next screen.
    case next = "NEXT"
    /// Asks for the code again.
    case resend = "RESEND"
    /// Opens the out-of-band app.
    case openOobApp = "OPEN_OOB_APP"
    /// Adds the cardholder (trust list).
    case addCardholder = "ADD_CH"
    /// Cancels the challenge.
    case cancel = "CANCEL"
}
