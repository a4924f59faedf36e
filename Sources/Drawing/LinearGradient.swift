/// A linear gradient between colour stops, along a line given in unit coordinates of the filled shape.
public struct LinearGradient: Sendable, Hashable {
    /// One colour at one position along the gradient line.
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: Color
        /// The position along the line, 0…1 (clamped).
        public var location: Double

        /// A stop of `color` at `location` (clamped to 0…1).
        public init(color: Color, location: Double) {
            self.color = color
            self.location = Color.clampUnit(location)
        }
    }

    /// The stops, in increasing location.
    public var stops: [Stop]
    /// Where the line starts, in unit coordinates of the shape (0,0 top left; 1,1 bottom right).
    public var start: Point
    /// Where the line ends, in unit coordinates of the shape.
    public var end: Point

    /// A gradient through `stops` (sorted by location) from `start` to `end`.
    public init(stops: [Stop], start: Point = Point(x: 0, y: 0), end: Point = Point(x: 1, y: 1)) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.start = start
        self.end = end
    }

    /// A gradient through evenly spaced `colors` from `start` to `end`.
    public init(colors: [Color], start: Point = Point(x: 0, y: 0), end: Point = Point(x: 1, y: 1)) {
        let last = Double(max(colors.count - 1, 1))
        self.init(
            stops: colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) },
            start: start, end: end)
    }

    /// The colour at unit position `u`, `v` of the shape (used by raster renderers).
    public func color(atUnit u: Double, _ v: Double) -> Color {
        guard let first = stops.first, let final = stops.last else { return .clear }
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : ((u - start.x) * dx + (v - start.y) * dy) / lengthSquared
        if t <= first.location { return first.color }
        if t >= final.location { return final.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.location {
            let span = upper.location - lower.location
            let f = span == 0 ? 0 : (t - lower.location) / span
            return Color(
                red: (Double(lower.color.redByte) + (Double(upper.color.redByte) - Double(lower.color.redByte)) * f)
                    / 255,
                green: (Double(lower.color.greenByte) + (Double(upper.color.greenByte) - Double(lower.color.greenByte))
                    * f)
                    / 255,
                blue: (Double(lower.color.blueByte) + (Double(upper.color.blueByte) - Double(lower.color.blueByte)) * f)
                    / 255,
                opacity: lower.color.alpha + (upper.color.alpha - lower.color.alpha) * f)
        }
        return final.color
    }
}
