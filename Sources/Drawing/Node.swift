/// One element of a ``Scene``.
public enum Node: Sendable, Hashable {
    /// A group of nodes with shared offset, opacity, clip and accessibility label.
    case group(Group)
    /// A rectangle or rounded rectangle.
    case shape(ShapeNode)
    /// A line of text.
    case text(TextNode)
    /// An image.
    case image(ImageNode)

    /// Every text node in this subtree, in painting order (for tests and accessibility checks).
    public var texts: [TextNode] {
        switch self {
        case .group(let group): group.children.flatMap(\.texts)
        case .text(let text): [text]
        case .shape, .image: []
        }
    }

    /// Every group in this subtree that carries an accessibility label, in painting order.
    public var labelledGroups: [Group] {
        guard case .group(let group) = self else { return [] }
        let own = group.accessibilityLabel == nil ? [] : [group]
        return own + group.children.flatMap(\.labelledGroups)
    }
}
