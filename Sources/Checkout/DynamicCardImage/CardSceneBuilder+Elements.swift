import CardKit
import Drawing

extension CardSceneBuilder {
    /// A labelled group for one card element, with the highlight behind its texts when focused.
    func element(
        _ identifier: String, label: String, highlighted: Bool, frame: Rect? = nil, texts: [Node]
    ) -> Node {
        guard highlighted, let frame else {
            return .group(Group(texts, identifier: identifier, accessibilityLabel: label))
        }
        let styling = appearance.highlight
        let background = styling.backgroundColor.map { $0.opacity(styling.backgroundOpacity ?? 1) }
        let stroke = styling.borderColor.map { Stroke(color: $0, width: Double(styling.borderWidth ?? 1)) }
        let box = ShapeNode(frame: frame, cornerRadius: 8, fill: background.map(Paint.color), stroke: stroke)
        let recoloured = texts.map { node -> Node in
            guard case .text(var text) = node, let color = styling.color else { return node }
            text.color = color
            return .text(text)
        }
        return .group(Group([.shape(box)] + recoloured, identifier: identifier, accessibilityLabel: label))
    }

    /// One text of `element`'s style; placeholders are drawn at 70% of the element's opacity.
    func text(
        _ element: CardImageAppearance.Element, _ string: String, at point: Point, anchor: TextAnchor = .start,
        maxWidth: Double, placeholder: Bool = false
    ) -> Node {
        var node = appearance.style(of: element)
        node.text = string
        node.position = point
        node.anchor = anchor
        node.maxWidth = maxWidth
        if placeholder { node.opacity *= 0.7 }
        return .text(node)
    }

    /// The security code as typed (bullets when masking), or its placeholder.
    func codeValue(_ state: CardPreviewState, at point: Point, anchor: TextAnchor, maxWidth: Double) -> Node {
        if state.cvc.isEmpty {
            let bullets = String(repeating: "•", count: state.brand?.codeLength ?? 3)
            return text(
                .cvcValue, appearance.cvcText ?? bullets, at: point, anchor: anchor, maxWidth: maxWidth,
                placeholder: true)
        }
        let shown = appearance.masksNumber ? String(repeating: "•", count: state.cvc.count) : state.cvc
        return text(.cvcValue, shown, at: point, anchor: anchor, maxWidth: maxWidth)
    }

    /// The number grouped by the brand's gaps, bullets for digits still to come and for masked digits;
    /// the config's or localisation's placeholder before any digit is typed.
    func numberText(_ state: CardPreviewState) -> (text: String, isPlaceholder: Bool) {
        if state.digits.isEmpty, let custom = appearance.cardNumberText {
            return (custom, true)
        }
        let gaps = state.brand?.gaps ?? [4, 8, 12]
        if state.digits.isEmpty, gaps == [4, 8, 12], state.expectedLength == 16 {
            return (appearance.localization.cardNumberPlaceholder, true)
        }
        let typed = appearance.masksNumber ? CardMasking.forDisplay(state.digits).filter { $0 != " " } : state.digits
        var characters = Array(repeating: "•", count: state.hiddenDigits) + Array(typed)
        characters += Array(repeating: "•", count: max(state.expectedLength - characters.count, 0))
        var grouped = ""
        for (index, character) in characters.enumerated() {
            if gaps.contains(index) { grouped += " " }
            grouped.append(character)
        }
        return (grouped, state.digits.isEmpty)
    }
}
