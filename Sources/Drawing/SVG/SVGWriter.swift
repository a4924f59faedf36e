/// The growing text of one SVG document and the counters that keep its ids deterministic.
struct SVGWriter {
    /// The document so far.
    var output = ""
    /// The current indentation depth.
    var depth = 0
    private var gradientCount = 0
    private var clipCount = 0
    /// The text of nodes written before, reused for a node written again at the same place.
    var cache: SVGRenderCache?

    /// Appends `text` as one indented line.
    mutating func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    /// Appends the elements for `node`; a shape, text or image from the cache when it was written at this place
    /// before (a group is written around its children, each looked up on its own, so each node is hashed once).
    mutating func write(_ node: Node) throws {
        if case .group = node { return try writeElements(node) }
        guard cache != nil else { return try writeElements(node) }
        let key = SVGRenderCache.Key(node: node, depth: depth, gradients: gradientCount, clips: clipCount)
        if let entry = cache?.entry(key) {
            output += entry.text
            gradientCount += entry.gradients
            clipCount += entry.clips
            return
        }
        // The node is written into an empty output, then appended, so its text is known without copying the rest.
        var text = ""
        swap(&text, &output)
        try writeElements(node)
        swap(&text, &output)
        output += text
        cache?.store(
            SVGRenderCache.Entry(text: text, gradients: gradientCount - key.gradients, clips: clipCount - key.clips),
            for: key)
    }

    private mutating func writeElements(_ node: Node) throws {
        switch node {
        case .group(let group): try write(group)
        case .shape(let shape): write(shape)
        case .text(let text): write(text)
        case .image(let image): try write(image)
        }
    }

    private mutating func write(_ group: Group) throws {
        var attributes = ""
        if let identifier = group.identifier {
            attributes += " id=\"\(SVGWriter.identifier(identifier))\""
        }
        if let label = group.accessibilityLabel {
            attributes += " role=\"img\" aria-label=\"\(MarkupEscaping.escape(label))\""
        }
        if group.offset != .zero {
            attributes +=
                " transform=\"translate(\(SVGWriter.number(group.offset.x)) \(SVGWriter.number(group.offset.y)))\""
        }
        if group.opacity < 1 {
            attributes += " opacity=\"\(SVGWriter.number(group.opacity))\""
        }
        if let clip = group.clip {
            attributes += " clip-path=\"url(#\(defineClip(clip.frame, cornerRadius: clip.cornerRadius)))\""
        }
        line("<g\(attributes)>")
        depth += 1
        if let label = group.accessibilityLabel {
            line("<title>\(MarkupEscaping.escape(label))</title>")
        }
        for child in group.children {
            try write(child)
        }
        depth -= 1
        line("</g>")
    }

    private mutating func write(_ shape: ShapeNode) {
        var attributes = SVGWriter.rectAttributes(shape.frame, cornerRadius: shape.effectiveCornerRadius)
        switch shape.fill {
        case .none:
            attributes += " fill=\"none\""
        case .color(let color):
            attributes += SVGWriter.paint("fill", color)
        case .linearGradient(let gradient):
            attributes += " fill=\"url(#\(defineGradient(gradient)))\""
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            attributes += SVGWriter.paint("stroke", stroke.color)
            attributes += " stroke-width=\"\(SVGWriter.number(stroke.width))\""
        }
        if shape.opacity < 1 {
            attributes += " opacity=\"\(SVGWriter.number(shape.opacity))\""
        }
        line("<rect\(attributes)/>")
    }

    private mutating func write(_ text: TextNode) {
        var attributes = " x=\"\(SVGWriter.number(text.position.x))\" y=\"\(SVGWriter.number(text.position.y))\""
        attributes += " font-family=\"\(MarkupEscaping.escape(text.font.family))\""
        attributes += " font-size=\"\(SVGWriter.number(text.font.size))\""
        attributes += " font-weight=\"\(text.font.weight.cssValue)\""
        attributes += SVGWriter.paint("fill", text.color.opacity(text.opacity))
        if text.anchor != .start {
            attributes += " text-anchor=\"\(text.anchor.rawValue)\""
        }
        if text.letterSpacing != 0 {
            attributes += " letter-spacing=\"\(SVGWriter.number(text.letterSpacing))\""
        }
        line("<text\(attributes) xml:space=\"preserve\">\(MarkupEscaping.escape(text.displayed))</text>")
    }

    private mutating func write(_ node: ImageNode) throws {
        let data = try node.image.load()
        var attributes = SVGWriter.rectAttributes(node.frame, cornerRadius: 0)
        attributes += " preserveAspectRatio=\"xMidYMid slice\""
        let radius = min(node.cornerRadius, node.frame.width / 2, node.frame.height / 2)
        if radius > 0 {
            attributes += " clip-path=\"url(#\(defineClip(node.frame, cornerRadius: radius)))\""
        }
        line("<image\(attributes) xlink:href=\"\(data.dataURI)\"/>")
    }

    /// Writes the `<defs>` of `gradient` and returns its id (`gradient-N`).
    private mutating func defineGradient(_ gradient: LinearGradient) -> String {
        gradientCount += 1
        let id = "gradient-\(gradientCount)"
        line("<defs>")
        depth += 1
        var open = "<linearGradient id=\"\(id)\" x1=\"\(SVGWriter.number(gradient.start.x))\""
        open += " y1=\"\(SVGWriter.number(gradient.start.y))\" x2=\"\(SVGWriter.number(gradient.end.x))\""
        open += " y2=\"\(SVGWriter.number(gradient.end.y))\">"
        line(open)
        depth += 1
        for stop in gradient.stops {
            var attributes = " offset=\"\(SVGWriter.number(stop.location))\" stop-color=\"\(stop.color.hexRGB)\""
            if stop.color.alpha < 1 {
                attributes += " stop-opacity=\"\(SVGWriter.number(stop.color.alpha))\""
            }
            line("<stop\(attributes)/>")
        }
        depth -= 1
        line("</linearGradient>")
        depth -= 1
        line("</defs>")
        return id
    }

    /// Writes the `<defs>` of a clip to `frame` and returns its id (`clip-N`).
    private mutating func defineClip(_ frame: Rect, cornerRadius: Double) -> String {
        clipCount += 1
        let id = "clip-\(clipCount)"
        let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
        line("<defs>")
        depth += 1
        line("<clipPath id=\"\(id)\">")
        depth += 1
        line("<rect\(SVGWriter.rectAttributes(frame, cornerRadius: radius))/>")
        depth -= 1
        line("</clipPath>")
        depth -= 1
        line("</defs>")
        return id
    }
}
