/// The growing bytes of one SVG document and the counters that keep its ids deterministic.
///
/// Elements are written straight into one byte buffer, literal by literal and number by number, with no
/// intermediate strings: a card frame is written in one pass and decoded into a `String` once.
struct SVGWriter {
    /// The document so far, UTF-8.
    var output: [UInt8] = []
    /// The current indentation depth.
    var depth = 0
    private var gradientCount = 0
    private var clipCount = 0

    init() {
        output.reserveCapacity(8192)
    }

    /// The document as a string.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Starts a line: the indentation for the current depth.
    mutating func indent() {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Appends a literal.
    mutating func put(_ literal: StaticString) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Appends `text` as it is (it must already be valid XML text).
    mutating func put(raw text: String) {
        output.append(contentsOf: text.utf8)
    }

    /// Appends `text` escaped for XML content and attribute values (see ``MarkupEscaping/escape(_:)``).
    mutating func put(escaped text: String) {
        if MarkupEscaping.isClean(text) {
            output.append(contentsOf: text.utf8)
        } else {
            output.append(contentsOf: MarkupEscaping.escape(text).utf8)
        }
    }

    /// Appends `value` as ``number(_:)`` writes it.
    mutating func put(number value: Double) {
        Self.appendNumber(value, to: &output)
    }

    /// Appends ` name="value"` for a number.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        put(" ")
        put(name)
        put("=\"")
        put(number: value)
        put("\"")
    }

    /// Appends the elements for `node`.
    mutating func write(_ node: Node) throws {
        switch node {
        case .group(let group): try write(group)
        case .shape(let shape): write(shape)
        case .text(let text): write(text)
        case .image(let image): try write(image)
        }
    }

    private mutating func write(_ group: Group) throws {
        // A clip is defined before the group's opening tag, which refers to it.
        let clip = group.clip.map { defineClip($0.frame, cornerRadius: $0.cornerRadius) }
        indent()
        put("<g")
        if let identifier = group.identifier {
            put(" id=\"")
            put(raw: SVGWriter.identifier(identifier))
            put("\"")
        }
        if let label = group.accessibilityLabel {
            put(" role=\"img\" aria-label=\"")
            put(escaped: label)
            put("\"")
        }
        if group.offset != .zero {
            put(" transform=\"translate(")
            put(number: group.offset.x)
            put(" ")
            put(number: group.offset.y)
            put(")\"")
        }
        if group.opacity < 1 { attribute("opacity", group.opacity) }
        if let clip {
            put(" clip-path=\"url(#clip-")
            put(number: Double(clip))
            put(")\"")
        }
        put(">\n")
        depth += 1
        if let label = group.accessibilityLabel {
            indent()
            put("<title>")
            put(escaped: label)
            put("</title>\n")
        }
        for child in group.children {
            try write(child)
        }
        depth -= 1
        indent()
        put("</g>\n")
    }

    private mutating func write(_ shape: ShapeNode) {
        let gradient: Int? =
            if case .linearGradient(let gradient) = shape.fill { defineGradient(gradient) } else { nil }
        indent()
        put("<rect")
        rectAttributes(shape.frame, cornerRadius: shape.effectiveCornerRadius)
        switch shape.fill {
        case .none:
            put(" fill=\"none\"")
        case .color(let color):
            paint("fill", color)
        case .linearGradient:
            put(" fill=\"url(#gradient-")
            put(number: Double(gradient ?? 0))
            put(")\"")
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            paint("stroke", stroke.color)
            attribute("stroke-width", stroke.width)
        }
        if shape.opacity < 1 { attribute("opacity", shape.opacity) }
        put("/>\n")
    }

    private mutating func write(_ text: TextNode) {
        indent()
        put("<text")
        attribute("x", text.position.x)
        attribute("y", text.position.y)
        put(" font-family=\"")
        put(escaped: text.font.family)
        put("\"")
        attribute("font-size", text.font.size)
        attribute("font-weight", Double(text.font.weight.cssValue))
        paint("fill", text.color.opacity(text.opacity))
        if text.anchor != .start {
            put(" text-anchor=\"")
            put(raw: text.anchor.rawValue)
            put("\"")
        }
        if text.letterSpacing != 0 { attribute("letter-spacing", text.letterSpacing) }
        put(" xml:space=\"preserve\">")
        put(escaped: text.displayed)
        put("</text>\n")
    }

    private mutating func write(_ node: ImageNode) throws {
        let data = try node.image.load()
        let radius = min(node.cornerRadius, node.frame.width / 2, node.frame.height / 2)
        let clip = radius > 0 ? defineClip(node.frame, cornerRadius: radius) : nil
        indent()
        put("<image")
        rectAttributes(node.frame, cornerRadius: 0)
        put(" preserveAspectRatio=\"xMidYMid slice\"")
        if let clip {
            put(" clip-path=\"url(#clip-")
            put(number: Double(clip))
            put(")\"")
        }
        put(" xlink:href=\"")
        put(raw: data.dataURI)
        put("\"/>\n")
    }

    /// Writes the `<defs>` of `gradient` and returns its number (`gradient-N`).
    private mutating func defineGradient(_ gradient: LinearGradient) -> Int {
        gradientCount += 1
        indent()
        put("<defs>\n")
        depth += 1
        indent()
        put("<linearGradient id=\"gradient-")
        put(number: Double(gradientCount))
        put("\"")
        attribute("x1", gradient.start.x)
        attribute("y1", gradient.start.y)
        attribute("x2", gradient.end.x)
        attribute("y2", gradient.end.y)
        put(">\n")
        depth += 1
        for stop in gradient.stops {
            indent()
            put("<stop")
            attribute("offset", stop.location)
            put(" stop-color=\"")
            hex(stop.color)
            put("\"")
            if stop.color.alpha < 1 { attribute("stop-opacity", stop.color.alpha) }
            put("/>\n")
        }
        depth -= 1
        indent()
        put("</linearGradient>\n")
        depth -= 1
        indent()
        put("</defs>\n")
        return gradientCount
    }

    /// Writes the `<defs>` of a clip to `frame` and returns its number (`clip-N`).
    private mutating func defineClip(_ frame: Rect, cornerRadius: Double) -> Int {
        clipCount += 1
        let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
        indent()
        put("<defs>\n")
        depth += 1
        indent()
        put("<clipPath id=\"clip-")
        put(number: Double(clipCount))
        put("\">\n")
        depth += 1
        indent()
        put("<rect")
        rectAttributes(frame, cornerRadius: radius)
        put("/>\n")
        depth -= 1
        indent()
        put("</clipPath>\n")
        depth -= 1
        indent()
        put("</defs>\n")
        return clipCount
    }
}
