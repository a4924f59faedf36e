import Foundation

/// What a successful eligibility check gives: the terms the cardholder must accept before digitizing.
public struct EligibilityAcceptableData: Sendable {
    /// The card's terms and conditions.
    public let termsAndConditions: TermsAndConditions
}

/// A card's terms and conditions, as the token service serves them.
public struct TermsAndConditions: Sendable {
    let wallet: Wallet
    let assetID: String
    let receipt: String

    /// The terms proven accepted, to pass to ``CardDigitizationService/digitizeCard(withTNC:)``.
    public struct Acceptance: Sendable {
        let assetID: String
        let receipt: String
        let acceptedAt: Date
    }

    /// The text of the terms, fetched from the token service.
    public func content() async throws -> String {
        let bitmap = try await wallet.asset(assetID)
        return String(decoding: bitmap.data, as: UTF8.self)
    }

    /// Records that the cardholder accepted the terms now.
    public func accept() async -> Acceptance {
        Acceptance(assetID: assetID, receipt: receipt, acceptedAt: await wallet.now)
    }
}
