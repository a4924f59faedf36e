/// A BIN range whose cards carry a second scheme beside their primary brand, such as Visa with Cartes Bancaires.
///
/// A second scheme like Cartes Bancaires has no range of its own; it can only be known from BIN data. The
/// standard table lists the public test BINs and the well-known Visa/Dankort range; an integrator with a BIN
/// lookup service can build a catalogue with a fuller table.
public struct CoBadge: Sendable, Hashable {
    /// The prefixes whose cards are co-badged.
    public let range: BINRange
    /// The identifier of the second scheme, such as `cartes-bancaires` or `dankort`.
    public let brandID: String
    /// The name of the second scheme as shown to people, such as `Cartes Bancaires`.
    public let displayName: String

    /// A co-badge of the scheme `brandID` on the prefixes in `range`.
    public init(range: BINRange, brandID: String, displayName: String) {
        self.range = range
        self.brandID = brandID
        self.displayName = displayName
    }

    /// The standard table.
    ///
    /// - `40000025` and `55555525`: the Visa and Mastercard test BINs with Cartes Bancaires (public test cards
    ///   4000002500001001 and 5555552500001001).
    /// - `4571`: Visa/Dankort.
    /// - `6703` and `479658`: Bancontact on Maestro and Visa cards. Uncertain: taken from public card libraries;
    ///   Bancontact's 606005 lies in RuPay's 60 and is left out.
    public static let standard: [CoBadge] = [
        CoBadge(range: BINRange(40_000_025), brandID: "cartes-bancaires", displayName: "Cartes Bancaires"),
        CoBadge(range: BINRange(55_555_525), brandID: "cartes-bancaires", displayName: "Cartes Bancaires"),
        CoBadge(range: BINRange(4571), brandID: "dankort", displayName: "Dankort"),
        CoBadge(range: BINRange(6703), brandID: "bancontact", displayName: "Bancontact"),
        CoBadge(range: BINRange(479658), brandID: "bancontact", displayName: "Bancontact"),
    ]
}
