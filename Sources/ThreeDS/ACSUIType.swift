/// The kind of challenge screen a CRes asks for (`acsUiType`).
public enum ACSUIType: String, Sendable, CaseIterable {
    /// 01: a one-time code typed into a text field.
    case text = "01"
    /// 02: one option out of a list.
    case singleSelect = "02"
    /// 03: any number of options out of a list.
    case multiSelect = "03"
    /// 04: authentication happens elsewhere (a banking app); the cardholder confirms when done.
    case outOfBand = "04"
    /// 05: an HTML page with a form that the ACS renders.
    case html = "05"
}
