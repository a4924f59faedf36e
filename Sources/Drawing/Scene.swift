/// A platform-neutral 2-D drawing: a canvas size and nodes painted in order, rendered by
/// ``SVGRenderer`` or ``ANSIRenderer``.
public struct Scene: Sendable, Hashable {
    /// The canvas width in points.
    public var width: Double
    /// The canvas height in points.
    public var height: Double
    /// The nodes, painted in order (later on top).
    public var nodes: [Node]
    /// A short title for the whole drawing (SVG `<title>`, spoken by screen readers).
    public var title: String?

    /// A scene of `width` × `height` points (negative, infinite or NaN sizes become 0).
    public init(width: Double, height: Double, nodes: [Node] = [], title: String? = nil) {
        self.width = width.isFinite ? max(width, 0) : 0
        self.height = height.isFinite ? max(height, 0) : 0
        self.nodes = nodes
        self.title = title
    }

    /// Every text node in the scene, in painting order.
    public var texts: [TextNode] { nodes.flatMap(\.texts) }

    /// Every labelled group in the scene, in painting order.
    public var labelledGroups: [Group] { nodes.flatMap(\.labelledGroups) }
}
