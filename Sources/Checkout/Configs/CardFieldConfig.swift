/// The config of a card field: the ``CardFieldSettings`` every field has, whose members read and write as the
/// config's own (`holderConfig.isRequired = false`), beside the events of that field alone.
@MainActor
@dynamicMemberLookup
public protocol CardFieldConfig: CheckoutComponentConfig {
    /// The label, placeholder, requirement, messages and events every field has.
    var settings: CardFieldSettings { get set }
    /// A config holding `settings`, with no handlers for the field's own events.
    init(settings: CardFieldSettings)
}

extension CardFieldConfig {
    /// A configuration; the field is required unless told otherwise.
    public init(
        label: String? = nil, placeholder: String? = nil, isRequired: Bool = true,
        validationMessages: [String: String] = [:]
    ) {
        self.init(
            settings: CardFieldSettings(
                label: label, placeholder: placeholder, isRequired: isRequired, validationMessages: validationMessages))
    }

    /// The member of ``settings`` at `member`, as the config's own.
    public subscript<Value>(dynamicMember member: WritableKeyPath<CardFieldSettings, Value>) -> Value {
        get { settings[keyPath: member] }
        set { settings[keyPath: member] = newValue }
    }
}
