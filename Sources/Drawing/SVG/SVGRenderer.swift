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
        writer.put("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.put("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" ")
        writer.put("version=\"1.1\"")
        writer.attribute("width", scene.width)
        writer.attribute("height", scene.height)
        writer.put(" viewBox=\"0 0 ")
        writer.put(number: scene.width)
        writer.put(" ")
        writer.put(number: scene.height)
        writer.put("\"")
        if let title = scene.title {
            writer.put(" role=\"img\" aria-label=\"")
            writer.put(escaped: title)
            writer.put("\"")
        }
        writer.put(">\n")
        writer.depth += 1
        if let title = scene.title {
            writer.indent()
            writer.put("<title>")
            writer.put(escaped: title)
            writer.put("</title>\n")
        }
        for node in scene.nodes {
            try writer.write(node)
        }
        writer.depth -= 1
        writer.put("</svg>\n")
        return writer.text
    }
}
