import CardKit
import Checkout
import Drawing
import Foundation

/// One Checkout tab in a browser: seed 000's new-card form and its card image, fed the keystrokes the page
/// forwards, answering with each field's formatted text and caret and the card image as SVG.
///
/// The page does no card logic: it reports what the person did (typed, pasted, deleted, focused) and shows
/// what comes back. Offsets on the wire are UTF-16 code units, as a browser's `selectionStart` counts them.
@MainActor
final class CheckoutEditor {
    /// A field of the form as the page names it.
    enum FieldName: String, CaseIterable, Codable, Sendable {
        case number, expiry, cvc, name
    }

    /// What the person did in a field.
    struct Input: Decodable, Sendable {
        /// `insert`, `paste`, `delete_backward` or `delete_forward`.
        let kind: String
        let field: FieldName
        let text: String?
        /// The selection before the edit, in UTF-16 code units of the field's text; nil for the caret the
        /// server last gave the field (the page sends none while it has not moved the caret itself).
        let start: Int?
        let end: Int?
        /// The length of the text the page showed when the selection was made: a selection that reached its
        /// end reaches the end of the server's text, which may be longer while earlier keystrokes are in flight.
        var length: Int? = nil
    }

    /// What the page shows after an edit or focus change.
    struct State: Encodable, Sendable {
        struct Field: Encodable, Sendable {
            let name: FieldName
            let text: String
            /// The caret in UTF-16 code units.
            let caret: Int
            let message: String?
        }
        let fields: [Field]
        let cardSvg: String
        let side: String
        /// `flip` or `fade` when this change turned the card; nil otherwise.
        let flip: String?
        let brand: String?
        let focus: FieldName?
        let accessibilityLabel: String
        /// Set by a submission: whether every field is valid.
        var valid: Bool?
        /// Set by a payment: the id of its run on the ``ChallengeBoard``, which the page follows to the result.
        var challenge: String?
    }

    /// The look the card image has.
    let look: CheckoutLook
    private let form: NewCardComponent
    private let image: DynamicCardImageComponent
    private var messages: [FieldName: String] = [:]
    /// The text of the last card image's nodes, so a keystroke redraws only what it changed.
    private var svgCache = SVGRenderCache()
    /// The last card image: its scene, its SVG for the page and what a screen reader says of it.
    private var drawn: (scene: Scene, svg: String, label: String)?

    /// A new, empty form with the card image in `look`.
    init(look: CheckoutLook, resources: AppResources, environment: CheckoutEnvironment) throws {
        self.look = look
        let checkout = Checkout(environment: environment)
        // The casts cannot fail: each create call returns the type it is asked for.
        image =
            try checkout.create(.dynamicCardImage, componentConfig: look.configuration(resources: resources))
            as! DynamicCardImageComponent
        form =
            try checkout.create(.newCard, componentConfig: NewCardComponentConfig(dynamicCardImageComponent: image))
            as! NewCardComponent
    }

    /// The same card typed into a form with another look.
    func relooked(_ look: CheckoutLook, resources: AppResources, environment: CheckoutEnvironment) throws
        -> CheckoutEditor
    {
        let editor = try CheckoutEditor(look: look, resources: resources, environment: environment)
        for name in FieldName.allCases {
            let text = field(name).text
            if !text.isEmpty { editor.field(name).paste(text) }
        }
        editor.messages = messages
        return editor
    }

    /// Applies one edit and returns the new state.
    func apply(_ input: Input) throws(AppRequestError) -> State {
        let before = image.side
        let field = field(input.field)
        if !field.isFocused { field.focus() }
        let text = field.text
        var start = input.start.map { Self.characterOffset(utf16: $0, in: text) } ?? field.caret
        var end = max(start, input.end.map { Self.characterOffset(utf16: $0, in: text) } ?? start)
        if let length = input.length, let sentStart = input.start, let sentEnd = input.end, sentEnd >= length {
            // A selection up to the end of what the page showed reaches the end of the text; a caret there stays at it.
            if sentStart >= sentEnd { start = text.count }
            end = text.count
        }
        let typed = input.text ?? ""
        guard typed.utf16.count <= 1024 else { throw .invalid("Paste at most 1,024 characters into a card field.") }
        switch input.kind {
        case "insert", "paste":
            if start == end {
                field.moveCaret(to: start)
                field.apply(input.kind == "insert" ? .insert(typed) : .paste(typed))
            } else {
                field.apply(.replace(start..<end, with: typed))
            }
        case "delete_backward", "delete_forward":
            if start == end {
                field.moveCaret(to: start)
                field.apply(input.kind == "delete_backward" ? .deleteBackward : .deleteForward)
            } else {
                field.apply(.replace(start..<end, with: ""))
            }
        default:
            throw .invalid(
                "Unknown edit '\(input.kind.prefix(40))'; expected insert, paste, delete_backward or delete_forward.")
        }
        messages[input.field] = nil
        return state(sideBefore: before)
    }

    /// Moves the focus to `name`, or takes it away from every field for nil, validating the field it leaves.
    func focus(_ name: FieldName?) -> State {
        let before = image.side
        if let focused = FieldName.allCases.first(where: { field($0).isFocused }), focused != name {
            let leaving = field(focused)
            leaving.blur()
            if !leaving.text.isEmpty { record(leaving.validate(), for: focused) }
        }
        if let name { field(name).focus() }
        return state(sideBefore: before)
    }

    /// Validates every field, as the submit button does, and returns the state with the messages and verdict.
    func validateAll() -> State {
        var valid = true
        for name in FieldName.allCases {
            let results = field(name).validate()
            record(results, for: name)
            if results.contains(where: { !$0.isValid }) { valid = false }
        }
        var state = state()
        state.valid = valid
        return state
    }

    /// The card to pay with when every field is valid: digits, expiry month and year, and security code.
    var card: (number: String, month: Int, year: Int, code: String)? {
        guard let date = form.cardExpiryDateComponent.validation.date else { return nil }
        return (form.cardNumberComponent.digits, date.month, date.year, form.cardCvcComponent.getValue())
    }

    /// The current state; `flip` is set when the card shows another side than `sideBefore`.
    func state(sideBefore: CardSide? = nil) -> State {
        let fields = FieldName.allCases.map { name in
            let field = field(name)
            let text = field.text
            let caret = text.prefix(field.caret).utf16.count
            return State.Field(name: name, text: text, caret: caret, message: messages[name])
        }
        let drawing = cardImage()
        return State(
            fields: fields, cardSvg: drawing.svg, side: image.side.rawValue,
            flip: sideBefore.flatMap { $0 == image.side ? nil : image.lastFlip?.transition.rawValue },
            brand: form.cardNumberComponent.brand?.id,
            focus: FieldName.allCases.first { self.field($0).isFocused },
            accessibilityLabel: drawing.label, valid: nil)
    }

    /// The card image as SVG for the page and its screen reader label, from one scene: the last ones when the
    /// scene is as it was (a focus change that leaves the card alone), else drawn again reusing the nodes that
    /// did not change.
    private func cardImage() -> (svg: String, label: String) {
        let scene = image.buildContent()
        if let drawn, drawn.scene == scene { return (drawn.svg, drawn.label) }
        let svg = HTML.svg((try? SVGRenderer().render(scene, cache: &svgCache)) ?? "").markup
        let label = scene.labelledGroups.compactMap(\.accessibilityLabel).joined(separator: ", ")
        drawn = (scene, svg, label)
        return (svg, label)
    }

    private func field(_ name: FieldName) -> any CardFieldComponent {
        switch name {
        case .number: form.cardNumberComponent
        case .expiry: form.cardExpiryDateComponent
        case .cvc: form.cardCvcComponent
        case .name: form.cardHolderNameComponent
        }
    }

    private func record(_ results: [ValidationResult], for name: FieldName) {
        messages[name] = results.first { !$0.isValid }.map { $0.errorMessage ?? "Check this field." }
    }

    /// The character offset in `text` at `utf16` code units, clamped to the text (an offset inside a character
    /// counts as that character's start).
    static func characterOffset(utf16 offset: Int, in text: String) -> Int {
        guard offset > 0 else { return 0 }
        var units = 0
        var characters = 0
        for character in text {
            units += character.utf16.count
            if units > offset { break }
            characters += 1
        }
        return characters
    }
}
