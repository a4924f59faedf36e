import Foundation
import SQLite
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
    /// For a 405, the methods the path answers (the `Allow` field).
    var allowed: [HTTPMethod] = []

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
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if !allowed.isEmpty { headers["Allow"] = HTTPMethod.allowField(allowed) }
        return HTTPResponse(status: status, headers: headers, body: body.compactData)
    }

    static func invalid(_ reasonCode: String, _ message: String) -> TokenServiceError {
        TokenServiceError(status: 400, reasonCode: reasonCode, message: message)
    }

    /// The 500 for a storage failure: the state file, what is wrong with it and what to do, never SQL.
    ///
    /// A fault of no known kind (an I/O error) names SQLite's description of its code and the system's
    /// error instead of ``StorageFault``'s advice to run with `--debug`, which a wallet command lacks.
    static func storage(_ fault: StorageFault, cause: SQLiteError?) -> TokenServiceError {
        var message = fault.description
        if fault.kind == .other, let path = fault.path, let cause {
            let system = cause.systemErrno == 0 ? "" : ", \(String(cString: strerror(cause.systemErrno)))"
            message =
                "The token service state file \(path) could not be read or written "
                + "(\(cause.code.reason)\(system)). Check the free space, the file size limit (ulimit -f) and the "
                + "disk, or set TESSERA_DATA_DIR to another folder."
        }
        return TokenServiceError(status: 500, reasonCode: "SYSTEM_ERROR", message: message)
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
