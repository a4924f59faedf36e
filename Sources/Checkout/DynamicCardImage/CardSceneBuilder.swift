import CardKit
import Drawing

/// Draws the card image for a ``CardPreviewState``: background, chip, texts, highlight and labels.
struct CardSceneBuilder {
    /// How the card looks.
    let appearance: CardImageAppearance

    /// The scene for `state` showing `side`.
    func scene(for state: CardPreviewState, side: CardSide) -> Scene {
        let nodes = side == .front ? front(state) : back(state)
        let brand = state.brand.map { "\($0.displayName) – " } ?? ""
        let clip = Group.Clip(frame: CardLayout.card, cornerRadius: CardLayout.cornerRadius)
        return Scene(
            width: CardLayout.width, height: CardLayout.height,
            nodes: [.group(Group(nodes, clip: clip, identifier: "card-\(side.rawValue)"))],
            title: brand + appearance.localization.cardPreview)
    }

    private func front(_ state: CardPreviewState) -> [Node] {
        let localization = appearance.localization
        var nodes = [background(appearance.front, state: state), chip()]
        let marks = brandMark(state, at: CardLayout.brandMark.at)
        if let bank = state.bankName, !bank.isEmpty {
            // The bank's name ends a gap before the leftmost brand mark, which co-badged marks push far left.
            let room = min(CardLayout.bankName.maxWidth, Self.leftEdge(of: marks) - CardLayout.bankName.at.x - 12)
            nodes.append(
                element(
                    "bank-name", label: bank, highlighted: false,
                    texts: [text(.bankName, bank, at: CardLayout.bankName.at, maxWidth: max(room, 40))]))
        }
        nodes += marks
        if let brand = state.brand, brand.codeOnFront {
            let layout = CardLayout.frontCode
            nodes.append(
                element(
                    "security-code", label: localization.codeLabel(name: brand.codeName, count: state.cvc.count),
                    highlighted: state.focus == .cvc, frame: layout.frame,
                    texts: [
                        text(.cvcLabel, brand.codeName, at: layout.label, anchor: .end, maxWidth: layout.maxWidth),
                        codeValue(state, at: layout.value, anchor: .end, maxWidth: layout.maxWidth),
                    ]))
        }
        let number = numberText(state)
        let ending = state.digits.count >= 4 ? String(state.digits.suffix(4)) : nil
        nodes.append(
            element(
                "card-number", label: localization.numberLabel(ending: ending), highlighted: state.focus == .number,
                frame: CardLayout.number.frame,
                texts: [
                    text(
                        .cardNumber, number.text, at: CardLayout.number.at, maxWidth: CardLayout.number.maxWidth,
                        placeholder: number.isPlaceholder)
                ]))
        // A stored card does not know its holder's name, so it draws none rather than a placeholder.
        if !(state.isStored && state.holderName.isEmpty) { nodes.append(holderElement(state)) }
        nodes.append(expiryElement(state))
        return nodes
    }

    /// Where the leftmost text of `nodes` starts, by its anchor and estimated width; the card's width when none.
    static func leftEdge(of nodes: [Node]) -> Double {
        let texts = nodes.flatMap(\.texts)
        return texts.map { text in
            let width = TextMetrics.width(of: text.displayed, font: text.font, letterSpacing: text.letterSpacing)
            switch text.anchor {
            case .start: return text.position.x
            case .middle: return text.position.x - width / 2
            case .end: return text.position.x - width
            }
        }.min() ?? CardLayout.width
    }

    private func holderElement(_ state: CardPreviewState) -> Node {
        let localization = appearance.localization
        // A card number typed into the name field is hidden as the number field's own digits are.
        let holderName =
            appearance.masksNumber ? CardMasking.hidingCardNumbers(in: state.holderName) : state.holderName
        let name =
            holderName.isEmpty ? appearance.cardHolderNameText ?? localization.cardHolderNamePlaceholder : holderName
        return element(
            "cardholder-name", label: localization.holderLabel(holderName), highlighted: state.focus == .name,
            frame: CardLayout.holder.frame,
            texts: [
                text(
                    .holderName, name, at: CardLayout.holder.at, maxWidth: CardLayout.holder.maxWidth,
                    placeholder: state.holderName.isEmpty)
            ])
    }

    private func back(_ state: CardPreviewState) -> [Node] {
        let layout = CardLayout.backCode
        let codeName = state.brand?.codeName ?? appearance.localization.securityCodeName
        var nodes = [
            background(appearance.back, state: state),
            .shape(ShapeNode(frame: CardLayout.stripe, fill: .color(Color(rgb: 0x0D0D_0F, alpha: 0.92)))),
            .shape(ShapeNode(frame: CardLayout.signature, cornerRadius: 4, fill: .color(Color(rgb: 0xECEC_EA)))),
        ]
        var code: [Node] = [
            .shape(ShapeNode(frame: layout.box, cornerRadius: 6, fill: .color(Color.black.opacity(0.35))))
        ]
        code.append(text(.cvcLabel, codeName, at: layout.label, anchor: .middle, maxWidth: layout.maxWidth))
        code.append(codeValue(state, at: layout.value, anchor: .middle, maxWidth: layout.maxWidth))
        nodes.append(
            element(
                "security-code", label: appearance.localization.codeLabel(name: codeName, count: state.cvc.count),
                highlighted: state.focus == .cvc, frame: layout.frame, texts: code))
        nodes += brandMark(state, at: CardLayout.brandMarkBack)
        return nodes
    }

    private func expiryElement(_ state: CardPreviewState) -> Node {
        let layout = CardLayout.expiry
        let localization = appearance.localization
        let labelSize = appearance.style(of: .expiryLabel).font.size
        let labelBaseline = layout.valueBaseline - appearance.style(of: .expiryValue).font.size - 3
        let top = labelBaseline - labelSize - 6
        let frame = Rect(x: layout.x - 10, y: top, width: CardLayout.width - layout.x - 6, height: layout.bottom - top)
        let typed = !state.expiryText.isEmpty
        let value = typed ? state.expiryText : appearance.cardExpiryDateText ?? localization.expiryDatePlaceholder
        return element(
            "expiry-date", label: localization.expiryLabel(month: state.expiryMonth, year: state.expiryYear),
            highlighted: state.focus == .expiry, frame: frame,
            texts: [
                text(
                    .expiryLabel, localization.expiryDateLabel, at: Point(x: layout.x, y: labelBaseline),
                    maxWidth: layout.maxWidth),
                text(
                    .expiryValue, value, at: Point(x: layout.x, y: layout.valueBaseline), maxWidth: layout.maxWidth,
                    placeholder: !typed),
            ])
    }

    private func background(_ image: Image?, state: CardPreviewState) -> Node {
        if let image {
            return .image(ImageNode(image, frame: CardLayout.card, cornerRadius: CardLayout.cornerRadius))
        }
        let fill = Paint.linearGradient(CardBrandPalette.gradient(for: state.brand?.id))
        return .shape(ShapeNode(frame: CardLayout.card, cornerRadius: CardLayout.cornerRadius, fill: fill))
    }

    private func chip() -> Node {
        let gold = LinearGradient(colors: [Color(rgb: 0xF0D4_8A), Color(rgb: 0xB8_902E)])
        let chip = ShapeNode(
            frame: CardLayout.chip, cornerRadius: 7, fill: .linearGradient(gold),
            stroke: Stroke(color: Color(rgb: 0x8A_6A1F, alpha: 0.6), width: 1))
        return .group(Group([.shape(chip)], identifier: "chip"))
    }

    private func brandMark(_ state: CardPreviewState, at point: Point) -> [Node] {
        guard let brand = state.brand else { return [] }
        guard state.coBadgeNames.isEmpty else {
            let names = [brand.displayName] + state.coBadgeNames
            return [
                element(
                    "brand", label: names.joined(separator: ", "), highlighted: false, texts: marks(names, at: point))
            ]
        }
        let mark = text(.brandMark, brand.displayName, at: point, anchor: .end, maxWidth: CardLayout.brandMark.maxWidth)
        return [element("brand", label: brand.displayName, highlighted: false, texts: [mark])]
    }
}
