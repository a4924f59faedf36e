import Foundation
import TesseraCore

/// One webhook event: a resource of a merchant account changed, and `target` is that resource as the
/// API's own endpoint returns it at that moment.
///
/// The payload is Gr4vy's envelope (webhooks facts §3): `type` `"event"`, `id`, `name`
/// (`<resource>.<change>`), `created_at`, `merchant_account_id`, `gr4vy_id`, `environment` `"sandbox"`
/// and `target`. The target of a transaction is its `GET /transactions/{id}`, of a refund its
/// `GET /transactions/{id}/refunds/{refund_id}`, of a buyer its `GET /buyers/{id}`; none of them holds a
/// card number, a security code or a secret.
struct WebhookEvent: Equatable {
    var id: String
    var name: String
    var createdAt: Date
    var merchantAccountID: String
    /// The target as ``CompactJSON``: the bytes its endpoint answers, written once per change.
    var target: Data

    /// The `gr4vy_id` the emulator's events carry.
    static let instanceID = "sandbox"

    /// The envelope, as the bytes every delivery of the event sends.
    ///
    /// ``CompactJSON`` writes the envelope with `null` for its target, and the target's own bytes take the
    /// place of that `null`: sorted keys put `target` just before the last member, the constant `"type":"event"`,
    /// so the `null` is always at the same distance from the end. The target is not encoded again.
    var payload: Data {
        let envelope: JSONValue = [
            "type": "event", "id": .string(id), "name": .string(name),
            "created_at": .string(Timestamp.string(createdAt)), "merchant_account_id": .string(merchantAccountID),
            "gr4vy_id": .string(Self.instanceID), "environment": "sandbox", "target": .null,
        ]
        var bytes = envelope.compactData
        let placeholder = bytes.endIndex - Self.placeholderTail.count
        precondition(bytes[placeholder...] == Self.placeholderTail, "the envelope's members are not sorted as assumed")
        bytes.replaceSubrange(placeholder..<placeholder + 4, with: target)
        return bytes
    }

    /// How every envelope ends, its target's `null` included.
    private static let placeholderTail = Data(#"null,"type":"event"}"#.utf8)
}

extension SandboxEnvironment {
    /// A new event named `name` about `target` of `account`, stamped now.
    func webhookEvent(_ name: String, account: String, target: JSONValue) -> WebhookEvent {
        WebhookEvent(
            id: makeID().uuidString.lowercased(), name: name, createdAt: clock.now(), merchantAccountID: account,
            target: target.compactData)
    }
}
