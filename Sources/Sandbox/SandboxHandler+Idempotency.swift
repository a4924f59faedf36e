import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// The longest `idempotency-key` accepted.
    static let maxIdempotencyKeyLength = 255

    /// Runs `operation` at most once per `idempotency-key` (when the request has one) and body.
    ///
    /// The same key with the same body gets the first answer again (with `idempotent-replayed: true`)
    /// and no second change; with another body, 409. `operation` stores its answer to the key in the
    /// same SQLite transaction as its change, so a crash leaves both or neither. Two requests with one
    /// key at the same time both run, but only the first to commit keeps its change: the other's is
    /// rolled back and it answers as the first did.
    func idempotent(
        _ request: HTTPRequest, account: String, body: JSONValue,
        _ operation: (IdempotencyClaim?) throws -> HTTPResponse
    ) throws -> HTTPResponse {
        guard let key = request.headers["idempotency-key"], !key.isEmpty else { return try operation(nil) }
        var validator = Validator(location: "header")
        if key.count > Self.maxIdempotencyKeyLength || key.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            validator.fail(
                "/idempotency-key", "An idempotency key is 1 to \(Self.maxIdempotencyKeyLength) printable characters",
                type: "string_too_long")
        } else {
            _ = validator.refusingCardNumber(in: key, at: "/idempotency-key")
        }
        try validator.check()
        let hash = try fingerprinter.fingerprint(cardNumber: String(decoding: body.compactData, as: UTF8.self))
        let claim = IdempotencyClaim(
            account: account, operation: "\(request.method) \(request.path)", key: key, requestHash: hash)
        do {
            if let state = try store.idempotencyState(claim) { return try Self.answer(state) }
            return try operation(claim)
        } catch let race as SandboxStore.IdempotencyRace {
            return try Self.answer(race.state)
        }
    }

    /// The answer for a key that already has one: its first answer, or 409 for another body.
    private static func answer(_ state: SandboxStore.IdempotencyState) throws -> HTTPResponse {
        switch state {
        case .replay(let status, let body):
            return HTTPResponse(
                status: status, headers: ["Content-Type": "application/json", "idempotent-replayed": "true"], body: body
            )
        case .conflict:
            let message = "The idempotency key was used with another request body; send a new key"
            throw APIError(
                status: 409, code: "duplicate_record", message: message,
                details: [.init(location: "header", pointer: "/idempotency-key", message: message, type: "duplicate")])
        }
    }
}
