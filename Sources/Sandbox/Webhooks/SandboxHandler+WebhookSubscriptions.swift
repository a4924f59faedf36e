import Foundation
import JOSE
import TesseraCore
import Transport

extension SandboxHandler {
    // The webhook-subscription operations: a subscription belongs to the merchant account the request names
    // in `x-gr4vy-merchant-account-id`, or to the whole instance (`merchant_account_id` null: every account's
    // events) when it names none; a request sees only that scope's subscriptions.

    /// `POST /webhook-subscriptions`.
    func createWebhookSubscription(_ request: HTTPRequest) throws -> HTTPResponse {
        try createWebhookSubscription(
            account: try Self.namedMerchantAccount(request), request, at: environment.clock.now())
    }

    /// `GET /webhook-subscriptions`.
    func listWebhookSubscriptions(_ request: HTTPRequest) throws -> HTTPResponse {
        try listWebhookSubscriptions(
            account: try Self.namedMerchantAccount(request), request, at: environment.clock.now())
    }

    /// `GET /webhook-subscriptions/{id}`.
    func getWebhookSubscription(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let account = try Self.namedMerchantAccount(request)
        return Self.json(200, try existingSubscription(id, account: account).json(at: environment.clock.now()))
    }

    /// `PUT /webhook-subscriptions/{id}`.
    func updateWebhookSubscription(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        try updateWebhookSubscription(
            id, account: try Self.namedMerchantAccount(request), request, at: environment.clock.now())
    }

    /// `DELETE /webhook-subscriptions/{id}`: 204, its pending deliveries given up.
    func deleteWebhookSubscription(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let account = try Self.namedMerchantAccount(request)
        guard try store.deleteWebhookSubscription(id: id, account: account, at: environment.clock.now()) else {
            throw Self.unknownSubscription(id)
        }
        return HTTPResponse(status: 204)
    }

    /// `POST /webhook-subscriptions/{id}/rotate-secret`.
    func rotateWebhookSecret(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        try rotateWebhookSecret(
            id, account: try Self.namedMerchantAccount(request), request, at: environment.clock.now())
    }

    /// `POST /webhook-subscriptions`: 201 with the new subscription and its signing secret.
    private func createWebhookSubscription(account: String?, _ request: HTTPRequest, at now: Date) throws
        -> HTTPResponse
    {
        let body = try Self.bodyObject(request)
        var validator = Validator(location: "body")
        validator.rejectUnknown(body, at: "", allowed: ["url", "active", "authentication"])
        let url = validator.requiredString(body["url"], at: "/url", minLength: 1, maxLength: 2048)
        let active = validator.optionalBool(body["active"], at: "/active") ?? true
        let authentication = webhookAuthentication(body["authentication"], &validator)
        if let url, let problem = WebhookURLCheck.problem(url, servedPort: servedPort.value) {
            validator.fail("/url", problem)
        }
        try validator.check()
        let subscription = WebhookSubscriptionRecord(
            id: environment.makeID().uuidString.lowercased(), merchantAccountID: account, url: url ?? "",
            active: active, authentication: authentication, secret: try newWebhookSecret(), createdAt: now)
        try store.insert(subscription)
        return Self.json(201, subscription.json(at: now))
    }

    /// `GET /webhook-subscriptions`: newest first, paged by `cursor` and `limit`.
    private func listWebhookSubscriptions(account: String?, _ request: HTTPRequest, at now: Date) throws
        -> HTTPResponse
    {
        var validator = Validator(location: "query")
        let (offset, limit) = Self.page(QueryParameters(request), &validator)
        try validator.check()
        let page = try store.webhookSubscriptions(account: account, offset: offset, limit: limit + 1)
        let items = page.prefix(limit).map { $0.json(at: now) }
        return Self.json(200, Self.pageJSON(Array(items), offset, limit, more: page.count > limit))
    }

    /// `PUT /webhook-subscriptions/{id}`: changes only the members given.
    private func updateWebhookSubscription(
        _ id: String, account: String?, _ request: HTTPRequest, at now: Date
    ) throws -> HTTPResponse {
        let body = try Self.bodyObject(request)
        var validator = Validator(location: "body")
        validator.rejectUnknown(body, at: "", allowed: ["url", "active", "authentication"])
        let url = validator.optionalString(body["url"], at: "/url", minLength: 1, maxLength: 2048)
        let active = validator.optionalBool(body["active"], at: "/active")
        let authentication = webhookAuthentication(body["authentication"], &validator)
        if let url, let problem = WebhookURLCheck.problem(url, servedPort: servedPort.value) {
            validator.fail("/url", problem)
        }
        try validator.check()
        let changed = try store.changeWebhookSubscription(id: id, account: account) { subscription in
            if let url { subscription.url = url }
            if let active { subscription.active = active }
            if body["authentication"] != nil { subscription.authentication = authentication }
        }
        guard let changed else { throw Self.unknownSubscription(id) }
        return Self.json(200, changed.json(at: now))
    }

    /// `POST /webhook-subscriptions/{id}/rotate-secret`: a new secret; the old one keeps signing for
    /// `delta` minutes (0 or absent: it stops at once).
    private func rotateWebhookSecret(_ id: String, account: String?, _ request: HTTPRequest, at now: Date) throws
        -> HTTPResponse
    {
        let body = try Self.bodyObject(request)
        var validator = Validator(location: "body")
        validator.rejectUnknown(body, at: "", allowed: ["delta"])
        let delta = validator.optionalInt(body["delta"], at: "/delta", minimum: 0, maximum: 7 * 24 * 60) ?? 0
        try validator.check()
        let secret = try newWebhookSecret()
        let changed = try store.changeWebhookSubscription(id: id, account: account) { subscription in
            subscription.previousSecret = delta > 0 ? subscription.secret : nil
            subscription.previousSecretExpiresAt = delta > 0 ? now.addingTimeInterval(Double(delta) * 60) : nil
            subscription.secret = secret
        }
        guard let changed else { throw Self.unknownSubscription(id) }
        return Self.json(200, changed.json(at: now))
    }

    /// The subscription `id` of `account`, or a 404.
    private func existingSubscription(_ id: String, account: String?) throws -> WebhookSubscriptionRecord {
        guard let subscription = try store.webhookSubscription(id: id, account: account) else {
            throw Self.unknownSubscription(id)
        }
        return subscription
    }

    private static func unknownSubscription(_ id: String) -> APIError {
        APIError.notFound(
            "No webhook subscription with id '\(id.prefix(64))' in this merchant account", pointer: "/subscription_id")
    }

    /// A new signing secret: 64 random bytes, base64url-encoded (86 characters, the shape of Gr4vy's own).
    func newWebhookSecret() throws -> String {
        Base64URL.encode(try environment.random.bytes(64))
    }

    /// The `authentication` member: basic credentials, or null; the OAuth kinds are refused, since the
    /// emulator cannot fetch a token for a receiver.
    private func webhookAuthentication(_ node: JSONValue?, _ validator: inout Validator) -> JSONValue? {
        guard let object = validator.optionalObject(node, at: "/authentication") else { return nil }
        let kind = validator.optionalString(object["kind"], at: "/authentication/kind") ?? "basic"
        guard kind == "basic" else {
            validator.fail(
                "/authentication/kind",
                "The emulator presents only basic authentication to a receiver; use kind basic or leave it out")
            return nil
        }
        validator.rejectUnknown(object, at: "/authentication", allowed: ["kind", "username", "password"])
        let username = validator.requiredString(object["username"], at: "/authentication/username", minLength: 1)
        let password = validator.requiredString(object["password"], at: "/authentication/password")
        guard let username, let password else { return nil }
        return ["kind": "basic", "username": .string(username), "password": .string(password)]
    }

    /// The instance-wide subscription to `url` (every merchant account's events), made when there is none
    /// yet, so its secret stays the same from one run to the next: `tessera sandbox serve --webhook-url`.
    ///
    /// - Throws: ``WebhookSubscriptionRefusal`` when `url` may not receive webhooks; a storage error.
    public func instanceSubscription(url: String) throws -> (id: String, secret: String) {
        if let problem = WebhookURLCheck.problem(url, servedPort: servedPort.value) {
            throw WebhookSubscriptionRefusal(message: problem)
        }
        var offset = 0
        while true {
            let page = try store.webhookSubscriptions(account: nil, offset: offset, limit: 100)
            if let existing = page.first(where: { $0.url == url && $0.active }) {
                return (existing.id, existing.secret)
            }
            guard page.count == 100 else { break }
            offset += 100
        }
        let subscription = WebhookSubscriptionRecord(
            id: environment.makeID().uuidString.lowercased(), merchantAccountID: nil, url: url, active: true,
            authentication: nil, secret: try newWebhookSecret(), createdAt: environment.clock.now())
        try store.insert(subscription)
        return (subscription.id, subscription.secret)
    }

    /// A deliverer of this emulator's webhooks, on its store and clock, retrying on `schedule` and sending
    /// with `transport` (nil: ``WebhookDeliverer/urlSessionTransport()``).
    public func webhookDeliverer(schedule: WebhookRetrySchedule = .standard, transport: (any HTTPTransport)? = nil)
        -> WebhookDeliverer
    {
        WebhookDeliverer(store: store, environment: environment, schedule: schedule, transport: transport)
    }
}

/// Why a URL cannot receive the emulator's webhooks, in one sentence that says what to give instead.
public struct WebhookSubscriptionRefusal: Error, CustomStringConvertible {
    /// The sentence.
    public let message: String
    public var description: String { message }
}

/// The port a served emulator listens on, set once the server has started.
public final class ServedPort: Sendable {
    private let port = Locked<Int?>(nil)

    /// The port, or nil while the emulator is not served.
    public var value: Int? {
        get { port.value }
        set { port.replace(with: newValue) }
    }
}
