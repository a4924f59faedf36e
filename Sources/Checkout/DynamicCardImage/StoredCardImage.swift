import CardKit
import Drawing

/// The front of a card that is already issued — a wallet's digital card, a saved payment method — drawn from
/// the same scene as ``DynamicCardImageComponent``: the brand's gradient, the chip, the scheme marks, the
/// issuer's name, the number's last digits behind bullets and the expiry.
///
/// Only what such a card reveals is drawn: the last digits, never a full number, and no security code.
public struct StoredCardImage: Sendable, Hashable {
    /// The CardKit identifier of the brand whose colours the card takes (`visa`, `mastercard`); nil or an
    /// identifier CardKit does not know gives the neutral slate gradient.
    public var brandID: String?
    /// The scheme marks, primary first (`["Visa", "Cartes Bancaires"]` for a co-badged card).
    public var schemeNames: [String]
    /// The number's last digits (4 or 5); anything but digits is dropped.
    public var lastDigits: String
    /// The expiry month (1–12), with ``expiryYear``.
    public var expiryMonth: Int?
    /// The four-digit expiry year, with ``expiryMonth``.
    public var expiryYear: Int?
    /// The issuer's name, drawn where the live image draws the bank's name.
    public var issuerName: String?

    /// A stored card's image.
    public init(
        brandID: String?, schemeNames: [String], lastDigits: String, expiryMonth: Int? = nil,
        expiryYear: Int? = nil, issuerName: String? = nil
    ) {
        self.brandID = brandID
        self.schemeNames = schemeNames
        self.lastDigits = lastDigits
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
        self.issuerName = issuerName
    }

    /// The card's front in `localization`'s words.
    public func buildContent(localization: CheckoutLocalization = .english) -> Scene {
        var appearance = CardImageAppearance()
        appearance.localization = localization
        return CardSceneBuilder(appearance: appearance).scene(for: state, side: .front)
    }

    /// The preview state of the card: its hidden digits as bullets, its last digits, expiry and issuer.
    var state: CardPreviewState {
        var state = CardPreviewState()
        let digits = String(lastDigits.filter(\.isASCIIDigit).suffix(5))
        let known = brandID.flatMap { CardBrandCatalog.standard.brand(id: $0) }
        if let known {
            state.brand = DynamicCardImageComponent.previewBrand(known)
            state.brand?.displayName = schemeNames.first ?? known.displayName
        } else if let name = schemeNames.first {
            state.brand = CardPreviewState.Brand(
                id: brandID ?? "", displayName: name, gaps: [4, 8, 12], lengths: [16], codeName: "CVC",
                codeLength: 3, codeOnFront: false)
        }
        state.coBadgeNames = Array(schemeNames.dropFirst())
        // The brand's usual length: 16 where it allows it, else the shortest that has room for the last digits.
        let lengths = state.brand?.lengths ?? [16]
        let length = lengths.contains(16) ? 16 : lengths.first { $0 > digits.count } ?? 16
        state.hiddenDigits = max(length - digits.count, 0)
        state.digits = digits
        if let month = expiryMonth, let year = expiryYear, (1...12).contains(month), (2000...2099).contains(year) {
            state.expiryMonth = month
            state.expiryYear = year
            state.expiryText = String(format: "%02d/%02d", month, year % 100)
        }
        state.bankName = issuerName
        return state
    }
}
