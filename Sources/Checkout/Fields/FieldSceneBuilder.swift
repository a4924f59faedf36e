import Drawing

/// Draws a text field: its label, a box (outlined in blue while focused) and its text or placeholder.
enum FieldSceneBuilder {
    /// The width of a field in points, the same as the card image.
    static let width = 428.0
    /// The height of a field in points.
    static let height = 72.0

    /// The scene of a field showing `text` (or `placeholder` when empty) under `label`.
    static func scene(label: String, text: String, placeholder: String, isFocused: Bool) -> Scene {
        let box = Rect(x: 0, y: 22, width: width, height: 46)
        let border = isFocused ? Stroke(color: .blue, width: 2) : Stroke(color: .gray, width: 1)
        let value = text.isEmpty ? placeholder : text
        let nodes: [Node] = [
            .text(
                TextNode(
                    label, at: Point(x: 2, y: 14), font: Font(size: 13, weight: .medium), color: Color(rgb: 0x3A_3A3C))),
            .shape(ShapeNode(frame: box.insetBy(1), cornerRadius: 8, fill: .color(.white), stroke: border)),
            .text(
                TextNode(
                    value, at: Point(x: 14, y: 51), font: Font(family: Font.monospaced, size: 17),
                    color: text.isEmpty ? .gray : .black, maxWidth: width - 28)),
        ]
        return Scene(width: width, height: height, nodes: nodes, title: label.isEmpty ? nil : label)
    }
}
