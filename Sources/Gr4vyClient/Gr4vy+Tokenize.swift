import Foundation
import ThreeDS

/// Tokenize: store payment data in a checkout session, then, when asked, authenticate the card with EMV
/// 3-D Secure. The six forms are the official SDK's, with `presenter:` where it takes `viewController:`.
extension Gr4vy {
    /// Stores `cardData` in the checkout session; no 3-D Secure, no result.
    public func tokenize(checkoutSessionId: String, cardData: Gr4vyCardData) async throws {
        try await checkoutSession.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
    }

    /// The completion-handler form of ``tokenize(checkoutSessionId:cardData:)``.
    public func tokenize(
        checkoutSessionId: String, cardData: Gr4vyCardData,
        completion: sending @escaping (Result<Void, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) {
            try await self.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
        }
    }

    /// Stores `cardData` and, when `authenticate` is true, authenticates the card, showing a challenge with
    /// `presenter`.
    ///
    /// Authentication runs the version call, the ThreeDS SDK's authentication request parameters, the
    /// authenticate call and, for `CHALLENGE`, the challenge. The card stays tokenized whatever
    /// authentication gives: a failed version call gives `attempted: false`, with the reason in
    /// ``Gr4vyAuthentication/failureReason``.
    ///
    /// `sdkMaxTimeoutMinutes` is kept within 5–99 (3-D Secure's minimum is 5 and the value has two digits).
    /// Throws ``Gr4vyError/threeDSError(_:)`` before any request for a malformed `uiCustomization`; the
    /// fields call's errors; ``Gr4vyError/threeDSError(_:)`` when the 3-D Secure SDK cannot start or the
    /// indicator is unknown.
    public func tokenize(
        checkoutSessionId: String, cardData: Gr4vyCardData, presenter: any ChallengePresenter,
        sdkMaxTimeoutMinutes: Int, authenticate: Bool = false, uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil
    ) async throws -> Gr4vyTokenizeResult {
        try await tokenize(
            checkoutSessionId, cardData, presenter, sdkMaxTimeoutMinutes, authenticate, uiCustomization)
    }

    /// As ``tokenize(checkoutSessionId:cardData:presenter:sdkMaxTimeoutMinutes:authenticate:uiCustomization:)``,
    /// with the configuration's presenter (``Gr4vyThreeDSConfiguration/presenter``).
    public func tokenize(
        checkoutSessionId: String, cardData: Gr4vyCardData, sdkMaxTimeoutMinutes: Int = 5, authenticate: Bool = false,
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil
    ) async throws -> Gr4vyTokenizeResult {
        try await tokenize(checkoutSessionId, cardData, nil, sdkMaxTimeoutMinutes, authenticate, uiCustomization)
    }

    /// The completion-handler form with a presenter.
    public func tokenize(
        checkoutSessionId: String, cardData: Gr4vyCardData, presenter: any ChallengePresenter,
        sdkMaxTimeoutMinutes: Int = 5, authenticate: Bool = false,
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil,
        completion: sending @escaping (Result<Gr4vyTokenizeResult, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) {
            try await self.tokenize(
                checkoutSessionId, cardData, presenter, sdkMaxTimeoutMinutes, authenticate, uiCustomization)
        }
    }

    /// The completion-handler form with the configuration's presenter.
    public func tokenize(
        checkoutSessionId: String, cardData: Gr4vyCardData, sdkMaxTimeoutMinutes: Int = 5, authenticate: Bool = false,
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil,
        completion: sending @escaping (Result<Gr4vyTokenizeResult, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) {
            try await self.tokenize(
                checkoutSessionId, cardData, nil, sdkMaxTimeoutMinutes, authenticate, uiCustomization)
        }
    }

    /// `minutes` kept within 5–99, as EMV 3-D Secure's two-digit `sdkMaxTimeout` with its 5-minute minimum
    /// requires; the debug log says when it was moved (the official SDK sends any value).
    public static func challengeMinutes(_ minutes: Int) -> Int {
        let kept = min(max(minutes, Transaction.minimumChallengeTimeout), 99)
        if kept != minutes {
            Gr4vyLogger.log("sdkMaxTimeoutMinutes \(minutes) is outside 5–99; the challenge may take \(kept) minutes.")
        }
        return kept
    }

    private func tokenize(
        _ checkoutSessionId: String, _ cardData: Gr4vyCardData, _ presenter: (any ChallengePresenter)?,
        _ sdkMaxTimeoutMinutes: Int, _ authenticate: Bool, _ uiCustomization: Gr4vyThreeDSUiCustomizationMap?
    ) async throws -> Gr4vyTokenizeResult {
        if authenticate { try Gr4vyThreeDSUiCustomizationMapper.validate(uiCustomization) }
        try await checkoutSession.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
        guard authenticate else { return Gr4vyTokenizeResult(tokenized: true) }
        let authentication = try await authenticator.authenticate(
            checkoutSessionId: checkoutSessionId, timeoutMinutes: Self.challengeMinutes(sdkMaxTimeoutMinutes),
            uiCustomization: uiCustomization, presenter: presenter)
        return Gr4vyTokenizeResult(tokenized: true, authentication: authentication)
    }
}
