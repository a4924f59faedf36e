import Foundation
import TesseraCore
import Transport

/// One route of the token service: whose signature it needs, and what answers it.
struct TokenServiceRoute: Sendable {
    /// Whose signature a route needs.
    enum Access: Equatable, Sendable {
        /// Anyone whose signature verifies (the card art).
        case signed
        /// The wallet provider (enrolment).
        case provider
        /// The wallet provider or an enrolled wallet (the device check).
        case providerOrWallet
        /// An enrolled wallet; the route acts only on that wallet's cards and tokens.
        case wallet
        /// The testing credentials (the outbox and the issuer's actions).
        case testing
    }

    /// What a route acts on: the request, its path's parameters and who signed it.
    struct Call {
        let request: HTTPRequest
        let parameters: RouteParameters
        let caller: TokenService.Caller
        let service: TokenService

        /// The signing wallet's id; only called on ``Access/wallet`` routes, whose caller is a wallet.
        var wallet: String {
            guard case .wallet(let id) = caller else { preconditionFailure("A wallet route ran for \(caller)") }
            return id
        }

        /// The body decoded once, strictly (``TokenService/decode(_:_:)``), into the request `R` a wallet
        /// route acts on, after checking on that same value that every wallet and token it names is the
        /// signer's.
        func owned<R: WalletRequest>() throws -> R {
            let decoded = try TokenService.decode(R.self, request.body)
            try service.checkOwnership(of: decoded, by: wallet)
            return decoded
        }
    }

    typealias Action = @Sendable (Call) throws -> JSONValue

    let access: Access
    let action: Action

    /// The token service's routes, one line each.
    static let table: Router<TokenServiceRoute> = {
        var table = Router<TokenServiceRoute>()
        table.add(.get, "/mdes/assets/1/0/asset/{id}", .signed) { call in
            guard let answer = TokenServiceAsset.answer(for: call.parameters["id"]) else {
                throw TokenServiceError(
                    status: 404, reasonCode: "ASSET_NOT_FOUND", message: "No asset \(call.parameters["id"]).")
            }
            return answer
        }
        table.add(.post, "/mdes/wallet/1/0/enroll", .provider) { call in
            try call.service.enroll(TokenService.decode(TokenServiceWire.EnrollRequest.self, call.request.body))
        }
        table.add(.post, "/mdes/wallet/1/0/checkDevice", .providerOrWallet) { call in
            try call.service.checkDevice(
                TokenService.decode(TokenServiceWire.CheckDeviceRequest.self, call.request.body))
        }
        table.wallet("digitization", "checkEligibility") { try $0.service.checkEligibility($0.owned()) }
        table.wallet("digitization", "tokenize") { try $0.service.tokenize($0.owned(), body: $0.request.body) }
        table.wallet("digitization", "requestActivationCode") {
            try $0.service.requestActivationCode($0.owned(), of: $0.wallet, body: $0.request.body)
        }
        table.wallet("digitization", "activate") {
            try $0.service.activate($0.owned(), of: $0.wallet, body: $0.request.body)
        }
        table.wallet("digitization", "suspend") {
            try $0.service.lifecycle(.suspend, $0.owned(), of: $0.wallet, body: $0.request.body)
        }
        table.wallet("digitization", "unsuspend") {
            try $0.service.lifecycle(.resume, $0.owned(), of: $0.wallet, body: $0.request.body)
        }
        table.wallet("digitization", "delete") {
            try $0.service.lifecycle(.delete, $0.owned(), of: $0.wallet, body: $0.request.body)
        }
        table.wallet("digitization", "getToken") { try $0.service.getToken($0.owned(), of: $0.wallet) }
        table.wallet("digitization", "searchTokens") { try $0.service.searchTokens($0.owned()) }
        table.wallet("credentials", "replenish") {
            try $0.service.replenish($0.owned(), of: $0.wallet, body: $0.request.body)
        }
        table.wallet("remotetransaction", "transact") {
            try $0.service.transact($0.owned(), of: $0.wallet, body: $0.request.body)
        }
        table.wallet("remotetransaction", "resolve") { try $0.service.resolve($0.owned(), of: $0.wallet) }
        table.wallet("transactions", "history") { try $0.service.history($0.owned(), of: $0.wallet) }
        table.wallet("notifications", "poll") { try $0.service.poll($0.owned()) }
        table.add(.get, "/mdes/testing/1/0/outbox", .testing) { call in
            let reference = call.request.queryItems.first { $0.name == "tokenUniqueReference" }?.value ?? ""
            let messages = try call.service.outbox(tokenUniqueReference: reference).map { message -> JSONValue in
                [
                    "destination": .string(message.destination), "code": .string(message.code),
                    "sentAt": .string(TokenService.timestamp(message.sentAt)),
                ]
            }
            return ["messages": .array(messages)]
        }
        for action in TokenService.LifecycleAction.allCases {
            table.add(.post, "/mdes/issuer/1/0/\(action.rawValue)", .testing) { call in
                let token = try TokenService.decode(TokenServiceWire.TokenRequest.self, call.request.body)
                let status = try call.service.issuerAction(
                    tokenUniqueReference: token.tokenUniqueReference, action: action)
                return ["tokenUniqueReference": .string(token.tokenUniqueReference), "status": .string(status)]
            }
        }
        return table
    }()

    /// Refuses `caller` unless it may call this route (401, saying whose credentials it needs).
    func admit(_ caller: TokenService.Caller, path: String) throws {
        switch (access, caller) {
        case (.signed, _), (.provider, .provider), (.providerOrWallet, .provider), (.providerOrWallet, .wallet),
            (.wallet, .wallet), (.testing, .testing):
            return
        case (.provider, _):
            throw TokenServiceError(
                status: 401, reasonCode: "UNAUTHORIZED",
                message: "Enrolment needs the wallet provider's signature; sign it with the provider credentials "
                    + "('tessera sandbox provider-key' prints them).")
        case (.testing, _):
            throw TokenServiceError(
                status: 401, reasonCode: "UNAUTHORIZED", message: "\(path) needs the testing credentials.")
        case (.providerOrWallet, _), (.wallet, _):
            throw TokenServiceError(
                status: 401, reasonCode: "UNAUTHORIZED", message: "\(path) needs a wallet's credentials.")
        }
    }
}

extension Router where Route == TokenServiceRoute {
    /// Adds `method` `pattern` for callers with `access`.
    mutating func add(
        _ method: HTTPMethod, _ pattern: String, _ access: TokenServiceRoute.Access,
        _ action: @escaping TokenServiceRoute.Action
    ) {
        add(method, pattern, TokenServiceRoute(access: access, action: action))
    }

    /// Adds the wallet route `POST /mdes/{area}/1/0/{name}`.
    mutating func wallet(_ area: String, _ name: String, _ action: @escaping TokenServiceRoute.Action) {
        add(.post, "/mdes/\(area)/1/0/\(name)", .wallet, action)
    }
}
