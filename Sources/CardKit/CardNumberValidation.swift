/// The verdict on a card number: its brand, whether it is valid, incomplete or invalid, and why.
public struct CardNumberValidation: Sendable, Hashable {
    /// Valid, incomplete (could still become valid) or invalid.
    public let state: ValidationState
    /// Why the number is not valid, or nil when it is.
    public let reason: ValidationReason?
    /// The brands the number may belong to.
    public let detection: BrandDetection
    /// How many digits the input held.
    public let digitCount: Int
    /// Whether the digits pass the Luhn check.
    public let passesLuhn: Bool

    /// The detected brand, once unambiguous.
    public var brand: CardBrand? { detection.brand }
    /// Whether ``state`` is ``ValidationState/valid``.
    public var isValid: Bool { state == .valid }

    /// The verdict on `digits` (ASCII, at most 20 kept) out of `digitCount` digits typed; `known` saves a second
    /// detection when the caller has one.
    init(
        digits: [UInt8], digitCount: Int, hasInvalidCharacter: Bool, catalog: CardBrandCatalog,
        detection known: BrandDetection? = nil
    ) {
        let detection = known ?? catalog.detect(digits: digits)
        let passesLuhn = digitCount <= CardNumber.maximumLength && Luhn.isValid(digits: digits)
        self.detection = detection
        self.digitCount = digitCount
        self.passesLuhn = passesLuhn
        (state, reason) = Self.verdict(
            detection: detection, count: digitCount, passesLuhn: passesLuhn, hasInvalidCharacter: hasInvalidCharacter)
    }

    private static func verdict(
        detection: BrandDetection, count: Int, passesLuhn: Bool, hasInvalidCharacter: Bool
    ) -> (ValidationState, ValidationReason?) {
        if hasInvalidCharacter { return (.invalid, .cardNumberCharacters) }
        if count == 0 { return (.incomplete, .cardNumberEmpty) }
        if detection.candidates.isEmpty { return (.invalid, .cardNumberUnknownBrand) }
        if count > detection.maximumLength { return (.invalid, .cardNumberTooLong) }
        guard let brand = detection.brand else {
            // Only a catalogue with two equally specific ranges can stay ambiguous at the longest length.
            return count < detection.maximumLength
                ? (.incomplete, .cardNumberTooShort) : (.invalid, .cardNumberUnknownBrand)
        }
        guard brand.lengths.contains(count) else { return (.incomplete, .cardNumberTooShort) }
        if passesLuhn || !brand.luhnRequired { return (.valid, nil) }
        return (count < brand.maximumLength ? .incomplete : .invalid, .cardNumberChecksum)
    }
}
