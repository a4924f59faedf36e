/// How the inside of a shape is filled.
public enum Paint: Sendable, Hashable {
    /// One flat colour.
    case color(Color)
    /// A linear gradient across the shape's frame.
    case linearGradient(LinearGradient)

    /// The colour at unit position `u`, `v` of the shape.
    public func color(atUnit u: Double, _ v: Double) -> Color {
        switch self {
        case .color(let color): color
        case .linearGradient(let gradient): gradient.color(atUnit: u, v)
        }
    }
}
