import Foundation
import JOSE
import TesseraCore
import Transport

/// A small ACS written from threeds.md, behind `HTTPTransport`: it decrypts each CReq
/// with the session key, answers from a script of replies, and records every CReq and Erro.
// Safe: `replies`, `sentBodies`, `challengeRequests`, `errorMessages`, `afterError`, `problems` and `requestCount` are
// only read and written while holding `lock`; the ids and `sessionKey` are immutable `let`s. `beforeReply` is read
// without the lock, so it must be set before the first request (no test sets it).
final class TestACS: HTTPTransport, @unchecked Sendable {
    /// How the ACS answers one CReq.
    enum Reply: Sendable {
        /// A CRes: the standard members (ids, echoed counter, type, version) overlaid with these;
        /// a `.null` member is removed.
        case cres([String: JSONValue])
        /// This exact JSON, encrypted in the channel.
        case sealed(JSONValue)
        /// This exact body, not encrypted.
        case raw(Data)
        /// An empty response with this status.
        case status(Int)
        /// No response: the transport throws.
        case networkFailure
        /// The body of an earlier response, sent again (index among responses).
        case replay(Int)
    }

    private let lock = NSLock()
    let sessionKey: Data
    let acsTransID: String
    let threeDSServerTransID: String
    let sdkTransID: String
    let messageVersion: String
    private var replies: [Reply]
    private var sentBodies: [Data] = []
    private(set) var challengeRequests: [JSONValue] = []
    private(set) var errorMessages: [JSONValue] = []
    /// Messages received after the SDK's Erro (must stay empty).
    private(set) var afterError: [JSONValue] = []
    /// What the ACS found wrong with the SDK's requests (must stay empty).
    private(set) var problems: [String] = []
    private(set) var requestCount = 0
    /// Runs before each reply is built (a test can move its clock here).
    var beforeReply: (@Sendable (Int) -> Void)?

    init(
        sessionKey: Data, acsTransID: String, threeDSServerTransID: String, sdkTransID: String,
        messageVersion: String, replies: [Reply]
    ) {
        self.sessionKey = sessionKey
        self.acsTransID = acsTransID
        self.threeDSServerTransID = threeDSServerTransID
        self.sdkTransID = sdkTransID
        self.messageVersion = messageVersion
        self.replies = replies
    }

    var creqs: [JSONValue] { lock.withLock { challengeRequests } }
    var erros: [JSONValue] { lock.withLock { errorMessages } }
    var issues: [String] { lock.withLock { problems + afterError.map { "message after Erro: \($0.compactData)" } } }
    var requests: Int { lock.withLock { requestCount } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let index: Int? = lock.withLock {
            requestCount += 1
            let body = request.body ?? Data()
            let json: JSONValue
            if body.first == UInt8(ascii: "{") {
                guard let plain = JSONValue(parsing: body) else {
                    problems.append("a plain body that is not JSON")
                    return nil
                }
                json = plain
                if plain["messageType"]?.string == "Erro" {
                    problems.append("a plain Erro although the session key was derived")
                }
            } else {
                do {
                    let decrypted = try JWE.decryptWithHeader(
                        String(decoding: body, as: UTF8.self), with: .symmetric(sessionKey))
                    let protected = String(
                        decoding: try Base64URL.decode(String(decoding: body, as: UTF8.self).prefix { $0 != "." }),
                        as: UTF8.self)
                    if protected != #"{"alg":"dir","enc":"A128CBC-HS256","kid":""# + acsTransID + #""}"# {
                        problems.append("the JWE header \(protected)")
                    }
                    _ = decrypted
                    guard let parsed = JSONValue(parsing: decrypted.plaintext) else {
                        problems.append("a CReq that is not JSON")
                        return nil
                    }
                    json = parsed
                } catch {
                    problems.append("a body the session key does not decrypt: \(error)")
                    return nil
                }
            }
            if request.headers["Content-Type"] != "application/jose; charset=UTF-8" {
                problems.append("Content-Type \(request.headers["Content-Type"] ?? "none")")
            }
            if !errorMessages.isEmpty {
                afterError.append(json)
                return nil
            }
            if json["messageType"]?.string == "Erro" {
                errorMessages.append(json)
                return nil
            }
            challengeRequests.append(json)
            return challengeRequests.count - 1
        }
        guard let index else { return HTTPResponse(status: 200) }
        beforeReply?(index)
        let creq = creqs[index]
        let reply = lock.withLock { replies.isEmpty ? Reply.status(500) : replies.removeFirst() }
        let body: Data
        switch reply {
        case .cres(let members): body = try seal(cres(for: creq, members))
        case .sealed(let json): body = try seal(json)
        case .raw(let data): body = data
        case .status(let status): return HTTPResponse(status: status)
        case .networkFailure: throw URLError(.notConnectedToInternet)
        case .replay(let earlier): body = lock.withLock { sentBodies[earlier] }
        }
        lock.withLock { sentBodies.append(body) }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/jose; charset=UTF-8"], body: body)
    }

    /// The standard CRes for `creq` with `members` laid over it.
    func cres(for creq: JSONValue, _ members: [String: JSONValue]) -> JSONValue {
        var fields: [String: JSONValue] = [
            "threeDSServerTransID": .string(threeDSServerTransID), "acsTransID": .string(acsTransID),
            "sdkTransID": .string(sdkTransID), "acsCounterAtoS": creq["sdkCounterStoA"] ?? .null,
            "messageType": "CRes", "messageVersion": .string(messageVersion),
        ]
        for (name, value) in members { fields[name] = value == .null ? nil : value }
        return .object(fields)
    }

    func seal(_ json: JSONValue) throws -> Data {
        Data(
            try JWE.encrypt(
                plaintext: json.compactData, to: .symmetric(sessionKey), alg: .direct, enc: .a128cbcHS256,
                header: JOSEHeader(kid: acsTransID)
            ).utf8)
    }
}
