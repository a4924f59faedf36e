/// A pixel grid (two pixels per terminal cell, stacked) and the text laid over it.
struct ANSIRaster {
    /// A character placed on a cell.
    struct Glyph {
        var character: Character
        var color: Color
    }

    let columns: Int
    let rows: Int
    /// The scene units per pixel, the same horizontally and vertically.
    let scale: Double
    /// Row-major pixels, `columns` × `rows * 2`; nil where nothing was painted.
    var pixels: [Color?]
    /// Row-major glyphs, `columns` × `rows`.
    var glyphs: [Glyph?]

    init(scene: Scene, columns: Int) {
        self.columns = columns
        scale = scene.width / Double(columns)
        // At most four rows per column: a scene far taller than wide would otherwise ask for millions of rows.
        rows = max(1, Int(min(scene.height / (2 * scale), Double(4 * columns)).rounded()))
        pixels = Array(repeating: nil, count: columns * rows * 2)
        glyphs = Array(repeating: nil, count: columns * rows)
    }

    /// Paints `node` moved by `offset`, faded by `opacity`, inside `clip` (in scene coordinates).
    mutating func paint(_ node: Node, offset: Point, opacity: Double, clip: Group.Clip?) {
        switch node {
        case .group(let group):
            let moved = Point(x: offset.x + group.offset.x, y: offset.y + group.offset.y)
            var inner = clip
            if let own = group.clip {
                let frame = own.frame
                inner = Group.Clip(
                    frame: Rect(x: frame.x + moved.x, y: frame.y + moved.y, width: frame.width, height: frame.height),
                    cornerRadius: own.cornerRadius)
            }
            for child in group.children {
                paint(child, offset: moved, opacity: opacity * group.opacity, clip: inner)
            }
        case .shape(let shape):
            fill(shape, offset: offset, opacity: opacity * shape.opacity, clip: clip)
        case .image(let image):
            let placeholder = ShapeNode(
                frame: image.frame, cornerRadius: image.cornerRadius, fill: .color(ANSIRenderer.imagePlaceholder))
            fill(placeholder, offset: offset, opacity: opacity, clip: clip)
        case .text(let text):
            place(text, offset: offset, opacity: opacity)
        }
    }

    private mutating func fill(_ shape: ShapeNode, offset: Point, opacity: Double, clip: Group.Clip?) {
        let frame = Rect(
            x: shape.frame.x + offset.x, y: shape.frame.y + offset.y, width: shape.frame.width,
            height: shape.frame.height)
        let radius = shape.effectiveCornerRadius
        let strokeWidth = shape.stroke?.width ?? 0
        let inner = frame.insetBy(strokeWidth)
        for py in 0..<(rows * 2) {
            for px in 0..<columns {
                let point = Point(x: (Double(px) + 0.5) * scale, y: (Double(py) + 0.5) * scale)
                guard frame.contains(point, cornerRadius: radius) else { continue }
                if let clip, !clip.frame.contains(point, cornerRadius: clip.cornerRadius) { continue }
                var color: Color?
                if let stroke = shape.stroke, strokeWidth > 0,
                    !inner.contains(point, cornerRadius: max(radius - strokeWidth, 0))
                {
                    color = stroke.color
                } else if let fill = shape.fill {
                    let u = frame.width > 0 ? (point.x - frame.x) / frame.width : 0
                    let v = frame.height > 0 ? (point.y - frame.y) / frame.height : 0
                    color = fill.color(atUnit: u, v)
                }
                guard let color else { continue }
                let index = py * columns + px
                let below = pixels[index] ?? .black
                let top = color.opacity(opacity)
                if top.alpha > 0 { pixels[index] = top.composited(over: below) }
            }
        }
    }

    private mutating func place(_ text: TextNode, offset: Point, opacity: Double) {
        // Invisible format characters (bidi overrides such as U+202E, zero-width spaces) would reorder or shift
        // the terminal line; a ZWJ inside an emoji sequence stays, as it is part of a larger character.
        let characters = text.displayed.filter { character in
            !character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
        }
        let estimated = TextMetrics.width(of: text.displayed, font: text.font, letterSpacing: text.letterSpacing)
        let x = text.position.x + offset.x
        let left: Double
        switch text.anchor {
        case .start: left = x
        case .middle: left = x - estimated / 2
        case .end: left = x - estimated
        }
        let centreY = text.position.y + offset.y - text.font.size * 0.35
        let row = Int((centreY / (2 * scale)).rounded(.down))
        var column = Int((left / scale).rounded())
        if text.anchor == .end { column = Int(((x) / scale).rounded()) - characters.count }
        guard row >= 0, row < rows else { return }
        let color = text.color.opacity(text.opacity * opacity)
        for character in characters where column < columns {
            if column >= 0 {
                glyphs[row * columns + column] = Glyph(character: character, color: color)
            }
            column += 1
        }
    }
}
