/// Card scheme names in tessera's output: the Gr4vy API's names (`CardScheme`), so that a co-badge is
/// called the same in `card inspect`, the demo and API responses.
enum SchemeName {
    /// CardKit identifiers that the API spells differently.
    private static let apiNames = ["cartes-bancaires": "carte-bancaire", "american-express": "amex"]

    /// The API's name for the CardKit brand or co-badge identifier `id`.
    static func api(_ id: String) -> String {
        apiNames[id] ?? id
    }
}
