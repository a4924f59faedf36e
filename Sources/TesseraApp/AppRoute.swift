import Foundation
import Transport

/// One route of the app: what ``AppGate`` checks for it, and what answers it.
struct AppRoute: Sendable {
    /// What a route requires of a request.
    enum Access: Sendable, Equatable {
        /// This launch's token (cookie, or once in the URL) and, for a request that changes something, the
        /// app's own Origin.
        case session
        /// The ACS HTML form in its sandboxed frame, which has an opaque origin and no cookie: the secret in
        /// its path (checked by the route) stands for both.
        case challengeForm
        /// One of the app's own files (stylesheet, script, image), which holds nothing secret: the Host check
        /// only, so that the refusal and 404 pages are styled before the token is given.
        case asset
    }

    typealias Action = @Sendable (HTTPRequest, RouteParameters) async -> HTTPResponse

    let access: Access
    let action: Action
}

/// A part of the app that adds its routes to the app's table.
protocol AppRoutes: Sendable {
    /// Adds this part's routes to `table`.
    func addRoutes(to table: inout Router<AppRoute>)
}

extension Router where Route == AppRoute {
    /// Adds `method` `pattern`, answered by `action`, for requests with `access`.
    mutating func add(
        _ method: HTTPMethod, _ pattern: String, access: AppRoute.Access = .session,
        _ action: @escaping AppRoute.Action
    ) {
        add(method, pattern, AppRoute(access: access, action: action))
    }

    /// The access the route for `request` requires; a request no route answers passes the ordinary gate.
    func access(for request: HTTPRequest) -> AppRoute.Access {
        if case .found(let route, _) = match(request) { return route.access }
        return .session
    }

    /// The route's answer to `request` (which has passed the gate), or the app's 404 or 405.
    func respond(to request: HTTPRequest) async -> HTTPResponse {
        switch match(request) {
        case .notFound: return AppResponse.notFound()
        case .methodNotAllowed(let allowed): return AppResponse.methodNotAllowed(allowed)
        case .found(let route, let parameters): return await route.action(request, parameters)
        }
    }
}
