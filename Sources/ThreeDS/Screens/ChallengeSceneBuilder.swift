import Drawing

/// Lays out one challenge screen top to bottom and collects its nodes.
struct ChallengeSceneBuilder {
    static let padding = 16.0
    static let toolbarHeight = 56.0

    let screen: ChallengeScreen
    let style: ChallengeStyle
    let entry: ChallengeEntryState
    let width: Double
    private(set) var nodes: [Node] = []
    private(set) var y = 0.0

    init(screen: ChallengeScreen, entry: ChallengeEntryState, width: Double) {
        self.screen = screen
        self.style = ChallengeStyle(screen.customization, appearance: screen.appearance)
        self.entry = entry
        self.width = width
    }

    var contentWidth: Double { width - 2 * Self.padding }

    mutating func toolbar() {
        add(
            .shape(
                ShapeNode(
                    frame: Rect(x: 0, y: 0, width: width, height: Self.toolbarHeight),
                    fill: .color(style.toolbarBackground))))
        let baseline = Self.toolbarHeight / 2 + style.toolbarFont.size * 0.35
        let cancel = style.button(.cancel)
        add(
            .text(
                TextNode(
                    style.cancelText, at: Point(x: width - Self.padding, y: baseline), font: cancel.font,
                    color: cancel.textColor, anchor: .end)))
        let cancelWidth = TextMetrics.width(of: style.cancelText, font: cancel.font) + Self.padding
        add(
            .text(
                TextNode(
                    style.headerText, at: Point(x: width / 2, y: baseline), font: style.toolbarFont,
                    color: style.toolbarTextColor, anchor: .middle, maxWidth: width - 2 * cancelWidth - 8)))
        y = Self.toolbarHeight + Self.padding
    }

    mutating func images() {
        guard screen.issuerImage != nil || screen.paymentSystemImage != nil else { return }
        let frameWidth = (contentWidth - Self.padding) / 2
        for (image, name, x) in [
            (screen.issuerImage, "Issuer", Self.padding),
            (screen.paymentSystemImage, "Card scheme", width / 2 + Self.padding / 2),
        ] {
            guard let image else { continue }
            let frame = Rect(x: x, y: y, width: frameWidth, height: 40)
            add(
                .shape(
                    ShapeNode(
                        frame: frame, cornerRadius: 6, stroke: Stroke(color: style.bodyColor.opacity(0.35), width: 1))))
            let source = image.medium ?? image.high ?? image.extraHigh ?? ""
            add(
                .text(
                    TextNode(
                        "\(name): \(Self.host(of: source))", at: Point(x: x + frameWidth / 2, y: y + 25),
                        font: Font(size: 11), color: style.bodyColor.opacity(0.7), anchor: .middle,
                        maxWidth: frameWidth - 8)))
        }
        y += 40 + Self.padding
    }

    mutating func heading(_ text: String?) {
        guard let text else { return }
        paragraph(text, font: style.headingFont, color: style.headingColor)
    }

    mutating func paragraph(_ text: String?, font: Font? = nil, color: Color? = nil, indicator: Bool = false) {
        guard let text else { return }
        let font = font ?? style.bodyFont
        let lineHeight = max(font.size * 1.4, 22)
        let lines = Self.wrap(text, font: font, width: contentWidth - (indicator ? 14 : 0))
        if indicator {
            add(
                .shape(
                    ShapeNode(
                        frame: Rect(x: Self.padding, y: y + 2, width: 4, height: lineHeight * Double(lines.count) - 4),
                        cornerRadius: 2, fill: .color(.orange))))
        }
        for line in lines {
            y += lineHeight
            add(
                .text(
                    TextNode(
                        line, at: Point(x: Self.padding + (indicator ? 14 : 0), y: y - lineHeight * 0.3), font: font,
                        color: color ?? style.bodyColor)))
        }
        y += 8
    }

    mutating func textBox(placeholder: String) {
        let frame = Rect(x: Self.padding, y: y, width: contentWidth, height: 44)
        add(
            .shape(
                ShapeNode(
                    frame: frame, cornerRadius: style.textBoxCornerRadius, fill: .color(style.background),
                    stroke: Stroke(color: style.textBoxBorderColor, width: style.textBoxBorderWidth))))
        let shown = entry.text.isEmpty ? placeholder : entry.text
        add(
            .text(
                TextNode(
                    shown, at: Point(x: Self.padding + 12, y: y + 22 + style.textBoxFont.size * 0.35),
                    font: style.textBoxFont, color: style.textBoxTextColor, opacity: entry.text.isEmpty ? 0.5 : 1,
                    maxWidth: contentWidth - 24)))
        y += 44 + Self.padding
    }

    mutating func options(multiple: Bool) {
        for (index, option) in screen.options.enumerated() {
            let selected = entry.selected.contains(option.id)
            let focused = entry.focus == index
            let box = Rect(x: Self.padding, y: y + 4, width: 18, height: 18)
            add(
                .shape(
                    ShapeNode(
                        frame: box, cornerRadius: multiple ? 4 : 9,
                        fill: selected ? .color(style.button(.submit).background ?? style.bodyColor) : nil,
                        stroke: Stroke(
                            color: focused ? style.headingColor : style.textBoxBorderColor, width: focused ? 2.5 : 1.5))
                ))
            add(
                .text(
                    TextNode(
                        option.label, at: Point(x: Self.padding + 28, y: y + 13 + style.bodyFont.size * 0.35),
                        font: style.bodyFont, color: style.bodyColor, maxWidth: contentWidth - 28)))
            y += max(28, style.bodyFont.size * 1.6)
        }
        y += 8
    }

    mutating func button(_ type: ButtonType, _ title: String) {
        let button = style.button(type)
        let frame = Rect(x: Self.padding, y: y, width: contentWidth, height: 44)
        if let background = button.background {
            add(.shape(ShapeNode(frame: frame, cornerRadius: button.cornerRadius, fill: .color(background))))
        }
        add(
            .text(
                TextNode(
                    title, at: Point(x: width / 2, y: y + 22 + button.font.size * 0.35), font: button.font,
                    color: button.textColor, anchor: .middle, maxWidth: contentWidth - 16)))
        y += 44 + 10
    }

    /// A titled section (why-info, expand-info): its label with a disclosure mark, its text below.
    mutating func section(label: String?, text: String?) {
        guard let label else { return }
        add(
            .shape(
                ShapeNode(
                    frame: Rect(x: Self.padding, y: y, width: contentWidth, height: 1),
                    fill: .color(style.bodyColor.opacity(0.2)))))
        y += 4
        paragraph(
            "▾ " + label, font: Font(family: style.bodyFont.family, size: style.bodyFont.size, weight: .semibold),
            color: style.headingColor)
        paragraph(
            text,
            font: Font(
                family: style.bodyFont.family, size: max(style.bodyFont.size - 2, 10), weight: style.bodyFont.weight))
    }

    mutating func add(_ node: Node) {
        nodes.append(node)
    }

    /// Greedy word wrap to `width` by Drawing's text metrics.
    static func wrap(_ text: String, font: Font, width: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if TextMetrics.width(of: candidate, font: font) > width, !line.isEmpty {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    static func host(of url: String) -> String {
        guard let range = url.range(of: "://") else { return url }
        return String(url[range.upperBound...].prefix { $0 != "/" })
    }
}
