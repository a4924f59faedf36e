/// An axis-aligned rectangle in scene coordinates.
public struct Rect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (never negative).
    public var width: Double
    /// The height (never negative).
    public var height: Double

    /// A rectangle; a negative or NaN width or height is clamped to 0.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width.isNaN ? 0 : max(width, 0)
        self.height = height.isNaN ? 0 : max(height, 0)
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// This rectangle grown by `amount` on every side (shrunk when negative).
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// Whether `point` lies inside this rectangle with its corners rounded by `radius`.
    public func contains(_ point: Point, cornerRadius radius: Double = 0) -> Bool {
        guard point.x >= x, point.x < maxX, point.y >= y, point.y < maxY else { return false }
        let r = min(max(radius, 0), width / 2, height / 2)
        guard r > 0 else { return true }
        let cx = min(max(point.x, x + r), maxX - r)
        let cy = min(max(point.y, y + r), maxY - r)
        let dx = point.x - cx
        let dy = point.y - cy
        return dx * dx + dy * dy <= r * r
    }
}
