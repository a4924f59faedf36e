import Foundation
import JOSE
import Transport

/// The test SDK's side of the secure channel: CReqs encrypted with the session key, counted from "000".
struct TestChannel {
    let acsTransID: String
    let serverTransID: String
    let sdkTransID: String
    let acsURL: URL
    let key: Data
    let signedPayload: [String: Any]
    var counter = 0

    /// Where requests go: the in-process handler or a network transport.
    typealias Send = @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// A CReq with the next counter and `entries` (the cardholder's action) added.
    func creq(_ entries: [String: Any] = [:]) -> [String: Any] {
        var message: [String: Any] = [
            "threeDSServerTransID": serverTransID, "acsTransID": acsTransID, "messageType": "CReq",
            "messageVersion": "2.2.0", "sdkTransID": sdkTransID, "sdkCounterStoA": String(format: "%03d", counter),
        ]
        message.merge(entries) { _, new in new }
        return message
    }

    /// `message` as a compact JWE under `key` (the session key unless given).
    func seal(_ message: [String: Any], key: Data? = nil) throws -> Data {
        let token = try JWE.encrypt(
            plaintext: JSONSerialization.data(withJSONObject: message), to: .symmetric(key ?? self.key), alg: .direct,
            enc: .a128cbcHS256, header: JOSEHeader(kid: acsTransID))
        return Data(token.utf8)
    }

    /// Sends the next CReq carrying `entries`, counts it, and reads the answer.
    mutating func send(_ entries: [String: Any] = [:], via send: Send) async throws -> ACSReply {
        let body = try seal(creq(entries))
        counter += 1
        return try await post(body, via: send)
    }

    /// POSTs `body` to the ACS URL and reads the answer: a JWE (decrypted), JSON (a plain Erro) or nothing.
    func post(_ body: Data, via send: Send) async throws -> ACSReply {
        let request = HTTPRequest(
            method: .post, url: acsURL, headers: ["Content-Type": "application/jose; charset=UTF-8"], body: body)
        let response = try await send(request)
        guard response.status == 200 else { throw ChannelError.status(response.status) }
        if response.body.isEmpty { return .empty }
        if response.body.first == UInt8(ascii: "{") {
            return .erro(
                try JSONSerialization.jsonObject(with: response.body) as? [String: Any] ?? [:], encrypted: false)
        }
        let plaintext = try JWE.decrypt(response.body, with: .symmetric(key))
        let message = try JSONSerialization.jsonObject(with: plaintext) as? [String: Any] ?? [:]
        if message["messageType"] as? String == "Erro" { return .erro(message, encrypted: true) }
        return .cres(message)
    }

    enum ChannelError: Error {
        case status(Int)
    }
}
