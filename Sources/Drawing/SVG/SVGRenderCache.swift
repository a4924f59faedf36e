/// The SVG text of the shapes, texts and images of the last scene rendered, for ``SVGRenderer/render(_:cache:)``
/// to reuse for those of the next scene that did not change (a card image redrawn for each keystroke changes one
/// text).
///
/// A node is reused only where it would be written the same way: at the same depth and after the same number
/// of gradients and clips, so the document is the one ``SVGRenderer/render(_:)`` writes, ids included. The cache
/// keeps the nodes of one scene, so it does not grow with the number of renders.
///
/// ```swift
/// var cache = SVGRenderCache()
/// let first = try SVGRenderer().render(scene, cache: &cache)
/// let next = try SVGRenderer().render(edited, cache: &cache)  // unchanged nodes are not written again
/// ```
public struct SVGRenderCache: Sendable {
    /// Where a node is written: the node, its depth and the gradients and clips defined before it.
    struct Key: Hashable, Sendable {
        let node: Node
        let depth: Int
        let gradients: Int
        let clips: Int
    }

    /// What writing a node added: its lines and the gradients and clips it defined.
    struct Entry: Sendable {
        let text: String
        let gradients: Int
        let clips: Int
    }

    /// The entries of the last scene rendered.
    private var entries: [Key: Entry] = [:]
    /// The entries of the scene being rendered, which replace ``entries`` once it is done.
    private var next: [Key: Entry] = [:]

    /// An empty cache.
    public init() {}

    /// The entry for `key` from the last scene or this one, kept for the next scene.
    mutating func entry(_ key: Key) -> Entry? {
        guard let entry = next[key] ?? entries[key] else { return nil }
        next[key] = entry
        return entry
    }

    /// Keeps `entry` for `key`.
    mutating func store(_ entry: Entry, for key: Key) {
        next[key] = entry
    }

    /// Ends a scene: only its nodes are kept.
    mutating func finish() {
        entries = next
        next = [:]
    }
}
