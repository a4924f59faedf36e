/// A rectangle, optionally with rounded corners, filled and/or outlined.
public struct ShapeNode: Sendable, Hashable {
    /// Where the shape sits.
    public var frame: Rect
    /// The corner radius; 0 for square corners. Clamped to 0…half the shorter side when drawn.
    public var cornerRadius: Double
    /// The fill, or nil for none.
    public var fill: Paint?
    /// The outline, or nil for none.
    public var stroke: Stroke?
    /// Extra opacity for the whole shape, 0…1 (clamped).
    public var opacity: Double

    /// A shape; `opacity` is clamped to 0…1 and a negative corner radius to 0.
    public init(frame: Rect, cornerRadius: Double = 0, fill: Paint? = nil, stroke: Stroke? = nil, opacity: Double = 1) {
        self.frame = frame
        self.cornerRadius = cornerRadius.isNaN ? 0 : max(cornerRadius, 0)
        self.fill = fill
        self.stroke = stroke
        self.opacity = Color.clampUnit(opacity)
    }

    /// The corner radius as drawn: at most half the shorter side.
    public var effectiveCornerRadius: Double {
        min(cornerRadius, frame.width / 2, frame.height / 2)
    }
}
