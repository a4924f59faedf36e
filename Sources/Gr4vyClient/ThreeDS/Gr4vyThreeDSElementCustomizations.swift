import ThreeDS

// The official SDK's names for the challenge-screen customization, over the ThreeDS SDK's own types
// (the same members: font names, sizes in points, hex colours, widths and radii).

/// How the 3-D Secure challenge screens look in one appearance: label, toolbar, text box, view and buttons.
public typealias Gr4vyThreeDSUiCustomization = UICustomization

/// Body and heading text of the challenge screens (iOS font names map to a generic family on Linux).
public typealias Gr4vyThreeDSLabelCustomization = LabelCustomization

/// The toolbar at the top of the challenge screens: font, colours, header and cancel-button text.
public typealias Gr4vyThreeDSToolbarCustomization = ToolbarCustomization

/// The text field of a one-time-code challenge: font, colour, border and corner radius.
public typealias Gr4vyThreeDSTextBoxCustomization = TextBoxCustomization

/// The backgrounds of the challenge and progress screens.
public typealias Gr4vyThreeDSViewCustomization = ViewCustomization

/// One kind of button on the challenge screens: font, colours and corner radius.
public typealias Gr4vyThreeDSButtonCustomization = ButtonCustomization

/// The role of a challenge-screen button: submit, continue, next, resend, openOobApp, addCardholder, cancel.
public typealias Gr4vyThreeDSButtonType = ButtonType
