import Foundation
import JOSE
import SQLite
import TesseraCore

extension TokenService {
    /// Runs a state-changing request at most once per request id, as MDES does with `requestId`.
    ///
    /// `work` runs in the same transaction that records its answer under `requestID`, so either both are
    /// committed or neither is. A request id seen before with the same route and body gets the first
    /// answer again (the caller's retry after a crash or a lost answer); the same id with other content is
    /// refused with 409 `REQUEST_ID_REUSED`, and a payment request id its wallet cancelled (``resolve(_:)``)
    /// with 409 `REQUEST_CANCELLED`. A refusal `work` throws is not recorded: nothing changed, so a retry is
    /// judged afresh. Without a request id the request simply runs.
    func once(
        _ route: String, requestID: String?, body: Data?, _ work: (Connection) throws -> JSONValue
    ) throws -> JSONValue {
        guard let requestID else { return try store.database.write(work) }
        guard (1...64).contains(requestID.utf8.count) else {
            throw TokenServiceError.invalid("INVALID_REQUEST_ID", "A requestId has 1 to 64 characters.")
        }
        let key = try store.secret("request_fingerprint_key", random: environment.random)
        let fingerprint = try KeyedHash.hmacSHA256(key: key, data: Data((route + "\n").utf8) + (body ?? Data()))
        return try store.database.write { connection in
            if let row = try connection.query(
                "SELECT route, fingerprint, answer FROM requests WHERE id = ?", [.text(requestID)]
            ).first {
                guard row["route"].string != Self.cancelledPaymentRoute else {
                    throw TokenServiceError(
                        status: 409, reasonCode: "REQUEST_CANCELLED",
                        message: "Payment request \(requestID) was cancelled by its wallet; it is never carried out.")
                }
                guard row["fingerprint"].data == fingerprint else {
                    throw TokenServiceError(
                        status: 409, reasonCode: "REQUEST_ID_REUSED",
                        message: "Request id \(requestID) was already used for a different request.")
                }
                guard let stored = row["answer"].data, let answer = JSONValue(parsing: stored) else {
                    throw TokenServiceError(
                        status: 500, reasonCode: "CORRUPT_STATE", message: "The recorded answer cannot be read.")
                }
                return answer
            }
            let answer = try work(connection)
            try connection.run(
                "INSERT INTO requests (id, route, fingerprint, answer, at) VALUES (?, ?, ?, ?, ?)",
                [
                    .text(requestID), .text(route), .blob(fingerprint), .blob(answer.compactData),
                    .real(environment.clock.now().timeIntervalSince1970),
                ])
            return answer
        }
    }
}
