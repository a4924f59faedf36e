import Foundation
import ThreeDS
import Transport

/// Runs the 3-D Secure step of tokenize after the fields call: version, authentication request
/// parameters, authenticate, then FINISH, ERROR or a challenge.
struct Gr4vyThreeDSAuthenticator: Sendable {
    let api: Gr4vyAPI
    let configuration: Gr4vyThreeDSConfiguration
    /// The client's transport, used for the ACS when the configuration gives no environment.
    let transport: any HTTPTransport

    /// Authenticates the card stored in the session at `sessionPath`.
    func authenticate(
        sessionPath: String, timeoutMinutes: Int, uiCustomization: Gr4vyThreeDSUiCustomizationMap?,
        presenter: (any ChallengePresenter)?, requestTimeout: TimeInterval?
    ) async throws(Gr4vyError) -> Gr4vyAuthentication {
        let version: Gr4vyThreeDSWire.Version
        do {
            // Not in the public OpenAPI document; the id follows its naming.
            let operation = Gr4vyOperation(
                id: "get_three_d_secure_version", method: .get, path: sessionPath + "/three-d-secure-version")
            let response = try await api.send(operation, timeout: requestTimeout)
            version = try api.decode(Gr4vyThreeDSWire.Version.self, from: response, of: operation)
        } catch {
            // As the official SDK does: a failed version call means no authentication, not a failed tokenize.
            return .notAttempted("The 3-D Secure version call failed: \(error.description)")
        }
        let service = ThreeDS2Service(
            environment: configuration.environment ?? ThreeDSEnvironment(transport: transport))
        defer { service.cleanup() }
        let transaction: Transaction
        let parameters: AuthenticationRequestParameters
        do {
            try service.initialize(
                configuration: ThreeDSConfiguration(
                    directoryServers: configuration.directoryServers,
                    sdkReferenceNumber: configuration.sdkReferenceNumber, appIDStore: configuration.appIDStore),
                locale: configuration.locale, uiCustomization: uiCustomization?.threeDSCustomizationMap)
            transaction = try service.createTransaction(
                directoryServerId: version.directoryServerId, messageVersion: version.messageVersion)
            parameters = try transaction.getAuthenticationRequestParameters()
        } catch {
            return .notAttempted(
                "The 3-D Secure SDK could not start: \((error as? ThreeDSError)?.message ?? "\(error)")")
        }
        defer { transaction.close() }
        let operation = Gr4vyOperation(
            id: "three_d_secure_authenticate", method: .post, path: sessionPath + "/three-d-secure-authenticate")
        let body = try api.encode(
            Gr4vyThreeDSWire.authenticateBody(parameters, timeoutMinutes: timeoutMinutes), for: operation)
        let response = try await api.send(operation, body: body, timeout: requestTimeout)
        let answer = try api.decode(Gr4vyThreeDSWire.Authentication.self, from: response, of: operation)
        switch answer.indicator {
        case "FINISH":
            return Gr4vyAuthentication(
                attempted: true, type: .frictionless, transactionStatus: answer.transactionStatus,
                cardholderInfo: answer.cardholderInfo)
        case "ERROR":
            return Gr4vyAuthentication(
                attempted: true, type: .error, transactionStatus: answer.transactionStatus,
                cardholderInfo: answer.cardholderInfo, failureReason: "The directory server answered ERROR.")
        case "CHALLENGE":
            guard let challenge = answer.challenge else {
                throw Gr4vyError(
                    .responseDecoding("the field 'challenge' is missing from a CHALLENGE answer."), operation: operation
                )
            }
            return try await runChallenge(
                challenge, transaction: transaction, timeoutMinutes: timeoutMinutes, presenter: presenter,
                cardholderInfo: answer.cardholderInfo)
        default:
            throw .threeDSError(
                "The authenticate call answered with the unknown indicator '\(answer.indicator)' "
                    + "(expected FINISH, CHALLENGE or ERROR); the card is stored, but not authenticated.")
        }
    }

    private func runChallenge(
        _ challenge: Gr4vyThreeDSWire.Challenge, transaction: Transaction, timeoutMinutes: Int,
        presenter: (any ChallengePresenter)?, cardholderInfo: String?
    ) async throws(Gr4vyError) -> Gr4vyAuthentication {
        guard let presenter else {
            let template = challenge.acsRenderingType?.acsUiTemplate.map { "UI type \($0)" } ?? "unknown UI type"
            throw .uiContextError(
                "the issuer asks for a challenge of \(template) (ACS transaction \(challenge.acsTransactionId)), "
                    + "and tokenize was given no presenter to show it.")
        }
        var result = Gr4vyAuthentication(attempted: true, type: .challenge, cardholderInfo: cardholderInfo)
        let outcome: ChallengeOutcome
        do {
            outcome = try await transaction.doChallenge(
                challengeParameters: challenge.parameters, timeout: timeoutMinutes, presenter: presenter)
        } catch {
            result.failureReason = "The challenge could not start: \((error as? ThreeDSError)?.message ?? "\(error)")"
            return result
        }
        switch outcome {
        case .completed(let event): result.transactionStatus = event.transactionStatus
        case .cancelled: result.hasCancelled = true
        case .timedOut: result.hasTimedOut = true
        case .protocolError(let event):
            let message = event.errorMessage
            result.failureReason =
                "3-D Secure protocol error \(message.errorCode) (\(message.errorComponent)): \(message.errorDescription)"
        case .runtimeError(let event): result.failureReason = "The challenge failed: \(event.errorMessage)"
        }
        return result
    }
}
