import Foundation
import TesseraCore
import Transport

/// Serves a ``TokenService`` over HTTP under `/mdes/`, in the shape of MDES Digital Enablement.
///
/// Every route but Get Asset and the outbox is a POST with a JSON body; errors use the MDES gateway
/// shape (see ``TokenServiceError``). The routes are listed in the Sandbox documentation ("Token service").
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
        } catch {
            // Storage or crypto failures stay inside: the answer never carries SQL or library internals.
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
        let open = area == "wallet" && ["enroll", "checkDevice"].contains(name)
        let caller = open ? nil : try service.authenticate(request)
        if area == "testing" || area == "issuer" {
            guard caller == .testing else {
                throw TokenServiceError(
                    status: 401, reasonCode: "UNAUTHORIZED", message: "\(request.path) needs the testing credentials.")
            }
        } else if caller == .testing && !open && area != "assets" {
            throw TokenServiceError(
                status: 401, reasonCode: "UNAUTHORIZED", message: "\(request.path) needs a wallet's credentials.")
        }
        if case .wallet(let id)? = caller {
            let (walletID, tokens) = Self.names(in: request.body)
            if let walletID, walletID != id {
                throw TokenServiceError(
                    status: 401, reasonCode: "UNAUTHORIZED",
                    message: "The request names another wallet than its signer.")
            }
            // Another wallet's token is answered as if it did not exist.
            if let other = try tokens.first(where: { try service.owner(of: $0).map { $0 != id } ?? false }) {
                throw TokenServiceError.tokenNotFound(other)
            }
        }
        if area == "assets" && name == "asset" && parts.count == 6 {
            try expect(.get, request)
            guard let answer = TokenServiceAsset.answer(for: parts[5]) else {
                throw TokenServiceError(status: 404, reasonCode: "ASSET_NOT_FOUND", message: "No asset \(parts[5]).")
            }
            return answer
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
        guard parts.count == 5 else {
            throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No route \(request.path).")
        }
        try expect(.post, request)
        let body = request.body
        switch (area, name) {
        case ("wallet", "enroll"): return try service.enroll(body)
        case ("wallet", "checkDevice"): return try service.checkDevice(body)
        case ("digitization", "checkEligibility"): return try service.checkEligibility(body)
        case ("digitization", "tokenize"): return try service.tokenize(body)
        case ("digitization", "requestActivationCode"): return try service.requestActivationCode(body)
        case ("digitization", "activate"): return try service.activate(body)
        case ("digitization", "suspend"): return try service.lifecycle(.suspend, body)
        case ("digitization", "unsuspend"): return try service.lifecycle(.resume, body)
        case ("digitization", "delete"): return try service.lifecycle(.delete, body)
        case ("digitization", "getToken"): return try service.getToken(body)
        case ("digitization", "searchTokens"): return try service.searchTokens(body)
        case ("credentials", "replenish"): return try service.replenish(body)
        case ("remotetransaction", "transact"): return try service.transact(body)
        case ("remotetransaction", "resolve"): return try service.resolve(body)
        case ("transactions", "history"): return try service.history(body)
        case ("notifications", "poll"): return try service.poll(body)
        case ("issuer", _):
            guard let action = TokenService.LifecycleAction(rawValue: name) else {
                throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No issuer action \(name).")
            }
            let token = try TokenService.decode(TokenServiceWire.TokenRequest.self, body)
            let status = try service.issuerAction(tokenUniqueReference: token.tokenUniqueReference, action: action)
            return ["tokenUniqueReference": .string(token.tokenUniqueReference), "status": .string(status)]
        default:
            throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No route \(request.path).")
        }
    }

    /// The `walletId` and the tokens (`tokenUniqueReference`, `tokenUniqueReferences`) a JSON body names.
    private static func names(in body: Data?) -> (walletID: String?, tokens: [String]) {
        guard let body, let value = JSONValue(parsing: body, maxDepth: 16) else { return (nil, []) }
        var tokens = value["tokenUniqueReference"]?.string.map { [$0] } ?? []
        if case .array(let references)? = value["tokenUniqueReferences"] { tokens += references.compactMap(\.string) }
        return (value["walletId"]?.string, tokens)
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
