import Foundation

/// The two 3-D Secure calls tokenize makes after the fields call.
extension Gr4vyCheckoutSessionService {
    /// `GET …/three-d-secure-version`: the directory server and protocol version for the card stored in
    /// the session.
    public func callVersioning(checkoutSessionId: String) async throws -> Gr4vyVersioningResponse {
        try await state.send(
            Gr4vyVersioningResponse.self, method: "GET",
            url: { try Gr4vyUtility.versioningURL(from: $0, checkoutSessionId: checkoutSessionId) },
            body: Gr4vyEmptyRequest?.none, merchantId: nil, usesSetupMerchant: false, timeout: nil)
    }

    /// The completion-handler form of ``callVersioning(checkoutSessionId:)``.
    public func callVersioning(
        checkoutSessionId: String, completion: sending @escaping (Result<Gr4vyVersioningResponse, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { try await self.callVersioning(checkoutSessionId: checkoutSessionId) }
    }

    /// `POST …/three-d-secure-authenticate` with the 3-D Secure SDK's authentication request parameters;
    /// `sdkMaxTimeoutMinutes` is sent as at least two digits.
    public func createTransaction(
        checkoutSessionId: String, sdkAppId: String, sdkEncryptedData: String, sdkEphemeralPubKey: SdkEphemeralPubKey,
        sdkReferenceNumber: String, sdkTransactionId: String, sdkMaxTimeoutMinutes: Int
    ) async throws -> Gr4vyThreeDSecureResponse {
        let minutes = String(sdkMaxTimeoutMinutes)
        let body = Gr4vyThreeDSecureAuthenticateRequest(
            sdkAppId: sdkAppId, sdkEncryptedData: sdkEncryptedData, sdkEphemeralPubKey: sdkEphemeralPubKey,
            sdkReferenceNumber: sdkReferenceNumber, sdkMaxTimeout: minutes.count < 2 ? "0" + minutes : minutes,
            sdkTransactionId: sdkTransactionId)
        return try await state.send(
            Gr4vyThreeDSecureResponse.self, method: "POST",
            url: { try Gr4vyUtility.createTransactionURL(from: $0, checkoutSessionId: checkoutSessionId) },
            body: body, merchantId: nil, usesSetupMerchant: false, timeout: nil)
    }

    /// The completion-handler form of
    /// ``createTransaction(checkoutSessionId:sdkAppId:sdkEncryptedData:sdkEphemeralPubKey:sdkReferenceNumber:sdkTransactionId:sdkMaxTimeoutMinutes:)``.
    public func createTransaction(
        checkoutSessionId: String, sdkAppId: String, sdkEncryptedData: String, sdkEphemeralPubKey: SdkEphemeralPubKey,
        sdkReferenceNumber: String, sdkTransactionId: String, sdkMaxTimeoutMinutes: Int,
        completion: sending @escaping (Result<Gr4vyThreeDSecureResponse, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) {
            try await self.createTransaction(
                checkoutSessionId: checkoutSessionId, sdkAppId: sdkAppId, sdkEncryptedData: sdkEncryptedData,
                sdkEphemeralPubKey: sdkEphemeralPubKey, sdkReferenceNumber: sdkReferenceNumber,
                sdkTransactionId: sdkTransactionId, sdkMaxTimeoutMinutes: sdkMaxTimeoutMinutes)
        }
    }
}
