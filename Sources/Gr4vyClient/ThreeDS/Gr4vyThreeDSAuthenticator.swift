import Foundation
import TesseraCore
import ThreeDS
import Transport

/// Runs the 3-D Secure step of tokenize after the fields call: version, the SDK's authentication request
/// parameters, authenticate, then FINISH, ERROR or a challenge.
struct Gr4vyThreeDSAuthenticator: Sendable {
    let service: Gr4vyCheckoutSessionService
    let configuration: Gr4vyThreeDSConfiguration
    let server: Gr4vyServer
    /// Reaches the ACS when the configuration gives no environment: the client's own session.
    let transport: any HTTPTransport

    /// Authenticates the card stored in the checkout session `checkoutSessionId`.
    func authenticate(
        checkoutSessionId: String, timeoutMinutes: Int, uiCustomization: Gr4vyThreeDSUiCustomizationMap?,
        presenter: (any ChallengePresenter)?
    ) async throws -> Gr4vyAuthentication {
        let version: Gr4vyVersioningResponse
        do {
            version = try await service.callVersioning(checkoutSessionId: checkoutSessionId)
        } catch {
            // As the official SDK does: a failed version call means no authentication, not a failed tokenize.
            return .notAttempted("The 3-D Secure version call failed: \(Self.describe(error))")
        }
        let sdk = ThreeDS2Service(environment: configuration.environment ?? ThreeDSEnvironment(transport: transport))
        defer { sdk.cleanup() }
        let transaction: Transaction
        let parameters: AuthenticationRequestParameters
        do {
            try sdk.initialize(
                configuration: ThreeDSConfiguration(
                    directoryServers: configuration.directoryServers(for: server),
                    sdkReferenceNumber: configuration.sdkReferenceNumber, appIDStore: configuration.appIDStore),
                locale: configuration.locale, uiCustomization: Gr4vyThreeDSUiCustomizationMapper.map(uiCustomization))
        } catch {
            throw Gr4vyError.threeDSError("ThreeDS2Service initialization failed: \(Self.describe(error))")
        }
        do {
            transaction = try sdk.createTransaction(
                directoryServerId: version.directoryServerId, messageVersion: version.messageVersion)
            parameters = try transaction.getAuthenticationRequestParameters()
        } catch {
            throw Gr4vyError.threeDSError(
                "the 3-D Secure SDK could not start a transaction with directory server "
                    + "'\(version.directoryServerId)': \(Self.describe(error))")
        }
        defer { transaction.close() }
        let answer = try await service.createTransaction(
            checkoutSessionId: checkoutSessionId, sdkAppId: parameters.sdkAppID,
            sdkEncryptedData: parameters.deviceData,
            sdkEphemeralPubKey: try Self.ephemeralKey(parameters.sdkEphemeralPublicKeyJSON),
            sdkReferenceNumber: parameters.sdkReferenceNumber, sdkTransactionId: parameters.sdkTransactionID,
            sdkMaxTimeoutMinutes: timeoutMinutes)
        switch answer.indicator {
        case "FINISH":
            return Gr4vyAuthentication(
                attempted: true, type: Gr4vyAuthenticationType.frictionless.rawValue,
                transactionStatus: answer.transactionStatus, cardholderInfo: answer.cardholderInfo)
        case "ERROR":
            return Gr4vyAuthentication(
                attempted: true, type: Gr4vyAuthenticationType.error.rawValue,
                transactionStatus: answer.transactionStatus, cardholderInfo: answer.cardholderInfo,
                failureReason: "The directory server answered ERROR.")
        case "CHALLENGE":
            guard let challenge = answer.challenge else {
                throw Gr4vyError.decodingError("3DS Challenge object is missing from response")
            }
            return try await runChallenge(
                challenge, transaction: transaction, timeoutMinutes: timeoutMinutes, presenter: presenter,
                cardholderInfo: answer.cardholderInfo)
        default:
            throw Gr4vyError.threeDSError(
                "Received unknown indicator: \(answer.indicator) (expected FINISH, CHALLENGE or ERROR); "
                    + "the card is stored, but not authenticated.")
        }
    }

    private func runChallenge(
        _ challenge: Gr4vyChallengeResponse, transaction: Transaction, timeoutMinutes: Int,
        presenter: (any ChallengePresenter)?, cardholderInfo: String?
    ) async throws -> Gr4vyAuthentication {
        guard let server = challenge.serverTransactionId, let acs = challenge.acsTransactionId,
            let reference = challenge.acsReferenceNumber, let signed = challenge.acsSignedContent
        else {
            throw Gr4vyError.decodingError(
                "three_d_secure_authenticate: the challenge lacks one of server_transaction_id, acs_transaction_id, "
                    + "acs_reference_number and acs_signed_content.")
        }
        guard let presenter = presenter ?? configuration.presenter else {
            // The card is stored already: say why there is no status rather than lose the result (the official
            // SDK throws `uiContextError` here, after the card was stored).
            let template = challenge.acsRenderingType?.acsUiTemplate.map { "UI type \($0)" } ?? "an unknown UI type"
            return result(
                cardholderInfo,
                failure: "The 3-D Secure challenge needs a terminal or another presenter, and tokenize was given "
                    + "none: the issuer asks for a challenge of \(template) (ACS transaction \(acs)). Give one with "
                    + "Gr4vyThreeDSConfiguration(presenter:), such as TerminalChallengePresenter().")
        }
        let parameters = ChallengeParameters(
            threeDSServerTransactionID: server, acsTransactionID: acs, acsRefNumber: reference,
            acsSignedContent: signed)
        let outcome: ChallengeOutcome
        do {
            outcome = try await transaction.doChallenge(
                challengeParameters: parameters, timeout: timeoutMinutes, presenter: presenter)
        } catch {
            return result(cardholderInfo, failure: "The challenge could not start: \(Self.describe(error))")
        }
        switch outcome {
        case .completed(let event):
            return result(cardholderInfo, status: event.transactionStatus)
        case .cancelled:
            return result(cardholderInfo, cancelled: true)
        case .timedOut:
            return result(
                cardholderInfo, timedOut: true, failure: "The challenge timed out after \(timeoutMinutes) minutes.")
        case .protocolError(let event):
            let message = event.errorMessage
            return result(
                cardholderInfo,
                failure: "3-D Secure protocol error \(message.errorCode) (\(message.errorComponent)): "
                    + message.errorDescription)
        case .runtimeError(let event):
            return result(cardholderInfo, failure: "The challenge failed: \(event.errorMessage)")
        }
    }

    private func result(
        _ cardholderInfo: String?, status: String? = nil, cancelled: Bool = false, timedOut: Bool = false,
        failure: String? = nil
    ) -> Gr4vyAuthentication {
        Gr4vyAuthentication(
            attempted: true, type: Gr4vyAuthenticationType.challenge.rawValue, transactionStatus: status,
            hasCancelled: cancelled, hasTimedOut: timedOut, cardholderInfo: cardholderInfo, failureReason: failure)
    }

    /// The SDK's ephemeral public key JWK as the authenticate call's members.
    static func ephemeralKey(_ json: String) throws -> SdkEphemeralPubKey {
        guard let key = JSONValue(parsing: Data(json.utf8)), let x = key["x"]?.string, let y = key["y"]?.string,
            let kty = key["kty"]?.string, let crv = key["crv"]?.string
        else {
            throw Gr4vyError.threeDSError("The SDK's ephemeral public key is not an EC JWK with x, y, kty and crv.")
        }
        return SdkEphemeralPubKey(y: y, x: x, kty: kty, crv: crv)
    }

    /// An error in one sentence.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as Gr4vyError: error.errorDescription ?? "\(error)"
        case let error as ThreeDSError: error.message
        default: "\(error)"
        }
    }
}
