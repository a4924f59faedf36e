// Mirrors for the components. Without them `dump`, debuggers and `String(reflecting:)` walk the stored
// properties down to each field's text, which holds a whole card number or a security code.

extension CardNumberComponent: CustomReflectable {
    /// A mirror with only the component's id, so `dump` never prints the number.
    public nonisolated var customMirror: Mirror { redactedMirror(self, id: componentId) }
}

extension CardExpiryDateComponent: CustomReflectable {
    /// A mirror with only the component's id.
    public nonisolated var customMirror: Mirror { redactedMirror(self, id: componentId) }
}

extension CardCvcComponent: CustomReflectable {
    /// A mirror with only the component's id, so `dump` never prints the code.
    public nonisolated var customMirror: Mirror { redactedMirror(self, id: componentId) }
}

extension CardHolderNameComponent: CustomReflectable {
    /// A mirror with only the component's id.
    public nonisolated var customMirror: Mirror { redactedMirror(self, id: componentId) }
}

extension DynamicCardImageComponent: CustomReflectable {
    /// A mirror with only the component's id, so `dump` never prints the number or code it draws.
    public nonisolated var customMirror: Mirror { redactedMirror(self, id: componentId) }
}

extension NewCardComponent: CustomReflectable {
    /// A mirror with only the component's id.
    public nonisolated var customMirror: Mirror { redactedMirror(self, id: componentId) }
}

extension CardSubmitComponent: CustomReflectable {
    /// A mirror with only the component's id.
    public nonisolated var customMirror: Mirror { redactedMirror(self, id: componentId) }
}

/// A mirror of `subject` whose only child is its component id.
private func redactedMirror<Subject>(_ subject: Subject, id: String) -> Mirror {
    Mirror(subject, children: ["componentId": id], displayStyle: .class)
}
