import Foundation
import Testing
import Transport

@testable import Sandbox

/// The six webhook-subscription operations, their secrets and rotation, and the URLs they refuse.
@Suite struct WebhookSubscriptionTests {
    @Test func aSubscriptionIsCreatedReadListedUpdatedAndDeleted() async throws {
        let webhooks = try WebhookHarness()
        let sandbox = webhooks.sandbox
        let created = try await webhooks.subscribe(
            "http://127.0.0.1:4242/hooks", extra: #","authentication":{"kind":"basic","username":"u","password":"p"}"#)
        let id = try #require(created.string("id"))
        #expect(created.string("type") == "webhook-subscription")
        #expect(created["active"] as? Bool == true)
        #expect(created["rotating"] as? Bool == false)
        #expect(created.string("secret")?.count == 86)
        #expect(created.object("authentication").string("password") == "********")
        #expect(
            Set(created.keys) == [
                "type", "id", "merchant_account_id", "active", "url", "authentication", "secret", "rotating", "creator",
            ])
        #expect(
            await sandbox.send(.get, "/webhook-subscriptions/\(id)").object.string("url")
                == "http://127.0.0.1:4242/hooks")
        let updated = await sandbox.send(.put, "/webhook-subscriptions/\(id)", json: #"{"active":false}"#)
        #expect(updated.object["active"] as? Bool == false)
        #expect(updated.object.string("url") == "http://127.0.0.1:4242/hooks")
        #expect(await sandbox.send(.get, "/webhook-subscriptions").items.count == 1)
        #expect(await sandbox.send(.delete, "/webhook-subscriptions/\(id)").status == 204)
        let gone = await sandbox.send(.get, "/webhook-subscriptions/\(id)")
        #expect(gone.status == 404)
        #expect(gone.object.string("type") == "error")
        #expect(
            await sandbox.send(.get, "/webhook-subscriptions/\(id)", headers: ["x-gr4vy-merchant-account-id": "other"])
                .status == 404)
    }

    @Test func anotherAccountCannotSeeASubscription() async throws {
        let webhooks = try WebhookHarness()
        let created = try await webhooks.subscribe("http://127.0.0.1:4242/hooks", account: "alpha")
        let id = try #require(created.string("id"))
        let other = await webhooks.sandbox.send(
            .get, "/webhook-subscriptions/\(id)", headers: ["x-gr4vy-merchant-account-id": "beta"])
        #expect(other.status == 404)
    }

    @Test func rotationKeepsTheOldSecretSigningForDeltaMinutes() async throws {
        let webhooks = try WebhookHarness()
        let created = try await webhooks.subscribe("http://127.0.0.1:4242/hooks")
        let id = try #require(created.string("id"))
        let old = try #require(created.string("secret"))
        let rotated = await webhooks.sandbox.send(
            .post, "/webhook-subscriptions/\(id)/rotate-secret", json: #"{"delta":10}"#)
        #expect(rotated.status == 200)
        #expect(rotated.object["rotating"] as? Bool == true)
        let new = try #require(rotated.object.string("secret"))
        #expect(new != old)
        let record = try #require(try webhooks.sandbox.store.webhookSubscription(id: id, account: nil))
        #expect(record.signingSecrets(at: SandboxHarness.now) == [new, old])
        #expect(record.signingSecrets(at: SandboxHarness.now.addingTimeInterval(600)) == [new])
        webhooks.advance(600)
        #expect(await webhooks.sandbox.send(.get, "/webhook-subscriptions/\(id)").object["rotating"] as? Bool == false)
        let immediate = await webhooks.sandbox.send(
            .post, "/webhook-subscriptions/\(id)/rotate-secret", json: #"{"delta":0}"#)
        #expect(immediate.object["rotating"] as? Bool == false)
    }

    /// (url, the words the refusal must hold); the emulator is served on port 8080 here.
    static let refusedURLs: [(String, String)] = [
        ("ftp://127.0.0.1/hooks", "http or https"),
        ("http://example.com/hooks", "only to this machine"),
        ("https://10.0.0.1/hooks", "only to this machine"),
        ("http://127.0.0.1:8080/webhooks", "the emulator itself"),
        ("http://localhost:8080/webhooks", "the emulator itself"),
        ("http://user:secret@127.0.0.1:4242/hooks", "basic authentication"),
        ("hooks", "absolute"),
    ]

    @Test(arguments: refusedURLs)
    func aURLOffThisMachineOrAtTheEmulatorIsRefused(url: String, words: String) async throws {
        let webhooks = try WebhookHarness(servedPort: 8080)
        let response = await webhooks.sandbox.send(.post, "/webhook-subscriptions", json: #"{"url":"\#(url)"}"#)
        #expect(response.status == 400)
        #expect(response.pointers == ["/url"])
        #expect(response.text.contains(words), "\(response.text)")
    }

    @Test(arguments: [
        "http://127.0.0.1:4242/h", "https://localhost/h", "http://[::1]:4242/h", "http://hooks.test/h",
        "http://shop.example/h",
    ])
    func loopbackAndTestHostsAreAccepted(url: String) async throws {
        _ = try await WebhookHarness().subscribe(url)
    }

    @Test func oauthIsRefusedSinceTheEmulatorCannotFetchTokens() async throws {
        let response = try await WebhookHarness().sandbox.send(
            .post, "/webhook-subscriptions",
            json:
                #"{"url":"http://127.0.0.1:1/h","authentication":{"kind":"oauth_client_credentials","client_id":"a","client_secret":"b","token_url":"http://127.0.0.1:1/t"}}"#
        )
        #expect(response.status == 400)
        #expect(response.pointers == ["/authentication/kind"])
    }
}
