/// An outline drawn along the edge of a shape.
public struct Stroke: Sendable, Hashable {
    /// The outline colour.
    public var color: Color
    /// The outline width in points, clamped to 0…64 (NaN becomes 0).
    public var width: Double

    /// An outline of `color`, `width` points wide (clamped to 0…64).
    public init(color: Color, width: Double) {
        self.color = color
        self.width = width.isNaN ? 0 : min(max(width, 0), 64)
    }
}
