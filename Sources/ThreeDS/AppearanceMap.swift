/// A customization for each appearance of the challenge screens: light (`DEFAULT`) and dark (`DARK`), dark
/// falling back to light. ``UICustomizationMap`` holds ``UICustomization``s; the Gr4vy drop-in's map holds its own.
public struct AppearanceMap<Customization: Sendable & Equatable>: Sendable, Equatable {
    /// The `DEFAULT` customization, used in light appearance and in dark when ``dark`` is nil.
    public var `default`: Customization?
    /// The `DARK` customization.
    public var dark: Customization?

    /// Creates a map from its two appearances.
    public init(default: Customization? = nil, dark: Customization? = nil) {
        self.default = `default`
        self.dark = dark
    }

    /// The customization for the dark appearance when `isDark`, else for the light one; nil when neither is set.
    public func customization(dark isDark: Bool) -> Customization? {
        isDark ? dark ?? `default` : `default`
    }
}
