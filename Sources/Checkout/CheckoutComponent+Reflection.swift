// Mirrors for the components. Without them `dump`, debuggers and `String(reflecting:)` walk the stored
// properties down to each field's text, which holds a whole card number or a security code.

extension CheckoutComponent {
    /// A mirror with only the component's id, so `dump` never prints a number or code the component holds.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["componentId": componentId], displayStyle: .class)
    }
}

extension CardNumberComponent: CustomReflectable {}
extension CardExpiryDateComponent: CustomReflectable {}
extension CardCvcComponent: CustomReflectable {}
extension CardHolderNameComponent: CustomReflectable {}
extension DynamicCardImageComponent: CustomReflectable {}
extension NewCardComponent: CustomReflectable {}
extension CardSubmitComponent: CustomReflectable {}
