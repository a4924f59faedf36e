import CardKit
import Checkout
import Drawing

/// Seed 000's new-card form for a terminal: the dynamic card image above the four fields, focus moved
/// with Tab and Shift-Tab, validation messages under the fields, and the screen drawn as text.
///
/// The card number is shown in full only while its field has the focus; otherwise masked to its last
/// four digits. The card image flips to its back on the CVC field (or highlights the CID on an Amex),
/// as the Checkout module's image does on its own.
@MainActor
final class CheckoutForm {
    /// What a key did to the form.
    enum Outcome: Equatable {
        case editing, submit, cancel
    }

    let form: NewCardComponent
    let image: DynamicCardImageComponent
    private(set) var focus = 0
    private var messages: [String: String] = [:]
    private let labels: [String]

    /// A form in `localization` whose submit pays through `tokenizer` (none: submitting fails) with the hooks of
    /// `submit`.
    init(
        localization: CheckoutLocalization, maskImage: Bool, tokenizer: (any CardTokenizer)? = nil,
        submit: CardSubmitComponentConfig = CardSubmitComponentConfig()
    ) throws {
        let checkout = Checkout(environment: CheckoutEnvironment(localization: localization, tokenizer: tokenizer))
        var imageConfig = DynamicCardImageComponentConfig()
        imageConfig.maskCardNumber = maskImage
        image = try checkout.create(.dynamicCardImage, componentConfig: imageConfig) as! DynamicCardImageComponent
        form =
            try checkout.create(
                .newCard, componentConfig: NewCardComponentConfig(dynamicCardImageComponent: image, submit: submit))
            as! NewCardComponent
        labels = [
            localization.numberFieldLabel, localization.expiryFieldLabel, localization.securityCodeName,
            localization.holderFieldLabel,
        ]
        form.fields[0].focus()
    }

    /// Handles one key and says whether the form goes on, is submitted or is cancelled.
    func handle(_ key: FormKey) -> Outcome {
        let field = form.fields[focus]
        switch key {
        case .character(let character): field.type(String(character))
        case .backspace: field.deleteBackward()
        case .tab: move(by: 1)
        case .shiftTab: move(by: -1)
        case .cancel: return .cancel
        case .enter:
            validateAll()
            if let invalid = form.fields.indices.first(where: { messages[form.fields[$0].componentId] != nil }) {
                moveFocus(to: invalid)
                return .editing
            }
            return .submit
        }
        return .editing
    }

    /// The card number's digits, the expiry as MM/YY, the CVC and the name, for tokenizing.
    var values: (number: String, expiry: String, cvc: String, name: String) {
        (
            form.cardNumberComponent.getValue(), form.cardExpiryDateComponent.getValue(),
            form.cardCvcComponent.getValue(), form.cardHolderNameComponent.getValue()
        )
    }

    /// The text rows of the fields: a label, the value (the number masked unless focused) with a caret on the
    /// focused field, and the field's validation message.
    func fieldRows(color: Bool) -> [String] {
        var rows: [String] = []
        for (index, field) in form.fields.enumerated() {
            let focused = index == focus
            var value = field.text
            if index == 0, !focused, !value.isEmpty {
                value = CardMasking.forDisplay(form.cardNumberComponent.digits, catalog: .standard)
            }
            let marker = focused ? "›" : " "
            let shown = focused ? value + "▏" : (value.isEmpty ? "—" : value)
            let line = "\(marker) \(labels[index].padding(toLength: 15, withPad: " ", startingAt: 0)) \(shown)"
            rows.append(color && focused ? "\u{1B}[1m\(line)\u{1B}[0m" : line)
            if let message = messages[field.componentId] {
                rows.append(color ? "    \u{1B}[31m\(message)\u{1B}[0m" : "    ! \(message)")
            }
        }
        return rows
    }

    private func move(by step: Int) {
        validate(form.fields[focus])
        moveFocus(to: (focus + step + form.fields.count) % form.fields.count)
    }

    private func moveFocus(to index: Int) {
        form.fields[focus].blur()
        focus = index
        form.fields[focus].focus()
    }

    private func validateAll() {
        for field in form.fields { validate(field) }
    }

    private func validate(_ field: any CardFieldComponent) {
        let failure = field.validate().first { !$0.isValid }
        messages[field.componentId] = failure.map { $0.errorMessage ?? "Check this field." }
    }
}

/// A key of the checkout form.
enum FormKey: Equatable {
    case character(Character)
    case backspace, tab, shiftTab, enter, cancel
}
