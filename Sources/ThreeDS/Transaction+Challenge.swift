import Foundation
import JOSE
import Transport

extension Transaction {
    /// The shortest challenge timeout accepted, in minutes.
    public static let minimumChallengeTimeout = 5

    /// Runs the challenge and returns how it ended.
    ///
    /// First verifies `acsSignedContent` (ES256 or PS256, `x5c` chain to the directory server's roots);
    /// only then derives the session key and exchanges CReq/CRes messages with the ACS, asking
    /// `presenter` for the cardholder's action on each screen.
    ///
    /// - Parameters:
    ///   - challengeParameters: what the ARes said about the challenge (ACS transaction id, signed content…).
    ///   - timeout: minutes until the challenge times out (`Erro` 402 sent, ``ChallengeOutcome/timedOut``); at
    ///     least 5.
    ///   - presenter: shows each screen and returns the cardholder's action.
    /// - Throws: ``ThreeDSError`` before anything is sent: a timeout under five minutes, empty
    ///   parameters, a closed transaction, or a second challenge on the same transaction.
    public func doChallenge(
        challengeParameters: ChallengeParameters, timeout: Int, presenter: any ChallengePresenter
    ) async throws -> ChallengeOutcome {
        try prepareChallenge(challengeParameters, timeout: timeout)
        return await runChallenge(challengeParameters, timeout: timeout, presenter: presenter)
    }

    /// Starts the challenge and reports how it ended to `challengeStatusReceiver`, exactly once.
    ///
    /// Returns at once with the task running the challenge; awaiting its value is optional.
    /// - Throws: the same argument errors as the async variant, before the task starts.
    @discardableResult
    public func doChallenge(
        challengeParameters: ChallengeParameters, challengeStatusReceiver: any ChallengeStatusReceiver,
        timeout: Int, presenter: any ChallengePresenter
    ) throws -> Task<ChallengeOutcome, Never> {
        try prepareChallenge(challengeParameters, timeout: timeout)
        return Task {
            let outcome = await runChallenge(challengeParameters, timeout: timeout, presenter: presenter)
            challengeStatusReceiver.deliver(outcome)
            return outcome
        }
    }

    private func prepareChallenge(_ parameters: ChallengeParameters, timeout: Int) throws {
        guard timeout >= Self.minimumChallengeTimeout else {
            throw ThreeDSError.input(
                "The challenge timeout is \(timeout) minutes; it must be at least \(Self.minimumChallengeTimeout).")
        }
        for (name, value) in [
            ("threeDSServerTransactionID", parameters.threeDSServerTransactionID),
            ("acsTransactionID", parameters.acsTransactionID), ("acsRefNumber", parameters.acsRefNumber),
            ("acsSignedContent", parameters.acsSignedContent),
        ] where value.isEmpty {
            throw ThreeDSError.input("The challenge parameters' \(name) is empty.")
        }
        try claimChallenge()
    }

    private func runChallenge(_ parameters: ChallengeParameters, timeout: Int, presenter: any ChallengePresenter)
        async -> ChallengeOutcome
    {
        let deadline = environment.clock.deadline(after: TimeInterval(timeout) * 60)
        let content: ACSSignedContent
        do {
            content = try ACSSignedContent.verify(
                parameters.acsSignedContent, roots: directoryServer.rootCertificates,
                clock: environment.clock, sdkPublicKey: ephemeralKey.publicKey)
        } catch let error as RuntimeErrorEvent {
            return .runtimeError(error)
        } catch {
            return .runtimeError(RuntimeErrorEvent(errorCode: nil, errorMessage: "\(error)"))
        }
        if let signedID = content.acsTransID, signedID != parameters.acsTransactionID {
            return .runtimeError(
                RuntimeErrorEvent(
                    errorCode: nil,
                    errorMessage:
                        "The ACS signed content is for transaction \(signedID), not \(parameters.acsTransactionID)."
                ))
        }
        let channel: SecureChannel
        do {
            channel = try SecureChannel(
                sdkKey: ephemeralKey, acsKey: content.acsEphemeralPublicKey,
                sdkReferenceNumber: settings.sdkReferenceNumber, acsTransID: parameters.acsTransactionID,
                random: environment.random)
        } catch {
            return .runtimeError(
                RuntimeErrorEvent(errorCode: nil, errorMessage: "Cannot derive the challenge session key: \(error)"))
        }
        let flow = ChallengeFlow(
            parameters: parameters, sdkTransID: sdkTransactionID, messageVersion: messageVersion,
            acsURL: content.acsURL, channel: channel, presenter: presenter,
            customization: settings.uiCustomization?.resolved(for: presenter.appearance) ?? .none,
            deadline: deadline, environment: environment, gate: ChallengeGate())
        let clock = environment.clock
        return await withTaskGroup(of: ChallengeOutcome?.self) { group in
            group.addTask { await flow.run() }
            group.addTask {
                do {
                    try await clock.sleep(until: deadline)
                } catch {
                    return nil
                }
                return await flow.timeOut()
            }
            var outcome: ChallengeOutcome?
            for await result in group where result != nil {
                outcome = result
                group.cancelAll()
                break
            }
            return outcome ?? .timedOut
        }
    }
}
