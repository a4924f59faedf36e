import Gr4vyClient

/// The sample themes by their CLI names (`--theme`).
package enum ThemeName: String, CaseIterable, Sendable {
    case none
    case redBlue = "red-blue"
    case orangePurple = "orange-purple"
    case greenYellow = "green-yellow"

    /// The theme's light and dark customizations; nil for no theme, as the sample app's "No Theme".
    package var customization: Gr4vyThreeDSUiCustomizationMap? {
        switch self {
        case .none: nil
        case .redBlue: .redBlue
        case .orangePurple: .orangePurple
        case .greenYellow: .greenYellow
        }
    }
}
