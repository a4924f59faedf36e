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
    /// Throws ``Gr4vyError/threeDSError(_:)`` before any request for `sdkMaxTimeoutMinutes` outside 5–99
    /// (the 3-D Secure minimum is 5) or a malformed `uiCustomization`; the fields call's errors;
    /// ``Gr4vyError/threeDSError(_:)`` for an unknown indicator.
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

    private func tokenize(
        _ checkoutSessionId: String, _ cardData: Gr4vyCardData, _ presenter: (any ChallengePresenter)?,
        _ sdkMaxTimeoutMinutes: Int, _ authenticate: Bool, _ uiCustomization: Gr4vyThreeDSUiCustomizationMap?
    ) async throws -> Gr4vyTokenizeResult {
        if authenticate {
            guard (Transaction.minimumChallengeTimeout...99).contains(sdkMaxTimeoutMinutes) else {
                throw Gr4vyError.threeDSError(
                    "sdkMaxTimeoutMinutes is \(sdkMaxTimeoutMinutes); give 5 to 99 minutes (the 3-D Secure minimum is 5)."
                )
            }
            try Gr4vyThreeDSUiCustomizationMapper.validate(uiCustomization)
        }
        try await checkoutSession.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
        guard authenticate else { return Gr4vyTokenizeResult(tokenized: true) }
        let authentication = try await authenticator.authenticate(
            checkoutSessionId: checkoutSessionId, timeoutMinutes: sdkMaxTimeoutMinutes,
            uiCustomization: uiCustomization, presenter: presenter)
        return Gr4vyTokenizeResult(tokenized: true, authentication: authentication)
    }
}
