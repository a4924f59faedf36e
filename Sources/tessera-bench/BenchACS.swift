import Foundation
import JOSE
import TesseraCore
import Transport

/// The bench's in-process ACS: answers the first CReq with a text screen and the second with `Y`.
actor BenchACS: HTTPTransport {
    struct Session {
        let sessionKey: Data
        let acsTransID: String
        let serverTransID: String
    }

    struct Failure: Error, CustomStringConvertible {
        let outcome: String
        var description: String { "the challenge did not complete: \(outcome)" }
    }

    private var session: Session?

    func open(_ session: Session) {
        self.session = session
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let session else { return HTTPResponse(status: 500) }
        let key = JWK.symmetric(session.sessionKey)
        let creq = try JWE.decrypt(String(decoding: request.body ?? Data(), as: UTF8.self), with: key)
        guard let json = JSONValue(parsing: creq), json["messageType"]?.string == "CReq" else {
            return HTTPResponse(status: 200)
        }
        var cres: [String: JSONValue] = [
            "threeDSServerTransID": .string(session.serverTransID), "acsTransID": .string(session.acsTransID),
            "sdkTransID": json["sdkTransID"] ?? .null, "acsCounterAtoS": json["sdkCounterStoA"] ?? .null,
            "messageType": "CRes", "messageVersion": json["messageVersion"] ?? .null,
        ]
        if json["challengeDataEntry"] == nil {
            cres.merge(
                [
                    "challengeCompletionInd": "N", "acsUiType": "01", "challengeInfoText": "Enter the code",
                    "submitAuthenticationLabel": "Submit",
                ], uniquingKeysWith: { $1 })
        } else {
            cres.merge(["challengeCompletionInd": "Y", "transStatus": "Y"], uniquingKeysWith: { $1 })
        }
        let body = try JWE.encrypt(
            plaintext: JSONValue.object(cres).compactData, to: key, alg: .direct, enc: .a128cbcHS256,
            header: JOSEHeader(kid: session.acsTransID))
        return HTTPResponse(status: 200, body: Data(body.utf8))
    }
}
