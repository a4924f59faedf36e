import Foundation
import JOSE
import TesseraCore

/// The encrypted channel between the SDK and the ACS: one session key, `dir` + `A128CBC-HS256` JWEs
/// with the ACS transaction id as `kid`.
struct SecureChannel: Sendable {
    /// The largest CRes body read, 1 MiB.
    static let maximumBodyLength = 1024 * 1024

    let sessionKey: JWK
    let acsTransID: String
    let random: SecureRandom

    /// Derives the session key from the SDK's ephemeral private key and the ACS's ephemeral public key,
    /// with the SDK reference number as party V.
    init(sdkKey: JWK, acsKey: JWK, sdkReferenceNumber: String, acsTransID: String, random: SecureRandom) throws {
        let key = try KeyAgreement.key(privateKey: sdkKey, peerPublicKey: acsKey, agreementInfo: sdkReferenceNumber)
        sessionKey = .symmetric(key)
        self.acsTransID = acsTransID
        self.random = random
    }

    /// `message` as a compact JWE `{"alg":"dir","enc":"A128CBC-HS256","kid":acsTransID}`.
    func seal(_ message: JSONValue) throws -> Data {
        let token = try JWE.encrypt(
            plaintext: message.compactData, to: sessionKey, alg: .direct, enc: .a128cbcHS256,
            header: JOSEHeader(kid: acsTransID), random: random)
        return Data(token.utf8)
    }

    /// The JSON inside a response body: a plain `Erro` from the ACS is returned as is; anything else
    /// must be a JWE under the session key (302 otherwise) holding a JSON object (101 otherwise).
    func open(_ body: Data) throws(ProtocolFailure) -> JSONValue {
        guard body.count <= Self.maximumBodyLength else {
            throw .invalidMessage("The CRes is \(body.count) bytes, more than the 1 MiB allowed.")
        }
        guard !body.isEmpty else { throw .invalidMessage("The ACS answered with an empty body.") }
        if body.first == UInt8(ascii: "{") {
            if let json = JSONValue(parsing: body, maxDepth: 16), ErrorMessage(json: json) != nil { return json }
            throw .decryption("The CRes is not encrypted.")
        }
        let decrypted: JWE.Decrypted
        do {
            decrypted = try JWE.decryptWithHeader(String(decoding: body, as: UTF8.self), with: sessionKey)
        } catch {
            throw .decryption("The CRes could not be decrypted with the session key: \(error)")
        }
        guard decrypted.header.enc == JWEEncryption.a128cbcHS256.rawValue else {
            throw .decryption("The CRes uses 'enc' '\(decrypted.header.enc ?? "")', not A128CBC-HS256.")
        }
        guard let json = JSONValue(parsing: decrypted.plaintext, maxDepth: 16), json.isObject else {
            throw .invalidMessage("The decrypted CRes is not a JSON object.")
        }
        return json
    }
}
