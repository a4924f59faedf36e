import Foundation
import SQLite
import TesseraCore

extension TokenService {
    /// A lifecycle change a wallet asks for, or an issuer makes on its own.
    public enum LifecycleAction: String, Sendable, CaseIterable {
        /// ACTIVE → SUSPENDED.
        case suspend
        /// SUSPENDED → ACTIVE (MDES calls it unsuspend).
        case resume
        /// ACTIVE, SUSPENDED or INACTIVE → DEACTIVATED (the card leaves the wallet).
        case delete
        /// ACTIVE or SUSPENDED → RETIRED, no longer usable (issuer only; an emulator extension of MDES).
        case retire

        var transition: (from: Set<String>, to: String, push: String) {
            switch self {
            case .suspend: (["ACTIVE"], "SUSPENDED", "CBP.info.tokenSuspended")
            case .resume: (["SUSPENDED"], "ACTIVE", "CBP.info.tokenResumed")
            case .delete: (["ACTIVE", "SUSPENDED", "INACTIVE"], "DEACTIVATED", "CBP.info.tokenDeleted")
            case .retire: (["ACTIVE", "SUSPENDED"], "RETIRED", "CBP.info.tokenRetired")
            }
        }
    }

    /// The largest number of tokens one lifecycle request may name (as MDES).
    static let maxTokensPerRequest = 10

    /// Suspends, resumes or deletes the tokens of a wallet request, all or none.
    func lifecycle(
        _ action: LifecycleAction, _ request: TokenServiceWire.LifecycleRequest, of wallet: String, body: Data?
    ) throws -> JSONValue {
        guard action != .retire else {
            throw TokenServiceError.invalid("INVALID_REQUEST", "Only the issuer retires tokens.")
        }
        guard (1...Self.maxTokensPerRequest).contains(request.tokenUniqueReferences.count) else {
            throw TokenServiceError.invalid(
                "INVALID_REQUEST", "Name between 1 and \(Self.maxTokensPerRequest) tokenUniqueReferences.")
        }
        let causedBy = request.causedBy ?? "CARDHOLDER"
        return try once(action.rawValue, requestID: request.requestId, body: body) { connection in
            let tokens = try request.tokenUniqueReferences.map { reference in
                try change(
                    reference, of: wallet, action, by: causedBy, reason: request.reasonCode ?? "OTHER", in: connection)
            }
            return ["tokens": .array(tokens.map(\.json))]
        }
    }

    /// Changes one token as its issuer would, and queues the push for its wallet; returns the new status.
    @discardableResult
    public func issuerAction(tokenUniqueReference: String, action: LifecycleAction) throws -> String {
        try store.database.write { connection in
            try change(tokenUniqueReference, of: nil, action, by: "ISSUER", reason: "OTHER", in: connection).status
        }
    }

    private func change(
        _ reference: String, of wallet: String?, _ action: LifecycleAction, by causedBy: String, reason: String,
        in connection: Connection
    ) throws -> TokenRow {
        let token = try token(reference, of: wallet, in: connection)
        let transition = action.transition
        guard transition.from.contains(token.status) else {
            throw TokenServiceError.status(reference, is: token.status, for: action.rawValue)
        }
        let suspendedBy = transition.to == "SUSPENDED" ? causedBy : nil
        try setStatus(
            token, to: transition.to, suspendedBy: suspendedBy, push: transition.push, reason: reason, in: connection)
        return try self.token(reference, of: wallet, in: connection)
    }

    /// Answers `{"token":{…}}` for one token.
    func getToken(_ request: TokenServiceWire.TokenRequest, of wallet: String) throws -> JSONValue {
        let row = try store.database.read { connection in
            try self.token(request.tokenUniqueReference, of: wallet, in: connection)
        }
        return ["token": row.json]
    }

    /// The tokens of a wallet that are not deleted: `{"tokens":[{…}]}` (MDES Search Tokens); `walletId` is
    /// the signer's (``checkOwnership(of:by:)``).
    func searchTokens(_ request: TokenServiceWire.SearchTokensRequest) throws -> JSONValue {
        let rows = try store.database.read { connection in
            try connection.query(
                "SELECT * FROM tokens WHERE wallet_id = ? AND status != 'DEACTIVATED' ORDER BY status_at",
                [.text(request.walletId)])
        }
        return ["tokens": .array(try rows.map { try TokenRow($0).json })]
    }

    /// The push messages for a wallet after a given id, oldest first (at most 100); `walletId` is the signer's.
    func poll(_ request: TokenServiceWire.PollRequest) throws -> JSONValue {
        let rows = try store.database.read { connection in
            try connection.query(
                "SELECT * FROM notifications WHERE wallet_id = ? AND id > ? ORDER BY id LIMIT 100",
                [.text(request.walletId), .integer(Int64(request.after ?? 0))])
        }
        let messages: [JSONValue] = rows.map { row in
            let code = row["code"].string ?? ""
            let sender = code.hasPrefix("CBP.") ? "CPS" : String(code.prefix { $0 != ":" })
            return [
                "id": .integer(Int64(row["id"].int ?? 0)), "sender": .string(sender), "code": .string(code),
                "tokenUniqueReference": .string(row["token_ref"].string ?? ""),
                "eventReasonCode": JSONValue.string(row["reason"].string),
                "timestamp": .string(Self.timestamp(Date(timeIntervalSince1970: row["at"].double ?? 0))),
            ]
        }
        return ["notifications": .array(messages)]
    }

    /// The status of a token, or nil when there is none (for the CLI and tests).
    public func status(tokenUniqueReference: String) throws -> String? {
        try store.database.read { connection in
            try connection.scalar("SELECT status FROM tokens WHERE ref = ?", [.text(tokenUniqueReference)]).string
        }
    }
}
