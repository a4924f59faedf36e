import Foundation

extension CardRecord {
    /// The card a tokenize answer describes.
    init(tokenized answer: Wire.Tokenized, id: String, state: DigitalCard.State, at date: Date) throws(WalletError) {
        guard let reference = answer.tokenUniqueReference, let info = answer.tokenInfo,
            let scheme = DigitalCard.Scheme(wire: info.brand)
        else { throw .tokenServiceInvalidResponse("an approved tokenize answer lacks its token or brand") }
        let config = answer.productConfig
        var art: [String: String] = [:]
        let assets: [(DigitalCard.ArtType, String?)] = [
            (.bankLogo, config?.issuerLogoAssetId), (.schemeLogo, config?.brandLogoAssetId),
            (.cardBackground, config?.cardBackgroundAssetId),
            (.cardBackgroundCombined, config?.cardBackgroundCombinedAssetId),
            (.coBrandLogo, config?.coBrandLogoAssetId), (.cardIcon, config?.iconAssetId),
        ]
        for case (let type, let asset?) in assets { art[type.rawValue] = asset }
        let types: [DigitalCard.PaymentType] = (config?.paymentTypes ?? []).compactMap {
            switch $0 {
            case "QR": .qr
            case "CONTACTLESS": .contactless
            case "DSRP": .dsrp
            default: nil
            }
        }
        let keyType: DigitalCard.KeyType =
            answer.credentialsProfile?.keyType == "LIMITED_USE" ? .limitedUseKey : .singleUseKey
        self.init(
            id: id, tokenReference: reference, state: state, scheme: scheme,
            auxiliaryScheme: info.auxiliaryBrand.flatMap(DigitalCard.Scheme.init(wire:)), art: art,
            paymentTypes: types.sorted { $0.rawValue < $1.rawValue }, keyType: keyType,
            threshold: answer.credentialsProfile?.replenishThreshold ?? 0, createdAt: date)
        panLastDigits = info.accountPanSuffix
        panExpiry = info.accountPanExpiry
        tokenLastDigits = info.tokenPanSuffix
        tokenExpiry = info.tokenExpiry
        if auxiliaryScheme != nil {
            auxiliaryTokenLastDigits = info.auxiliaryTokenPanSuffix
            auxiliaryTokenExpiry = info.auxiliaryTokenExpiry
        }
        issuerName = config?.issuerName
        issuerPhoneNumber = config?.customerServicePhoneNumber
        issuerEmail = config?.customerServiceEmail
        issuerWebsite = config?.customerServiceUrl
        termsURL = config?.termsAndConditionsUrl
        privacyURL = config?.privacyPolicyUrl
        shortDescription = config?.shortDescription
        idvMethods = (answer.authenticationMethods ?? []).map(IDVMethod.init(wire:))
    }
}
