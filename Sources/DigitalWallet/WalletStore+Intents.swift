import Foundation
import SQLite

/// A call to the token service that changes state, recorded in the wallet's store before it is sent.
///
/// The intent keeps the exact request (sealed under the wallet key, since it can carry a one-time code)
/// and its request id, so after a crash, a lost answer or a second process the same request can be sent
/// again: the token service answers a request id it has seen with its first outcome, and the wallet
/// applies that outcome, which it can do any number of times with the same result. A payment is the exception:
/// it is never sent again unasked, but settled by asking the service what it did (`Wallet+Payments.swift`).
struct Intent: Sendable, Equatable {
    /// What the request does, and so how its answer is applied.
    enum Kind: String, Sendable {
        /// Tokenize a card; the card id it will get is fixed in advance.
        case tokenize
        /// Fetch a batch of payment keys.
        case replenish
        /// Authorize a payment with a key use the wallet has counted (`detail`: the key id and its ATC).
        case pay
        /// Send a one-time code by an ID&V method (`detail`: the method id).
        case requestCode = "request_code"
        /// Activate with a one-time code.
        case activate
        /// Suspend, resume or delete the card.
        case suspend, resume, delete
    }

    var requestID: String
    var kind: Kind
    var cardID: String
    var route: String
    var body: Data
    var detail: String?
}

extension WalletStore {
    /// Records `intent` within the transaction of `connection`.
    func record(_ intent: Intent, at date: Date, in connection: Connection) throws {
        let sealed = try key.seal(intent.body, context: "intent:\(intent.requestID)")
        try connection.run(
            """
            INSERT INTO intents (request_id, kind, card_id, route, sealed_body, detail, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(intent.requestID), .text(intent.kind.rawValue), .text(intent.cardID), .text(intent.route),
                .blob(sealed), SQLiteValue(intent.detail), .real(date.timeIntervalSince1970),
            ])
    }

    /// Records `intent` in a transaction of its own.
    func record(_ intent: Intent, at date: Date) throws(WalletError) {
        try write { connection in try record(intent, at: date, in: connection) }
    }

    /// The unfinished intents, oldest first.
    func intents() throws(WalletError) -> [Intent] {
        let rows = try read { connection in
            try connection.query("SELECT * FROM intents ORDER BY created_at, rowid")
        }
        return try rows.map { row throws(WalletError) in
            guard let requestID = row["request_id"].string, let kind = row["kind"].string.flatMap(Intent.Kind.init),
                let cardID = row["card_id"].string, let route = row["route"].string,
                let sealed = row["sealed_body"].data
            else { throw .storeCorrupt(path: path, detail: "an intent row is incomplete") }
            guard let body = try? key.open(sealed, context: "intent:\(requestID)") else {
                throw .walletKeyMismatch(path: path)
            }
            return Intent(
                requestID: requestID, kind: kind, cardID: cardID, route: route, body: body,
                detail: row["detail"].string)
        }
    }

    /// Whether the intent `requestID` is still unfinished.
    func hasIntent(_ requestID: String, in connection: Connection) throws -> Bool {
        try connection.scalar("SELECT COUNT(*) FROM intents WHERE request_id = ?", [.text(requestID)]).int == 1
    }

    /// Marks an intent finished within the transaction of `connection`.
    func finish(_ requestID: String, in connection: Connection) throws {
        try connection.run("DELETE FROM intents WHERE request_id = ?", [.text(requestID)])
    }

    /// Marks an intent finished.
    func finish(_ requestID: String) throws(WalletError) {
        try write { connection in try finish(requestID, in: connection) }
    }
}
