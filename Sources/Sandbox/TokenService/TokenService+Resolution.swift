import Foundation
import SQLite
import TesseraCore

extension TokenService {
    /// The `requests` route of a payment request id its wallet cancelled before the service got it.
    static let cancelledPaymentRoute = "transact.cancelled"

    /// Settles a payment whose answer its wallet never saw, by request id: the recorded outcome of a
    /// `transact` the service carried out (`APPROVED` or `DECLINED`, with its transaction id, amount,
    /// currency and time), or, when the service never got it, `CANCELLED`, recorded in the same transaction
    /// so that request id is never carried out later (a late or replayed `transact` with it is refused).
    ///
    /// The token must be `wallet`'s (the handler checks `tokenUniqueReference` like every route's, and the
    /// lookup is within the wallet), and the request id must be a payment of that token; asking again gives
    /// the same answer.
    func resolve(_ request: TokenServiceWire.ResolveRequest, of wallet: String) throws -> JSONValue {
        guard (1...64).contains(request.requestId.utf8.count) else {
            throw TokenServiceError.invalid("INVALID_REQUEST_ID", "A requestId has 1 to 64 characters.")
        }
        let now = environment.clock.now()
        return try store.database.write { connection -> JSONValue in
            _ = try token(request.tokenUniqueReference, of: wallet, in: connection)
            let notFound = TokenServiceError(
                status: 404, reasonCode: "REQUEST_NOT_FOUND",
                message: "Request id \(request.requestId) is not a payment of token \(request.tokenUniqueReference).")
            guard
                let row = try connection.query(
                    "SELECT route, answer FROM requests WHERE id = ?", [.text(request.requestId)]
                ).first
            else {
                let answer: JSONValue = [
                    "requestId": .string(request.requestId), "status": "CANCELLED",
                    "tokenUniqueReference": .string(request.tokenUniqueReference),
                    "resolvedTimestamp": .string(Self.timestamp(now)),
                ]
                try connection.run(
                    "INSERT INTO requests (id, route, fingerprint, answer, at) VALUES (?, ?, ?, ?, ?)",
                    [
                        .text(request.requestId), .text(Self.cancelledPaymentRoute), .blob(Data()),
                        .blob(answer.compactData), .real(now.timeIntervalSince1970),
                    ])
                return answer
            }
            let answer = row["answer"].data.flatMap { JSONValue(parsing: $0) }
            switch row["route"].string {
            case Self.cancelledPaymentRoute?:
                guard answer?["tokenUniqueReference"]?.string == request.tokenUniqueReference, let answer else {
                    throw notFound
                }
                return answer
            case "transact"?:
                guard let id = answer?["transactionId"]?.string,
                    let transaction = try connection.query(
                        "SELECT * FROM transactions WHERE id = ? AND token_ref = ?",
                        [.text(id), .text(request.tokenUniqueReference)]
                    ).first
                else { throw notFound }
                return [
                    "requestId": .string(request.requestId), "status": .string(transaction["status"].string ?? ""),
                    "transactionId": .string(id), "amount": .integer(Int64(transaction["amount"].int ?? 0)),
                    "currencyCode": .string(transaction["currency"].string ?? ""),
                    "transactionTimestamp": .string(
                        Self.timestamp(Date(timeIntervalSince1970: transaction["at"].double ?? 0))),
                ]
            default:
                throw notFound
            }
        }
    }
}
