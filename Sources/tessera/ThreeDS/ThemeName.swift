import Gr4vyClient

/// The sample themes by their CLI names (`--theme`).
enum ThemeName: String, CaseIterable, Sendable {
    case none
    case redBlue = "red-blue"
    case orangePurple = "orange-purple"
    case greenYellow = "green-yellow"

    /// The theme's light and dark customizations.
    var customization: Gr4vyThreeDSUiCustomizationMap {
        switch self {
        case .none: .none
        case .redBlue: .redBlue
        case .orangePurple: .orangePurple
        case .greenYellow: .greenYellow
        }
    }
}
