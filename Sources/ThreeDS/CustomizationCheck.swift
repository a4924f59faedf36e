import Drawing

/// The checks of UI customization values, each naming the field at fault.
enum CustomizationCheck {
    /// Font sizes are points within Drawing's font size range.
    static func fontSize(_ value: Double?, _ path: String) throws {
        guard let value else { return }
        guard value.isFinite, Font.sizeRange.contains(value) else {
            throw ThreeDSError.configuration(
                "\(path) is \(value); a font size must be \(Int(Font.sizeRange.lowerBound))–\(Int(Font.sizeRange.upperBound)) points."
            )
        }
    }

    /// Widths and radii are 0–100 points.
    static func length(_ value: Double?, _ path: String) throws {
        guard let value else { return }
        guard value.isFinite, (0...100).contains(value) else {
            throw ThreeDSError.configuration("\(path) is \(value); it must be 0–100 points.")
        }
    }

    /// Colours are `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ value: String?, _ path: String) throws {
        guard let value else { return }
        guard value.hasPrefix("#"), (try? Color(hex: value)) != nil else {
            throw ThreeDSError.configuration(
                "\(path) is '\(value)', not a hex colour such as #1A1F71 (#RGB, #RRGGBB or #RRGGBBAA).")
        }
    }
}
