import Foundation
import SQLite
import Sandbox
import TesseraCore
import Testing
import Transport

#if canImport(Glibc)
    import Glibc
#endif

/// Enrolment needs the wallet provider's signature, and no signature is accepted twice.
@Suite struct TokenServiceSignatureTests {
    let directory = NSTemporaryDirectory() + "token-service-signature-" + UUID().uuidString

    static let enroll = "/mdes/wallet/1/0/enroll"

    func request(_ path: String, _ body: String) -> HTTPRequest {
        HTTPRequest(method: .post, url: URL(string: "http://emulator.invalid" + path)!, body: Data(body.utf8))
    }

    @Test func enrolmentWithoutTheProviderCredentialsIs401() async throws {
        let routes = try TokenServiceRouteTests()
        let provider = try routes.provider
        let (_, _, wallet) = try await routes.enroll()
        let unsigned = await routes.handler.handle(request(Self.enroll, TokenServiceRouteTests.device))
        #expect(unsigned.status == 401)
        let refusals: [(String, OAuthRequestSigner)] = [
            (
                "wrong secret",
                OAuthRequestSigner(consumerKey: provider.consumerKey, secret: Data(repeating: 1, count: 32))
            ),
            (
                "another service's key",
                OAuthRequestSigner(
                    consumerKey: TokenService.providerConsumerKeyPrefix + "0000", secret: provider.secret)
            ),
            ("a wallet's credentials", wallet),
            ("the testing credentials", try routes.testing),
        ]
        for (name, signer) in refusals {
            let (status, answer) = try await routes.send(.post, Self.enroll, TokenServiceRouteTests.device, as: signer)
            #expect(status == 401, "\(name)")
            #expect(routes.reasonCode(answer) == "UNAUTHORIZED", "\(name)")
            #expect(answer?["walletId"] == nil, "\(name)")
        }
        let (status, answer) = try await routes.send(.post, Self.enroll, TokenServiceRouteTests.device, as: provider)
        #expect(status == 200)
        #expect(answer?["walletId"]?.string?.hasPrefix("WLT") == true)
    }

    @Test func theDeviceCheckTakesTheProvidersOrAWalletsSignatureOnly() async throws {
        let routes = try TokenServiceRouteTests()
        let (_, _, wallet) = try await routes.enroll()
        let path = "/mdes/wallet/1/0/checkDevice"
        #expect(try await routes.send(.post, path, TokenServiceRouteTests.device).0 == 401)
        #expect(try await routes.send(.post, path, TokenServiceRouteTests.device, as: routes.testing).0 == 401)
        #expect(try await routes.send(.post, path, TokenServiceRouteTests.device, as: routes.provider).0 == 200)
        #expect(try await routes.send(.post, path, TokenServiceRouteTests.device, as: wallet).0 == 200)
    }

    @Test func aReplayedSignatureIs401EvenInAnotherProcessOnTheSameFolder() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tokenservice.sqlite"
        let first = TokenServiceRouteTests(
            handler: TokenServiceHandler(service: TokenService(store: try TokenServiceStore(path: path))))
        // A second store on the same file stands for a second process (`tessera wallet` beside `sandbox serve`).
        let second = TokenServiceHandler(service: TokenService(store: try TokenServiceStore(path: path)))
        let (id, _, wallet) = try await first.enroll()
        let search = try wallet.sign(
            request("/mdes/digitization/1/0/searchTokens", #"{"walletId":"\#(id)"}"#), at: Date())
        #expect(await first.handler.handle(search).status == 200)
        for handler in [first.handler, second] {
            let replay = await handler.handle(search)
            #expect(replay.status == 401)
            #expect(String(decoding: replay.body, as: UTF8.self).contains("used before"))
        }
        let enrolment = try first.provider.sign(request(Self.enroll, TokenServiceRouteTests.device), at: Date())
        #expect(await second.handle(enrolment).status == 200)
        #expect(await first.handler.handle(enrolment).status == 401)
        // The same nonce signed by another consumer is another signature.
        let (_, _, other) = try await first.enroll()
        let nonce = "shared-nonce"
        for signer in [wallet, other] {
            let signed = try signer.sign(
                request("/mdes/notifications/1/0/poll", #"{"walletId":"\#(signer.consumerKey)"}"#), at: Date(),
                nonce: nonce)
            #expect(await second.handle(signed).status == 200)
        }
    }

    @Test func noncesAreForgottenOnceTheirTimestampIsNoLongerAccepted() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tokenservice.sqlite"
        let now = Locked(Date(timeIntervalSince1970: 1_790_000_000))
        let service = TokenService(
            store: try TokenServiceStore(path: path), environment: SandboxEnvironment(clock: WallClock { now.value }))
        let handler = TokenServiceHandler(service: service)
        let credentials = try service.providerCredentials()
        let provider = OAuthRequestSigner(consumerKey: credentials.consumerKey, secret: credentials.secret)
        for _ in 0..<3 {
            let signed = try provider.sign(request(Self.enroll, TokenServiceRouteTests.device), at: now.value)
            #expect(await handler.handle(signed).status == 200)
        }
        let old = try provider.sign(request(Self.enroll, TokenServiceRouteTests.device), at: now.value)
        #expect(await handler.handle(old).status == 200)
        now.withLock { $0 += 11 * 60 }
        // Past the window the old signature is refused for its timestamp, and its nonce is no longer kept.
        let stale = await handler.handle(old)
        #expect(stale.status == 401)
        #expect(String(decoding: stale.body, as: UTF8.self).contains("timestamp"))
        let fresh = try provider.sign(request(Self.enroll, TokenServiceRouteTests.device), at: now.value)
        #expect(await handler.handle(fresh).status == 200)
        let kept = try Database(.file(path)).read { try $0.scalar("SELECT COUNT(*) FROM nonces").int }
        #expect(kept == 1)
    }

    @Test func theProviderCredentialsFileIsPrivateAndRewrittenWhenMissingOrWrong() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let storePath = directory + "/tokenservice.sqlite"
        let service = TokenService(store: try TokenServiceStore(path: storePath))
        let file = TokenService.providerCredentialsPath(besideStoreAt: storePath)
        #expect(file == directory + "/tokenservice-provider.json")
        let credentials = try service.saveProviderCredentials(to: file)
        func stored() throws -> (consumerKey: String?, secret: Data?, mode: Int) {
            let value = JSONValue(parsing: try Data(contentsOf: URL(fileURLWithPath: file)))
            let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int ?? 0
            return (value?["consumerKey"]?.string, value?["secret"]?.string.flatMap { Data(base64Encoded: $0) }, mode)
        }
        let written = try stored()
        #expect(written.consumerKey == credentials.consumerKey && written.secret == credentials.secret)
        #expect(written.mode == 0o600)
        // A second process on the folder has the same credentials.
        let again = TokenService(store: try TokenServiceStore(path: storePath))
        #expect(try again.providerCredentials() == credentials)
        for damage in ["missing", "edited", "readable by others"] {
            switch damage {
            case "missing": try FileManager.default.removeItem(atPath: file)
            case "edited": try Data(#"{"consumerKey":"x","secret":"eA=="}"#.utf8).write(to: URL(fileURLWithPath: file))
            default: try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
            }
            try again.saveProviderCredentials(to: file)
            let repaired = try stored()
            #expect(
                repaired.consumerKey == credentials.consumerKey && repaired.secret == credentials.secret, "\(damage)")
            #expect(repaired.mode == 0o600, "\(damage)")
        }
    }
}
