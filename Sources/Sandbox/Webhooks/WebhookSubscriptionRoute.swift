import Transport

/// The routes of the webhook-subscription operations, under `/webhook-subscriptions`.
enum WebhookSubscriptionRoute: Equatable {
    /// `GET` lists, `POST` creates.
    case subscriptions
    /// `GET` reads, `PUT` updates, `DELETE` deletes.
    case subscription(String)
    /// `POST` makes a new secret.
    case rotateSecret(String)

    /// The route for the path's parts, or nil when they are not one of these.
    init?(parts: [String]) {
        guard parts.first == "webhook-subscriptions" else { return nil }
        switch parts.count {
        case 1: self = .subscriptions
        case 2: self = .subscription(parts[1].lowercased())
        case 3 where parts[2] == "rotate-secret": self = .rotateSecret(parts[1].lowercased())
        default: return nil
        }
    }

    /// The methods this route answers.
    var methods: [HTTPMethod] {
        switch self {
        case .subscriptions: [.get, .post]
        case .subscription: [.get, .put, .delete]
        case .rotateSecret: [.post]
        }
    }

    /// The spec's scope: `webhook-subscriptions.read` to read, `.write` to change.
    func scope(for method: HTTPMethod) -> SandboxScope {
        method == .get ? .webhookSubscriptionsRead : .webhookSubscriptionsWrite
    }
}

extension SandboxScope {
    /// Reading webhook subscriptions (their secrets too).
    public static let webhookSubscriptionsRead = SandboxScope(rawValue: "webhook-subscriptions.read")
    /// Creating, changing, deleting webhook subscriptions and rotating their secrets.
    public static let webhookSubscriptionsWrite = SandboxScope(rawValue: "webhook-subscriptions.write")
}
