extension SandboxScope {
    /// Reading webhook subscriptions (their secrets too).
    public static let webhookSubscriptionsRead = SandboxScope(rawValue: "webhook-subscriptions.read")
    /// Creating, changing, deleting webhook subscriptions and rotating their secrets.
    public static let webhookSubscriptionsWrite = SandboxScope(rawValue: "webhook-subscriptions.write")
}
