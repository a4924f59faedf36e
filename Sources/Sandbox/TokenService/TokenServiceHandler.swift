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

    /// The answer from ``TokenServiceRoute/table``: the signature is checked first (so an unsigned caller learns
    /// nothing of the routes), then 404 and 405 come from the table, then the route's own access rule.
    private func route(_ request: HTTPRequest) throws -> JSONValue {
        let caller = try service.authenticate(request)
        switch TokenServiceRoute.table.match(request) {
        case .notFound:
            throw TokenServiceError(status: 404, reasonCode: "NOT_FOUND", message: "No route \(request.path).")
        case .methodNotAllowed(let allowed):
            var error = TokenServiceError(
                status: 405, reasonCode: "METHOD_NOT_ALLOWED",
                message: "\(request.path) answers \(HTTPMethod.allowField(allowed)) only.")
            error.allowed = allowed
            throw error
        case .found(let route, let parameters):
            try route.admit(caller, path: request.path)
            return try route.action(
                TokenServiceRoute.Call(request: request, parameters: parameters, caller: caller, service: service))
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
