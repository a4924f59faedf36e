import Foundation
import JOSE
import TesseraCore
import Transport

/// The emulated ACS's challenge endpoint: CReq in, CRes (or Erro) out, over the 3-D Secure secure channel.
///
/// Every message is a compact JWE, `dir` + `A128CBC-HS256`, `kid` = `acsTransID`, under the session
/// key both sides derived. The answer is always HTTP 200:
/// - a CRes, encrypted, `application/jose; charset=UTF-8`;
/// - an Erro, encrypted, when the CReq decrypted but is wrong (fields, ids, counter, version); the
///   challenge then ends;
/// - an Erro in plain JSON (`application/json`) when no key applies: garbage, a body over
///   ``maximumMessageBytes``, an unknown `acsTransID`, a JWE that does not decrypt under the session
///   key. The challenge is left as it was, since such a message proves nothing about its sender;
/// - an empty body for an Erro from the SDK in the secure channel, which ends the challenge and is
///   recorded (``ACSChallengeRecord/errorCode``);
/// - a plain-JSON Erro 303 for an Erro sent as plain JSON: anyone may send one naming any `acsTransID`,
///   so it is refused and changes nothing. Only a message the session key authenticates ends a challenge.
struct ACSEndpoint {
    /// The path of the endpoint on the emulator's host; `acsURL` is the serving base URL plus this.
    static let path = "/three-d-secure/acs"
    /// The largest message read; CReqs are a few hundred bytes.
    static let maximumMessageBytes = 64 * 1024

    let store: SandboxStore
    let environment: SandboxEnvironment
    /// The 500 for a storage failure, logged and reported as the handler does.
    let storageFailure: (any Error) -> APIError

    /// Answers one POST to the ACS (the emulator's route table sends only those here).
    func respond(to request: HTTPRequest) -> HTTPResponse {
        do {
            return try exchange(request.body ?? Data())
        } catch let erro as ACSFault {
            return erro.response(environment: environment)
        } catch {
            return storageFailure(error).response
        }
    }

    private func exchange(_ body: Data) throws -> HTTPResponse {
        guard body.count <= Self.maximumMessageBytes else {
            throw ACSFault("101", "Message received invalid", "The message is larger than 64 KiB.")
        }
        guard let text = String(data: body, encoding: .utf8), !text.isEmpty else {
            throw ACSFault("101", "Message received invalid", "The message is empty or not UTF-8 text.")
        }
        if text.first == "{" { return try plainMessage(body) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 5, let kid = Self.keyID(of: parts[0]) else {
            throw ACSFault("101", "Message received invalid", "The message is neither a compact JWE nor JSON.")
        }
        guard let challenge = try store.threeDSChallenge(acsTransactionID: kid) else {
            throw ACSFault("301", "Transaction ID not recognised", "No challenge has the acsTransID in 'kid'.")
        }
        let plaintext: Data
        do {
            plaintext = try JWE.decrypt(text, with: .symmetric(challenge.sessionKey))
        } catch {
            throw ACSFault(
                "302", "Data decryption failure", "The CReq does not decrypt under the challenge's session key.",
                ids: .init(challenge))
        }
        return try ACSExchange(challenge: challenge, store: store, environment: environment).answer(plaintext)
    }

    /// An unencrypted message, which proves nothing about its sender: an Erro is refused (Erro 303) and
    /// anything else is invalid (Erro 101). Neither changes a challenge.
    private func plainMessage(_ body: Data) throws -> HTTPResponse {
        guard let message = JSONValue(parsing: body, maxDepth: SandboxHandler.maxJSONDepth), message.isObject,
            message["messageType"]?.string == "Erro"
        else {
            throw ACSFault("101", "Message received invalid", "A CReq must be a JWE in the secure channel.")
        }
        throw ACSFault(
            "303", "Access denied", "An Erro ends a challenge only when it comes encrypted in its secure channel.")
    }

    /// The `kid` of a JWE's protected header, or nil.
    private static func keyID(of part: Substring) -> String? {
        guard let json = try? Base64URL.decode(part, field: "header"),
            let header = try? JSONDecoder().decode(JOSEHeader.self, from: json)
        else { return nil }
        return header.kid
    }
}
