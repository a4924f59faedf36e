import Drawing

extension CardSceneBuilder {
    /// The space between two brand marks, where a thin rule divides them.
    static let markGap = 16.0
    /// The smallest size brand marks shrink to before they are cut with "…".
    static let smallestMarkSize = 8.0

    /// Brand marks side by side in slots of their estimated width, ending at `point`: the primary brand first, then each co-badged scheme.
    ///
    /// Every mark has the same style and size, shrunk together until all fit the brand mark's width, so no
    /// scheme is drawn smaller than another (EU rules ask for parity on co-badged cards and let the payer choose).
    func marks(_ names: [String], at point: Point) -> [Node] {
        let style = appearance.style(of: .brandMark)
        let gaps = Self.markGap * Double(names.count - 1)
        let room = CardLayout.brandMark.maxWidth - gaps
        let naturalWidths = names.map { name in
            var node = style
            node.text = name
            let shown = node.displayed
            // TextMetrics averages mixed case; capitals are about a tenth wider, and marks are usually capitals.
            let capitals = shown.contains(where: \.isLetter) && shown == shown.uppercased() ? 1.1 : 1
            return TextMetrics.width(of: shown, font: node.font, letterSpacing: node.letterSpacing) * capitals
        }
        let natural = naturalWidths.reduce(0, +)
        let scale = natural > room ? room / natural : 1
        let size = max(style.font.size * scale, min(Self.smallestMarkSize, style.font.size))
        let fits = style.font.size * scale >= size
        var nodes: [Node] = []
        var right = point.x
        for (index, name) in names.enumerated().reversed() {
            let width = fits ? naturalWidths[index] * scale : room / Double(names.count)
            var mark = style
            mark.text = name
            mark.font.size = size
            // Centred in its slot, so an estimate that is off spreads evenly on both sides of the mark.
            mark.position = Point(x: right - width / 2, y: point.y)
            mark.anchor = .middle
            mark.maxWidth = width + 1
            nodes.append(.text(mark))
            right -= width + Self.markGap
            if index > 0 {
                let rule = Rect(x: right + Self.markGap / 2 - 0.75, y: point.y - size, width: 1.5, height: size * 1.15)
                nodes.append(.shape(ShapeNode(frame: rule, fill: .color(style.color.opacity(0.6 * style.opacity)))))
            }
        }
        return nodes.reversed()
    }
}
