import Foundation
import Transport

/// One route of the emulator: what a caller needs for it, and what answers it.
struct SandboxRoute: Sendable {
    /// What a route requires of its caller.
    enum Access: Equatable, Sendable {
        /// A bearer token with this scope: the spec's `security` of the operation.
        case scope(SandboxScope)
        /// Nothing in the request's headers: the ACS's messages authenticate themselves in the 3-D Secure
        /// secure channel, and the ACS bounds their size itself.
        case secureChannel
    }

    /// What answers the route.
    typealias Action = @Sendable (SandboxHandler, HTTPRequest, RouteParameters) throws -> HTTPResponse

    let access: Access
    let action: Action

    /// The emulator's routes: the Gr4vy API and the ACS, one line each.
    static let table: Router<SandboxRoute> = {
        var table = Router<SandboxRoute>()
        table.add(.post, "/checkout/sessions", .checkoutSessionsWrite) { h, r, _ in try h.createSession(r) }
        table.add(.get, "/checkout/sessions/{id}", .checkoutSessionsRead) { h, r, p in
            try h.getSession(id: p["id"].lowercased(), r)
        }
        table.add(.put, "/checkout/sessions/{id}", .checkoutSessionsWrite) { h, r, p in
            try h.updateSession(id: p["id"].lowercased(), r)
        }
        table.add(.delete, "/checkout/sessions/{id}", .checkoutSessionsWrite) { h, r, p in
            try h.deleteSession(id: p["id"].lowercased(), r)
        }
        table.add(.put, "/checkout/sessions/{id}/fields", .checkoutSessionFields) { h, r, p in
            try h.tokenize(sessionID: p["id"].lowercased(), r)
        }
        table.add(.get, "/checkout/sessions/{id}/three-d-secure-version", .checkoutSessionFields) { h, r, p in
            try h.threeDSVersion(sessionID: p["id"].lowercased(), r)
        }
        table.add(.post, "/checkout/sessions/{id}/three-d-secure-authenticate", .checkoutSessionFields) { h, r, p in
            try h.threeDSAuthenticate(sessionID: p["id"].lowercased(), r)
        }
        table.add(.post, "/payment-options", .paymentOptionsRead) { h, r, _ in try h.paymentOptions(r) }
        table.add(.get, "/card-details", .binCheckerRead) { h, r, _ in try h.cardDetails(r) }
        table.add(.get, "/buyers", .buyersRead) { h, r, _ in try h.listBuyers(r) }
        table.add(.post, "/buyers", .buyersWrite) { h, r, _ in try h.createBuyer(r) }
        table.add(.get, "/buyers/payment-methods", .paymentMethodsRead) { h, r, _ in try h.buyerPaymentMethods(r) }
        table.add(.get, "/buyers/{id}", .buyersRead) { h, r, p in try h.getBuyer(id: p["id"].lowercased(), r) }
        table.add(.put, "/buyers/{id}", .buyersWrite) { h, r, p in try h.updateBuyer(id: p["id"].lowercased(), r) }
        table.add(.delete, "/buyers/{id}", .buyersWrite) { h, r, p in try h.deleteBuyer(id: p["id"].lowercased(), r) }
        table.add(.get, "/transactions", .transactionsRead) { h, r, _ in try h.listTransactions(r) }
        table.add(.post, "/transactions", .transactionsCreate) { h, r, _ in try h.createTransaction(r) }
        table.add(.get, "/transactions/{id}", .transactionsRead) { h, r, p in try h.getTransaction(id: p["id"], r) }
        table.add(.put, "/transactions/{id}", .transactionsWrite) { h, r, p in
            try h.updateTransaction(id: p["id"], r)
        }
        table.add(.post, "/transactions/{id}/capture", .transactionsWrite) { h, r, p in
            try h.captureTransaction(id: p["id"], r)
        }
        table.add(.post, "/transactions/{id}/void", .transactionsWrite) { h, r, p in
            try h.voidTransaction(id: p["id"], r)
        }
        table.add(.post, "/transactions/{id}/cancel", .transactionsWrite) { h, r, p in
            try h.cancelTransaction(id: p["id"], r)
        }
        table.add(.get, "/transactions/{id}/refunds", .transactionsRead) { h, r, p in
            try h.listRefunds(id: p["id"], r)
        }
        table.add(.post, "/transactions/{id}/refunds", .transactionsWrite) { h, r, p in
            try h.refundTransaction(id: p["id"], r)
        }
        table.add(.post, "/transactions/{id}/refunds/all", .transactionsWrite) { h, r, p in
            try h.refundAll(id: p["id"], r)
        }
        table.add(.get, "/transactions/{id}/refunds/{refund}", .transactionsRead) { h, r, p in
            try h.getRefund(id: p["id"], refundID: p["refund"], r)
        }
        table.add(.get, "/transactions/{id}/events", .transactionsRead) { h, r, p in
            try h.transactionEvents(id: p["id"], r)
        }
        table.add(.get, "/transactions/{id}/actions", .transactionsRead) { h, r, p in
            try h.transactionActions(id: p["id"], r)
        }
        table.add(.get, "/webhook-subscriptions", .webhookSubscriptionsRead) { h, r, _ in
            try h.listWebhookSubscriptions(r)
        }
        table.add(.post, "/webhook-subscriptions", .webhookSubscriptionsWrite) { h, r, _ in
            try h.createWebhookSubscription(r)
        }
        table.add(.get, "/webhook-subscriptions/{id}", .webhookSubscriptionsRead) { h, r, p in
            try h.getWebhookSubscription(id: p["id"].lowercased(), r)
        }
        table.add(.put, "/webhook-subscriptions/{id}", .webhookSubscriptionsWrite) { h, r, p in
            try h.updateWebhookSubscription(id: p["id"].lowercased(), r)
        }
        table.add(.delete, "/webhook-subscriptions/{id}", .webhookSubscriptionsWrite) { h, r, p in
            try h.deleteWebhookSubscription(id: p["id"].lowercased(), r)
        }
        table.add(.post, "/webhook-subscriptions/{id}/rotate-secret", .webhookSubscriptionsWrite) { h, r, p in
            try h.rotateWebhookSecret(id: p["id"].lowercased(), r)
        }
        table.add(.post, ACSEndpoint.path, access: .secureChannel) { h, r, _ in h.acsEndpoint.respond(to: r) }
        return table
    }()
}

extension Router where Route == SandboxRoute {
    /// Adds the API route `method` `pattern`, which needs a token with `scope`.
    mutating func add(
        _ method: HTTPMethod, _ pattern: String, _ scope: SandboxScope, _ action: @escaping SandboxRoute.Action
    ) {
        add(method, pattern, SandboxRoute(access: .scope(scope), action: action))
    }

    /// Adds the route `method` `pattern` with `access`.
    mutating func add(
        _ method: HTTPMethod, _ pattern: String, access: SandboxRoute.Access,
        _ action: @escaping SandboxRoute.Action
    ) {
        add(method, pattern, SandboxRoute(access: access, action: action))
    }
}
