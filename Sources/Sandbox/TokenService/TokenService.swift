import Foundation
import JOSE
import SQLite
import TesseraCore

/// The token service emulator: a wallet's backend modelled on Mastercard MDES Digital Enablement.
///
/// It enrols wallets, checks card eligibility, tokenizes the documented test cards
/// (``TokenServiceTestCard``) with their green, yellow or red decision, sends activation codes to an
/// outbox, runs the token lifecycle, issues payment keys, approves payments made with them, serves card
/// art and queues push messages for the wallet to poll. Call it in process, or through
/// ``TokenServiceHandler`` over HTTP.
public final class TokenService: Sendable {
    let store: TokenServiceStore
    let environment: SandboxEnvironment

    /// Creates a token service over `store`.
    public init(store: TokenServiceStore, environment: SandboxEnvironment = .live) {
        self.store = store
        self.environment = environment
    }

    /// How many OTP attempts a token gets before the activation is aborted and the token deleted.
    public static let maxOTPAttempts = 3

    /// One token as stored.
    struct TokenRow {
        var reference: String
        var walletID: String
        var card: TokenServiceTestCard
        var status: String
        var suspendedBy: String?
        var tokenSuffix: String
        var tokenExpiry: String
        var auxiliaryTokenSuffix: String?
        var auxiliaryTokenExpiry: String?
        var otpAttempts: Int
        var statusAt: Date

        init(_ row: Row) throws {
            guard let reference = row["card_ref"].string, let card = TokenServiceTestCard.card(reference: reference)
            else {
                throw TokenServiceError(status: 500, reasonCode: "CORRUPT_STATE", message: "A token lost its card.")
            }
            self.card = card
            self.reference = row["ref"].string ?? ""
            self.walletID = row["wallet_id"].string ?? ""
            self.status = row["status"].string ?? "INACTIVE"
            self.suspendedBy = row["suspended_by"].string
            self.tokenSuffix = row["token_suffix"].string ?? ""
            self.tokenExpiry = row["token_expiry"].string ?? ""
            self.auxiliaryTokenSuffix = row["aux_token_suffix"].string
            self.auxiliaryTokenExpiry = row["aux_token_expiry"].string
            self.otpAttempts = row["otp_attempts"].int ?? 0
            self.statusAt = Date(timeIntervalSince1970: row["status_at"].double ?? 0)
        }

        var json: JSONValue {
            var token: JSONValue = [
                "tokenUniqueReference": .string(reference), "status": .string(status),
                "statusTimestamp": .string(TokenService.timestamp(statusAt)),
            ]
            if let suspendedBy, case .object(var fields) = token {
                fields["suspendedBy"] = [.string(suspendedBy)]
                token = .object(fields)
            }
            return token
        }
    }

    /// The token `reference` of `wallet` (of any wallet when nil: the issuer's actions), or a 404: another
    /// wallet's token is answered as if it did not exist.
    func token(_ reference: String, of wallet: String?, in connection: Connection) throws -> TokenRow {
        let row =
            if let wallet {
                try connection.query(
                    "SELECT * FROM tokens WHERE ref = ? AND wallet_id = ?", [.text(reference), .text(wallet)]
                ).first
            } else {
                try connection.query("SELECT * FROM tokens WHERE ref = ?", [.text(reference)]).first
            }
        guard let row else { throw TokenServiceError.tokenNotFound(reference) }
        return try TokenRow(row)
    }

    /// Sets a token's status and queues the push that tells its wallet.
    func setStatus(
        _ token: TokenRow, to status: String, suspendedBy: String? = nil, push code: String, reason: String? = nil,
        in connection: Connection
    ) throws {
        let now = environment.clock.now()
        try connection.run(
            "UPDATE tokens SET status = ?, suspended_by = ?, status_at = ? WHERE ref = ?",
            [.text(status), SQLiteValue(suspendedBy), .real(now.timeIntervalSince1970), .text(token.reference)])
        if status == "DEACTIVATED" {
            try connection.run("DELETE FROM credentials WHERE token_ref = ?", [.text(token.reference)])
        }
        try push(code, token: token.reference, wallet: token.walletID, reason: reason, in: connection)
    }

    /// Queues a push message for `wallet`.
    func push(_ code: String, token: String, wallet: String, reason: String? = nil, in connection: Connection) throws {
        try connection.run(
            "INSERT INTO notifications (wallet_id, token_ref, code, reason, at) VALUES (?, ?, ?, ?, ?)",
            [
                .text(wallet), .text(token), .text(code), SQLiteValue(reason),
                .real(environment.clock.now().timeIntervalSince1970),
            ])
    }

    /// A new id from the environment, without dashes and upper-cased, after `prefix`.
    func newID(_ prefix: String) -> String {
        prefix + environment.makeID().uuidString.replacingOccurrences(of: "-", with: "")
    }

    /// An ISO 8601 timestamp in UTC.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// Decodes `body` into `T`, or a 400 naming the field at fault.
    ///
    /// Strict as the payments emulator's routes are: a body that is not UTF-8 (UTF-16 or UTF-32, with or
    /// without a byte-order mark) or escapes a lone surrogate is refused before `JSONDecoder`, which would
    /// read the first and fail vaguely on the second, sees it (``JSONValue/isUnicodeText(_:)``); so is an
    /// object with a member name twice (``JSONValue/firstRepeatedMember(in:)``), which readers resolve
    /// differently.
    static func decode<T: Decodable>(_ type: T.Type, _ body: Data?) throws -> T {
        guard let body, !body.isEmpty else {
            throw TokenServiceError.invalid("INVALID_JSON", "A JSON object body is required.")
        }
        guard JSONValue.nestingDepth(of: body) <= 16 else {
            throw TokenServiceError.invalid("INVALID_JSON", "The body nests too deeply.")
        }
        guard JSONValue.isUnicodeText(body) else {
            throw TokenServiceError.invalid("INVALID_JSON", JSONValue.notUnicodeTextMessage + ".")
        }
        if let name = JSONValue.firstRepeatedMember(in: body) {
            throw TokenServiceError.invalid(
                "INVALID_JSON", "The body has the member \(name) twice; send each member once.")
        }
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch DecodingError.keyNotFound(let key, let context) {
            throw TokenServiceError.invalid(
                "INVALID_JSON", "The body lacks the field \(field(context.codingPath + [key])).")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw TokenServiceError.invalid(
                "INVALID_JSON", "The field \(field(context.codingPath)) has the wrong type.")
        } catch {
            throw TokenServiceError.invalid("INVALID_JSON", "The body is not a JSON object with this route's fields.")
        }
    }

    /// A coding path as the wire spells it (`fundingAccountInfo.encryptedPayload`), for an error message.
    private static func field(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "body" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
