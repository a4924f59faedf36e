/// Renders a ``Scene`` for a terminal: shapes as half-block cells in 24-bit colour, text on top,
/// one character per cell.
///
/// Each cell shows two square pixels (upper and lower half block). Images cannot be decoded without a
/// codec, so they are drawn as a flat slate placeholder. When colour is off (the `NO_COLOR` convention,
/// see ``colorAllowed(environment:)``) no escape sequences are written: covered cells become shade
/// characters (`░▒▓` by luminance) and text is printed plainly.
public struct ANSIRenderer: Sendable {
    /// The width of the drawing in terminal columns (clamped to 8…400).
    public var columns: Int
    /// Whether to write 24-bit colour escape sequences.
    public var useColor: Bool

    /// The colour images are drawn with in the terminal.
    public static let imagePlaceholder = Color(rgb: 0x485060)

    /// A renderer `columns` wide (clamped to 8…400) that writes colour when `useColor` is true.
    public init(columns: Int = 56, useColor: Bool) {
        self.columns = min(max(columns, 8), 400)
        self.useColor = useColor
    }

    /// A renderer `columns` wide whose colour follows `NO_COLOR` in `environment`.
    public init(columns: Int = 56, environment: [String: String]) {
        self.init(columns: columns, useColor: ANSIRenderer.colorAllowed(environment: environment))
    }

    /// Whether colour is allowed: false when `NO_COLOR` is set to a non-empty value (no-color.org).
    public static func colorAllowed(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The terminal text for `scene`, lines separated by newlines, each ending in a colour reset.
    public func render(_ scene: Scene) -> String {
        guard scene.width > 0, scene.height > 0 else { return "" }
        var raster = ANSIRaster(scene: scene, columns: columns)
        for node in scene.nodes {
            raster.paint(node, offset: .zero, opacity: 1, clip: nil)
        }
        return useColor ? raster.coloredText() : raster.plainText()
    }
}
