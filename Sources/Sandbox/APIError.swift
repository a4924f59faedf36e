import Foundation
import Transport

/// An error answer in the Gr4vy shape: `{"type":"error","code","status","message","details":[…]}`.
struct APIError: Error, Equatable {
    /// One problem with one part of the request.
    struct Detail: Equatable {
        /// `body`, `query`, `path` or `header`.
        var location: String
        /// A JSON pointer into that part, such as `/payment_method/number`.
        var pointer: String
        /// What is wrong.
        var message: String
        /// A short machine-readable kind, such as `missing` or `value_error`.
        var type: String

        var json: JSONValue {
            [
                "location": .string(location), "pointer": .string(pointer), "message": .string(message),
                "type": .string(type),
            ]
        }
    }

    var status: Int
    var code: String
    var message: String
    var details: [Detail] = []
    var headers: HTTPHeaders = [:]
    /// The existing record a 409 is about (the spec's `resource_id`).
    var resourceID: String?

    /// The HTTP response carrying this error. Messages and pointers may echo the request (a path, an
    /// id, a metadata key), so they pass through ``Transport/Redactor/redact(message:)``: no card
    /// number, no control character.
    var response: HTTPResponse {
        let safe = Redactor()
        var body: JSONValue = [
            "type": "error", "code": .string(code), "status": .integer(Int64(status)),
            "message": .string(safe.redact(message: message)),
            "details": .array(
                details.map { detail in
                    var detail = detail
                    detail.message = safe.redact(message: detail.message)
                    detail.pointer = safe.redact(message: detail.pointer)
                    return detail.json
                }),
        ]
        if let resourceID, case .object(var members) = body {
            members["resource_id"] = .string(resourceID)
            body = .object(members)
        }
        var headers = headers
        headers["Content-Type"] = "application/json"
        return HTTPResponse(status: status, headers: headers, body: body.compactData)
    }

    /// The most details an error lists; the message counts the rest.
    static let maxDetails = 20

    /// 400: the request failed validation; `details` says where, and `omitted` more problems were found.
    static func validation(_ details: [Detail], omitted: Int = 0) -> APIError {
        let message =
            omitted == 0
            ? "Request failed validation"
            : "Request failed validation: \(details.count + omitted) problems, the first \(details.count) listed"
        return APIError(status: 400, code: "bad_request", message: message, details: details)
    }

    /// 400: the body is not valid JSON (or not an object).
    static func malformedBody(_ message: String) -> APIError {
        validation([Detail(location: "body", pointer: "", message: message, type: "json_invalid")])
    }

    /// 400: valid JSON whose number at `path` no 64-bit float holds (`1e-999`, `1E400`), so that it cannot be
    /// read exactly. Decoding fails only at numbers once the JSON itself has parsed.
    static func unreadableNumber(at path: [any CodingKey]) -> APIError {
        let pointer = path.map { "/" + ($0.intValue.map(String.init) ?? Validator.escape($0.stringValue)) }.joined()
        return validation([
            Detail(
                location: "body", pointer: pointer,
                message: "Input should be a number a 64-bit float can hold (this one is too large or too small)",
                type: "finite_number")
        ])
    }

    /// 404: no such resource.
    static func notFound(_ message: String, location: String = "path", pointer: String = "") -> APIError {
        APIError(
            status: 404, code: "not_found", message: message,
            details: [Detail(location: location, pointer: pointer, message: message, type: "not_found")])
    }

    /// 405: the route exists but not for this method; `Allow` lists the methods it takes.
    static func methodNotAllowed(_ method: HTTPMethod, allowed: [HTTPMethod]) -> APIError {
        APIError(
            status: 405, code: "method_not_allowed", message: "The method \(method) is not allowed here",
            headers: ["Allow": allowed.map(\.rawValue).joined(separator: ", ")])
    }

    /// 413: the body is over the limit.
    static func tooLarge(limit: Int) -> APIError {
        APIError(
            status: 413, code: "payload_too_large", message: "The request body is larger than \(limit) bytes",
            details: [Detail(location: "body", pointer: "", message: "Send at most \(limit) bytes", type: "too_large")])
    }

    /// 401: the bearer token is missing or not acceptable.
    static func unauthorized(_ message: String) -> APIError {
        APIError(
            status: 401, code: "unauthorized", message: message,
            details: [Detail(location: "header", pointer: "/Authorization", message: message, type: "unauthorized")],
            headers: ["WWW-Authenticate": "Bearer"])
    }

    /// 403: the token is valid but lacks the scope.
    static func forbidden(scope: String) -> APIError {
        let message = "The token lacks the scope '\(scope)'"
        return APIError(
            status: 403, code: "forbidden", message: message,
            details: [Detail(location: "header", pointer: "/Authorization", message: message, type: "forbidden")])
    }

    /// 409: a record with the same unique value exists.
    static func duplicate(_ message: String, pointer: String) -> APIError {
        APIError(
            status: 409, code: "duplicate_record", message: message,
            details: [Detail(location: "body", pointer: pointer, message: message, type: "duplicate")])
    }

    /// 500: the emulator's storage failed. The message names the state file and what to do, never SQL;
    /// the underlying error, SQL included, goes to `log` (the emulator's `--debug` log).
    static func storage(_ fault: StorageFault, log: (@Sendable (String) -> Void)?) -> APIError {
        log?("Sandbox storage failed: \(fault.diagnostic)")
        return APIError(status: 500, code: "server_error", message: fault.description)
    }
}
