import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// A JSON response whose body is a typed value, written by ``CompactJSON`` like every other answer.
    static func json(_ status: Int, encoding body: some Encodable) throws -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: try CompactJSON.data(body))
    }
}
