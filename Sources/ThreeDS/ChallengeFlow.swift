import Foundation
import JOSE
import TesseraCore
import Transport

/// One challenge's message loop: CReq → CRes → screen → action → CReq, until an ending.
struct ChallengeFlow: Sendable {
    let parameters: ChallengeParameters
    let sdkTransID: String
    let messageVersion: MessageVersion
    let acsURL: URL
    let channel: SecureChannel
    let presenter: any ChallengePresenter
    let customization: UICustomization
    let deadline: Date
    let environment: ThreeDSEnvironment
    let gate: ChallengeGate

    /// Runs the loop; nil when the timer ended the challenge first.
    func run() async -> ChallengeOutcome? {
        var counter = 0
        var action: ChallengeAction?
        var screen: ChallengeScreen?
        while true {
            if environment.clock.now() >= deadline { return await timeOut() }
            let request: JSONValue
            do {
                request = try ChallengeRequest.json(
                    base: base(counter: counter), action: action, screen: screen, messageVersion: messageVersion)
            } catch {
                return await end(.runtimeError(error))
            }
            guard await gate.beginSend() else { return nil }
            let response: HTTPResponse
            do {
                response = try await post(channel.seal(request), contentType: "application/jose; charset=UTF-8")
                await gate.endSend()
            } catch {
                await gate.endSend()
                return await end(.runtimeError(RuntimeErrorEvent(errorCode: nil, errorMessage: networkFailure(error))))
            }
            if action == .cancel { return await end(.cancelled) }
            guard response.isSuccess else {
                return await end(
                    .runtimeError(
                        RuntimeErrorEvent(
                            errorCode: String(response.status),
                            errorMessage: "The ACS answered the CReq with HTTP status \(response.status).")))
            }
            let counterText = ChallengeRequest.counter(counter)
            switch process(response.body, counter: counterText) {
            case .failure(let failure): return await protocolError(failure)
            case .success(.acsError(let message)): return await end(.protocolError(event(message)))
            case .success(.completed(let status)):
                return await end(.completed(CompletionEvent(sdkTransactionID: sdkTransID, transactionStatus: status)))
            case .success(.screen(let next)):
                screen = next
                do {
                    action = try await PresenterWait.action(of: presenter, for: next)
                } catch {
                    return await end(
                        .runtimeError(
                            RuntimeErrorEvent(errorCode: nil, errorMessage: "The challenge presenter failed: \(error)"))
                    )
                }
            }
            counter += 1
            guard counter <= 999 else {
                return await end(
                    .runtimeError(
                        RuntimeErrorEvent(errorCode: nil, errorMessage: "The challenge exceeded 1,000 messages.")))
            }
        }
    }

    /// Sends `Erro` 402 and reports the timeout, unless the challenge has already ended.
    func timeOut() async -> ChallengeOutcome? {
        guard await gate.claim() else { return nil }
        _ = await sendError(ProtocolFailure(code: "402", detail: "The challenge was not completed in time."))
        return .timedOut
    }

    private enum Received {
        case acsError(ErrorMessage)
        case completed(String)
        case screen(ChallengeScreen)
    }

    private func process(_ body: Data, counter: String) -> Result<Received, ProtocolFailure> {
        do throws(ProtocolFailure) {
            let json = try channel.open(body)
            if let message = ErrorMessage(json: json) { return .success(.acsError(message)) }
            let expected = ChallengeResponse.Expected(
                threeDSServerTransID: parameters.threeDSServerTransactionID, acsTransID: parameters.acsTransactionID,
                sdkTransID: sdkTransID, messageVersion: messageVersion.rawValue, counter: counter)
            switch try ChallengeResponse.parse(
                json, expected: expected, customization: customization, appearance: presenter.appearance)
            {
            case .completed(let status): return .success(.completed(status))
            case .screen(let screen): return .success(.screen(screen))
            }
        } catch {
            return .failure(error)
        }
    }

    private func base(counter: Int) -> [String: JSONValue] {
        var members: [String: JSONValue] = [
            "threeDSServerTransID": .string(parameters.threeDSServerTransactionID),
            "acsTransID": .string(parameters.acsTransactionID), "messageType": "CReq",
            "messageVersion": .string(messageVersion.rawValue), "sdkTransID": .string(sdkTransID),
            "sdkCounterStoA": .string(ChallengeRequest.counter(counter)),
        ]
        // The requestor app URL exists from 2.2.0 on.
        if let appURL = parameters.threeDSRequestorAppURL, messageVersion != .v210 {
            members["threeDSRequestorAppURL"] = .string(appURL)
        }
        return members
    }

    private func end(_ outcome: ChallengeOutcome) async -> ChallengeOutcome? {
        await gate.claim() ? outcome : nil
    }

    private func protocolError(_ failure: ProtocolFailure) async -> ChallengeOutcome? {
        guard await gate.claim() else { return nil }
        return .protocolError(event(await sendError(failure)))
    }

    private func event(_ message: ErrorMessage) -> ProtocolErrorEvent {
        ProtocolErrorEvent(sdkTransactionID: sdkTransID, errorMessage: message)
    }

    /// Posts the SDK's `Erro` for `failure` in the channel; a failure to deliver it changes nothing.
    private func sendError(_ failure: ProtocolFailure) async -> ErrorMessage {
        let message = ErrorMessage(
            errorCode: failure.code, errorComponent: "C", errorDescription: failure.description,
            errorDetail: failure.detail, errorMessageType: "CRes", messageVersion: messageVersion.rawValue,
            threeDSServerTransactionID: parameters.threeDSServerTransactionID,
            acsTransactionID: parameters.acsTransactionID, sdkTransactionID: sdkTransID)
        if let body = try? channel.seal(message.json) {
            _ = try? await post(body, contentType: "application/jose; charset=UTF-8")
        }
        return message
    }

    private func post(_ body: Data, contentType: String) async throws -> HTTPResponse {
        try await environment.transport.send(
            HTTPRequest(
                method: .post, url: acsURL, headers: ["Content-Type": contentType], body: body, timeout: 10))
    }

    private func networkFailure(_ error: any Error) -> String {
        "Cannot reach the ACS at \(acsURL.host ?? acsURL.absoluteString): \(error)"
    }
}
