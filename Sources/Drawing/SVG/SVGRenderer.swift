/// Renders a ``Scene`` as a standalone SVG 1.1 document: well-formed XML, escaped text, images
/// embedded as `data:` URIs, and deterministic ids (`gradient-1`, `clip-1`, … in painting order).
///
/// Output is one element per line, indented by depth, so snapshot diffs read line by line.
public struct SVGRenderer: Sendable {
    /// A renderer.
    public init() {}

    /// The SVG document for `scene`.
    ///
    /// - Throws: a ``DrawingError`` when an image cannot be read or is not a known format.
    public func render(_ scene: Scene) throws -> String {
        var writer = SVGWriter()
        return try render(scene, with: &writer)
    }

    /// The SVG document for `scene`, the same as ``render(_:)`` writes, reusing from `cache` the text of the nodes
    /// that are as they were in the last scene rendered with it, and keeping this scene's nodes in it.
    ///
    /// - Throws: a ``DrawingError`` when an image cannot be read or is not a known format.
    public func render(_ scene: Scene, cache: inout SVGRenderCache) throws -> String {
        var writer = SVGWriter()
        writer.cache = cache
        defer {
            cache = writer.cache ?? SVGRenderCache()
            cache.finish()
        }
        return try render(scene, with: &writer)
    }

    private func render(_ scene: Scene, with writer: inout SVGWriter) throws -> String {
        let width = SVGWriter.number(scene.width)
        let height = SVGWriter.number(scene.height)
        var open = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        open += "version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        if let title = scene.title {
            open += " role=\"img\" aria-label=\"\(MarkupEscaping.escape(title))\""
        }
        writer.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.line(open + ">")
        writer.depth += 1
        if let title = scene.title {
            writer.line("<title>\(MarkupEscaping.escape(title))</title>")
        }
        for node in scene.nodes {
            try writer.write(node)
        }
        writer.depth -= 1
        writer.line("</svg>")
        return writer.output
    }
}
