/// A group of nodes drawn together: offset, faded, clipped and labelled for accessibility as one.
public struct Group: Sendable, Hashable {
    /// The children, painted in order (later on top).
    public var children: [Node]
    /// A translation applied to every child.
    public var offset: Point
    /// Opacity of the group as a whole, 0…1 (clamped).
    public var opacity: Double
    /// A rounded rectangle (frame, radius) the children are clipped to, in the group's coordinates.
    public var clip: Clip?
    /// A stable identifier for the element (used as the SVG `id`; letters, digits, `-`, `_` only).
    public var identifier: String?
    /// What a screen reader says for this element, e.g. "Card number ending 4242".
    public var accessibilityLabel: String?

    /// A rounded rectangle that clips a group.
    public struct Clip: Sendable, Hashable {
        /// The clip rectangle.
        public var frame: Rect
        /// Its corner radius.
        public var cornerRadius: Double

        /// A clip to `frame` with corners of `cornerRadius`.
        public init(frame: Rect, cornerRadius: Double = 0) {
            self.frame = frame
            self.cornerRadius = cornerRadius.isNaN ? 0 : max(cornerRadius, 0)
        }
    }

    /// A group of `children`; `opacity` is clamped to 0…1.
    public init(
        _ children: [Node], offset: Point = .zero, opacity: Double = 1, clip: Clip? = nil, identifier: String? = nil,
        accessibilityLabel: String? = nil
    ) {
        self.children = children
        self.offset = offset
        self.opacity = Color.clampUnit(opacity)
        self.clip = clip
        self.identifier = identifier
        self.accessibilityLabel = accessibilityLabel
    }
}
