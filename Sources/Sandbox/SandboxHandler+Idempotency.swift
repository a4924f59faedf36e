import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// The longest `idempotency-key` accepted.
    static let maxIdempotencyKeyLength = 255

    /// Runs `operation` at most once per `idempotency-key` (when the request has one) and body.
    ///
    /// The same key with the same body gets the first answer again (with `idempotent-replayed: true`)
    /// and no second change; with another body, 409. The request first claims the key in a row of its
    /// own, committed before `operation` runs, so a second request with the key never runs its operation:
    /// it gets the first answer once there is one, or until then a 409 saying the first request is still
    /// in flight and to retry with the same key. `operation` stores its answer in the same SQLite
    /// transaction as its change, so a crash leaves both or neither; a failed operation gives the key up,
    /// and the claim of a process that died is taken over (``SandboxStore/claim(_:at:)``).
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
            account: account, operation: "\(request.method) \(request.path)", key: key, requestHash: hash,
            owner: SandboxStore.newClaimOwner(makeID: environment.makeID))
        if let state = try store.claim(claim, at: environment.clock.now()) { return try Self.answer(state) }
        do {
            return try operation(claim)
        } catch let race as SandboxStore.IdempotencyRace {
            return try Self.answer(race.state)
        } catch {
            // Nothing was changed: the key is free again. Should this fail too, the claim's lease ends it.
            try? store.release(claim)
            throw error
        }
    }

    /// The answer for a key that already has one: its first answer, 409 for another body, or 409 while
    /// the first request is in flight.
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
        case .inFlight:
            throw inFlight
        }
    }

    /// The 409 while the first request with a key is still running.
    static let inFlight: APIError = {
        let message =
            "The first request with this idempotency key is still in flight; retry with the same key to get its answer"
        return APIError(
            status: 409, code: "duplicate_record", message: message,
            details: [.init(location: "header", pointer: "/idempotency-key", message: message, type: "in_flight")],
            headers: ["Retry-After": "1"])
    }()
}
