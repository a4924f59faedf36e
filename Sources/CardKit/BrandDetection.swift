/// What the digits typed so far say about the card's brand: every brand still possible, and the brand once only
/// one remains.
public struct BrandDetection: Sendable, Hashable {
    /// The answer, shared by every copy: a keystroke copies a detection several times, and one reference costs
    /// one retain where the brands' own strings and arrays would cost a dozen.
    private final class Storage: Sendable {
        let candidates: [CardBrand]
        let brand: CardBrand?
        let likelyBrand: CardBrand?
        let maximumLength: Int
        let gaps: [Int]

        init(candidates: [CardBrand], likelyBrand: CardBrand?) {
            self.candidates = candidates
            self.brand = candidates.count == 1 ? candidates[0] : nil
            self.likelyBrand = brand ?? likelyBrand
            self.maximumLength = candidates.map(\.maximumLength).max() ?? CardNumber.maximumLength
            self.gaps = (brand ?? self.likelyBrand)?.gaps ?? [4, 8, 12, 16]
        }
    }

    private let storage: Storage

    /// A detection with the given candidates; ``brand`` is set when there is exactly one.
    public init(candidates: [CardBrand], likelyBrand: CardBrand? = nil) {
        storage = Storage(candidates: candidates, likelyBrand: likelyBrand)
    }

    /// Every brand the number may still belong to, in catalogue order; empty when no brand matches.
    public var candidates: [CardBrand] { storage.candidates }
    /// The single remaining candidate, or nil while the number is ambiguous or unknown.
    public var brand: CardBrand? { storage.brand }
    /// The candidate whose range matches the most digits already typed, when one does; used for grouping and
    /// length while the number is still ambiguous (Visa for `4011`, which might yet become Elo).
    public var likelyBrand: CardBrand? { storage.likelyBrand }

    /// The identifiers of the candidates.
    public var candidateIDs: [String] { candidates.map(\.id) }

    /// The longest number any candidate permits, or ``CardNumber/maximumLength`` when there is no candidate.
    public var maximumLength: Int { storage.maximumLength }

    /// The gaps to group by: the brand's, else the likely brand's, else 4-4-4-4-3.
    public var gaps: [Int] { storage.gaps }

    /// Whether both detections name the same candidates and likely brand.
    public static func == (lhs: BrandDetection, rhs: BrandDetection) -> Bool {
        lhs.storage === rhs.storage || (lhs.candidates == rhs.candidates && lhs.likelyBrand == rhs.likelyBrand)
    }

    /// Hashes the candidates and the likely brand.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(candidates)
        hasher.combine(likelyBrand)
    }
}
