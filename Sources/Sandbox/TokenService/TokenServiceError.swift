import Foundation
import TesseraCore
import Transport

/// A refusal from the token service emulator, answered in the MDES gateway's error shape:
/// `{"Errors":{"Error":[{"Source","ReasonCode","Description","Recoverable"}]}}`.
public struct TokenServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The HTTP status.
    public let status: Int
    /// The machine-readable reason, such as `CARD_NOT_ELIGIBLE` or `INVALID_TOKEN_STATUS`.
    public let reasonCode: String
    /// A sentence saying what went wrong.
    public let message: String

    /// Creates an error.
    public init(status: Int, reasonCode: String, message: String) {
        self.status = status
        self.reasonCode = reasonCode
        self.message = message
    }

    /// The reason code and the message.
    public var description: String { "\(reasonCode): \(message)" }

    /// The HTTP response carrying this error.
    var response: HTTPResponse {
        let error: JSONValue = [
            "Source": .string(status >= 500 ? "SERVER" : "INPUT"), "ReasonCode": .string(reasonCode),
            "Description": .string(message), "Recoverable": .bool(status >= 500),
        ]
        let body: JSONValue = ["Errors": ["Error": [error]]]
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body.compactData)
    }

    static func invalid(_ reasonCode: String, _ message: String) -> TokenServiceError {
        TokenServiceError(status: 400, reasonCode: reasonCode, message: message)
    }

    static func tokenNotFound(_ reference: String) -> TokenServiceError {
        TokenServiceError(status: 404, reasonCode: "TOKEN_NOT_FOUND", message: "No token \(reference) exists.")
    }

    static func status(_ reference: String, is status: String, for action: String) -> TokenServiceError {
        TokenServiceError(
            status: 409, reasonCode: "INVALID_TOKEN_STATUS",
            message: "Token \(reference) is \(status); \(action) is not allowed in that status.")
    }
}
