import Foundation
import SQLite
import TesseraCore
import Transport

/// Serves a ``TokenService`` over HTTP under `/mdes/`, in the shape of MDES Digital Enablement.
///
/// Every route but Get Asset and the outbox is a POST with a JSON body; errors use the MDES gateway
/// shape (see ``TokenServiceError``). Every request is signed: enrolment by the wallet provider, the
/// wallet's routes by the wallet, the outbox and the issuer's actions with the testing credentials. A
/// storage failure is a 500 naming the state file and what to do, never SQL. The routes are listed in the
/// Sandbox documentation ("Token service").
public struct TokenServiceHandler: HTTPHandler {
    /// The path prefix of every token service route.
    public static let prefix = "/mdes/"
    /// The largest request body accepted.
    public static let maxBodyBytes = 64 * 1024

    /// The service that answers.
    public let service: TokenService

    /// Creates a handler over `service`.
    public init(service: TokenService) {
        self.service = service
    }

    /// Answers `request`; failures are MDES error bodies.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        do {
            if let body = request.body, body.count > Self.maxBodyBytes {
                throw TokenServiceError(status: 413, reasonCode: "REQUEST_TOO_LARGE", message: "The body is too large.")
            }
            let answer = try route(request)
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: answer.compactData)
        } catch let error as TokenServiceError {
            return error.response
        } catch let error as SQLiteError {
            return TokenServiceError.storage(StorageFault(error, path: service.store.path), cause: error).response
        } catch let fault as StorageFault {
            return TokenServiceError.storage(fault, cause: nil).response
        } catch {
            // Crypto failures stay inside: the answer never carries library internals.
            return TokenServiceError(
                status: 500, reasonCode: "SYSTEM_ERROR", message: "The token service failed; try again later."
            ).response
        }
    }

    private func route(_ request: HTTPRequest) throws -> JSONValue {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count >= 5, parts[0] == "mdes", parts[2] == "1", parts[3] == "0" else {
            throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No route \(request.path).")
        }
        let area = parts[1]
        let name = parts[4]
        let caller = try service.authenticate(request)
        if area == "assets" && name == "asset" && parts.count == 6 {
            try expect(.get, request)
            guard let answer = TokenServiceAsset.answer(for: parts[5]) else {
                throw TokenServiceError(status: 404, reasonCode: "ASSET_NOT_FOUND", message: "No asset \(parts[5]).")
            }
            return answer
        }
        if area == "testing" || area == "issuer" {
            guard caller == .testing else {
                throw TokenServiceError(
                    status: 401, reasonCode: "UNAUTHORIZED", message: "\(request.path) needs the testing credentials.")
            }
            return try testingRoute(area, name, parts, request)
        }
        guard parts.count == 5 else {
            throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No route \(request.path).")
        }
        try expect(.post, request)
        switch (area, name, caller) {
        case ("wallet", "enroll", .provider):
            return try service.enroll(TokenService.decode(TokenServiceWire.EnrollRequest.self, request.body))
        case ("wallet", "enroll", _):
            throw TokenServiceError(
                status: 401, reasonCode: "UNAUTHORIZED",
                message: "Enrolment needs the wallet provider's signature; sign it with the provider credentials "
                    + "('tessera sandbox provider-key' prints them).")
        case ("wallet", "checkDevice", .provider), ("wallet", "checkDevice", .wallet):
            return try service.checkDevice(TokenService.decode(TokenServiceWire.CheckDeviceRequest.self, request.body))
        case (_, _, .wallet(let wallet)):
            return try walletRoute(area, name, request, wallet: wallet)
        default:
            throw TokenServiceError(
                status: 401, reasonCode: "UNAUTHORIZED", message: "\(request.path) needs a wallet's credentials.")
        }
    }

    /// A route a wallet signs: its body is read once, into the request the route acts on, and every wallet
    /// and token it names is checked to be the signer's before the route runs (see ``owned(_:by:)``).
    private func walletRoute(_ area: String, _ name: String, _ request: HTTPRequest, wallet: String) throws
        -> JSONValue
    {
        let body = request.body
        switch (area, name) {
        case ("digitization", "checkEligibility"): return try service.checkEligibility(owned(body, by: wallet))
        case ("digitization", "tokenize"): return try service.tokenize(owned(body, by: wallet), body: body)
        case ("digitization", "requestActivationCode"):
            return try service.requestActivationCode(owned(body, by: wallet), of: wallet, body: body)
        case ("digitization", "activate"): return try service.activate(owned(body, by: wallet), of: wallet, body: body)
        case ("digitization", "suspend"):
            return try service.lifecycle(.suspend, owned(body, by: wallet), of: wallet, body: body)
        case ("digitization", "unsuspend"):
            return try service.lifecycle(.resume, owned(body, by: wallet), of: wallet, body: body)
        case ("digitization", "delete"):
            return try service.lifecycle(.delete, owned(body, by: wallet), of: wallet, body: body)
        case ("digitization", "getToken"): return try service.getToken(owned(body, by: wallet), of: wallet)
        case ("digitization", "searchTokens"): return try service.searchTokens(owned(body, by: wallet))
        case ("credentials", "replenish"): return try service.replenish(owned(body, by: wallet), of: wallet, body: body)
        case ("remotetransaction", "transact"):
            return try service.transact(owned(body, by: wallet), of: wallet, body: body)
        case ("remotetransaction", "resolve"): return try service.resolve(owned(body, by: wallet), of: wallet)
        case ("transactions", "history"): return try service.history(owned(body, by: wallet), of: wallet)
        case ("notifications", "poll"): return try service.poll(owned(body, by: wallet))
        default:
            throw TokenServiceError(
                status: 404, reasonCode: "NOT_FOUND", message: "No route /mdes/\(area)/1/0/\(name).")
        }
    }

    /// `body` decoded once, strictly (``TokenService/decode(_:_:)``), into the request `R` a wallet route acts
    /// on, after checking on that same value that every wallet and token it names is `wallet`'s.
    private func owned<R: WalletRequest>(_ body: Data?, by wallet: String) throws -> R {
        let request = try TokenService.decode(R.self, body)
        try service.checkOwnership(of: request, by: wallet)
        return request
    }

    /// The outbox and the issuer's actions, for the testing credentials.
    private func testingRoute(_ area: String, _ name: String, _ parts: [String], _ request: HTTPRequest) throws
        -> JSONValue
    {
        guard parts.count == 5 else {
            throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No route \(request.path).")
        }
        if area == "testing" && name == "outbox" {
            try expect(.get, request)
            let reference = request.queryItems.first { $0.name == "tokenUniqueReference" }?.value ?? ""
            let messages = try service.outbox(tokenUniqueReference: reference).map { message -> JSONValue in
                [
                    "destination": .string(message.destination), "code": .string(message.code),
                    "sentAt": .string(TokenService.timestamp(message.sentAt)),
                ]
            }
            return ["messages": .array(messages)]
        }
        try expect(.post, request)
        guard area == "issuer", let action = TokenService.LifecycleAction(rawValue: name) else {
            throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No route \(request.path).")
        }
        let token = try TokenService.decode(TokenServiceWire.TokenRequest.self, request.body)
        let status = try service.issuerAction(tokenUniqueReference: token.tokenUniqueReference, action: action)
        return ["tokenUniqueReference": .string(token.tokenUniqueReference), "status": .string(status)]
    }

    private func expect(_ method: HTTPMethod, _ request: HTTPRequest) throws {
        guard request.method == method || (method == .get && request.method == .head) else {
            throw TokenServiceError(
                status: 405, reasonCode: "METHOD_NOT_ALLOWED", message: "\(request.path) answers \(method) only.")
        }
    }
}

/// Sends requests under `/mdes/` to a token service and every other request to the payments emulator:
/// the one handler `tessera sandbox serve` listens with.
public struct EmulatorHandler: HTTPHandler {
    /// The payments (Gr4vy) emulator.
    public let payments: any HTTPHandler
    /// The token service.
    public let tokenService: TokenServiceHandler

    /// Creates a handler that routes between `payments` and `tokenService`.
    public init(payments: any HTTPHandler, tokenService: TokenServiceHandler) {
        self.payments = payments
        self.tokenService = tokenService
    }

    /// Answers `request` with the token service or the payments emulator, by path.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        request.path.hasPrefix(TokenServiceHandler.prefix)
            ? await tokenService.handle(request) : await payments.handle(request)
    }
}

/// An in-process `HTTPTransport` answered by a ``TokenServiceHandler``: the token service with no sockets.
public typealias TokenServiceTransport = HandlerTransport<TokenServiceHandler>
