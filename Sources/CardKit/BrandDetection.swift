/// What the digits typed so far say about the card's brand: every brand still possible, and the brand once only
/// one remains.
public struct BrandDetection: Sendable, Hashable {
    /// Every brand the number may still belong to, in catalogue order; empty when no brand matches.
    public let candidates: [CardBrand]
    /// The single remaining candidate, or nil while the number is ambiguous or unknown.
    public let brand: CardBrand?
    /// The candidate whose range matches the most digits already typed, when one does; used for grouping and
    /// length while the number is still ambiguous (Visa for `4011`, which might yet become Elo).
    public let likelyBrand: CardBrand?

    /// A detection with the given candidates; ``brand`` is set when there is exactly one.
    public init(candidates: [CardBrand], likelyBrand: CardBrand? = nil) {
        self.candidates = candidates
        self.brand = candidates.count == 1 ? candidates[0] : nil
        self.likelyBrand = self.brand ?? likelyBrand
    }

    /// The identifiers of the candidates.
    public var candidateIDs: [String] { candidates.map(\.id) }

    /// The longest number any candidate permits, or ``CardNumber/maximumLength`` when there is no candidate.
    public var maximumLength: Int {
        candidates.map(\.maximumLength).max() ?? CardNumber.maximumLength
    }

    /// The gaps to group by: the brand's, else the likely brand's, else 4-4-4-4-3.
    public var gaps: [Int] {
        (brand ?? likelyBrand)?.gaps ?? [4, 8, 12, 16]
    }
}
