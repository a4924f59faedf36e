import Foundation
import JOSE
import TesseraCore
import Transport

/// An Erro message the ACS answers with (`errorComponent` "A", `errorMessageType` "CReq").
struct ACSFault: Error {
    /// The transaction the Erro is about, as far as it is known, and its channel key.
    struct Transaction {
        var serverTransactionID: String?
        var acsTransactionID: String?
        var sdkTransactionID: String?
        var messageVersion = "2.2.0"
        /// The session key, when the Erro goes in the secure channel.
        var sessionKey: Data?

        init() {}

        /// The ids of `challenge`, without its key: a plain-JSON Erro.
        init(_ challenge: ACSChallengeRecord) {
            serverTransactionID = challenge.serverTransactionID
            acsTransactionID = challenge.acsTransactionID
            sdkTransactionID = challenge.sdkTransactionID
            messageVersion = challenge.messageVersion
        }

        /// The ids and key of `challenge`: an Erro encrypted in its channel.
        static func channel(_ challenge: ACSChallengeRecord) -> Transaction {
            var transaction = Transaction(challenge)
            transaction.sessionKey = challenge.sessionKey
            return transaction
        }
    }

    let code: String
    let description: String
    let detail: String
    let transaction: Transaction

    init(_ code: String, _ description: String, _ detail: String, ids transaction: Transaction = Transaction()) {
        self.code = code
        self.description = description
        self.detail = detail
        self.transaction = transaction
    }

    /// The Erro message as JSON.
    var message: JSONValue {
        var fields: [String: JSONValue] = [
            "messageType": "Erro", "messageVersion": .string(transaction.messageVersion), "errorCode": .string(code),
            "errorComponent": "A", "errorDescription": .string(description), "errorDetail": .string(detail),
            "errorMessageType": "CReq",
        ]
        fields["threeDSServerTransID"] = transaction.serverTransactionID.map(JSONValue.string)
        fields["acsTransID"] = transaction.acsTransactionID.map(JSONValue.string)
        fields["sdkTransID"] = transaction.sdkTransactionID.map(JSONValue.string)
        return .object(fields)
    }

    /// HTTP 200 carrying the Erro: encrypted in the channel when there is a key, plain JSON otherwise.
    func response(environment: SandboxEnvironment) -> HTTPResponse {
        if let key = transaction.sessionKey, let id = transaction.acsTransactionID,
            let sealed = try? ACSFault.seal(message, key: key, acsTransactionID: id, random: environment.random)
        {
            return sealed
        }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: message.compactData)
    }

    /// A message encrypted in the secure channel: `dir`, A128CBC-HS256, `kid` = `acsTransID`.
    static func seal(_ message: JSONValue, key: Data, acsTransactionID: String, random: SecureRandom) throws
        -> HTTPResponse
    {
        let token = try JWE.encrypt(
            plaintext: message.compactData, to: .symmetric(key), alg: .direct, enc: .a128cbcHS256,
            header: JOSEHeader(kid: acsTransactionID), random: random)
        return HTTPResponse(
            status: 200, headers: ["Content-Type": "application/jose; charset=UTF-8"], body: Data(token.utf8))
    }
}
