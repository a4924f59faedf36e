import Foundation
import Testing
import Transport

@testable import Sandbox

/// Fails every request with a scripted reason, to check how failures become responses.
struct Refusing: SandboxAuthenticator {
    let failure: SandboxAuthFailure
    func authenticate(_ request: HTTPRequest, scope: SandboxScope) throws(SandboxAuthFailure) {
        throw failure
    }
}

@Suite struct SandboxErrorTests {
    @Test(arguments: ["/", "/nope", "/checkout", "/checkout/sessions/x/y/z", "/buyers/x", "/card-details/424242"])
    func unknownRoutesAre404(path: String) async throws {
        let response = try await SandboxHarness().send(.get, path)
        #expect(response.status == 404)
        #expect(response.object["code"] as? String == "not_found")
    }

    @Test(arguments: [
        (HTTPMethod.get, "/checkout/sessions", "POST"), (.delete, "/payment-options", "POST"),
        (.post, "/card-details", "GET"), (.get, "/checkout/sessions/abc/fields", "PUT"),
        (.patch, "/checkout/sessions/abc", "GET, PUT, DELETE"), (.put, "/buyers/payment-methods", "GET"),
    ])
    func wrongMethodsAre405WithAllow(method: HTTPMethod, path: String, allow: String) async throws {
        let response = try await SandboxHarness().send(method, path)
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == allow)
        #expect(response.object["code"] as? String == "method_not_allowed")
    }

    @Test func headIsAnsweredLikeGetAndRefusedWhereGetIs() async throws {
        let sandbox = try SandboxHarness()
        let get = await sandbox.send(.get, "/card-details?currency=USD&bin=42424242")
        let head = await sandbox.send(.head, "/card-details?currency=USD&bin=42424242")
        #expect(head.status == 200)
        #expect(head.body == get.body)
        let refused = await sandbox.send(.head, "/checkout/sessions")
        #expect(refused.status == 405)
        #expect(refused.headers["Allow"] == "POST")
    }

    @Test func bodiesOverOneMebibyteAre413() async throws {
        let sandbox = try SandboxHarness()
        let big = "{\"metadata\":{\"k\":\"" + String(repeating: "x", count: 1024 * 1024) + "\"}}"
        let response = await sandbox.send(.post, "/payment-options", json: big)
        #expect(response.status == 413)
        #expect(response.object["code"] as? String == "payload_too_large")
    }

    @Test(arguments: [
        (SandboxAuthFailure.missingToken, 401), (.malformedToken("not a JWT"), 401), (.expired, 401),
        (.badSignature, 401), (.missingScope(.buyersWrite), 403),
    ])
    func authenticationFailuresBecome401Or403(failure: SandboxAuthFailure, status: Int) async throws {
        let sandbox = try SandboxHarness(authenticator: Refusing(failure: failure))
        let response = await sandbox.send(.post, "/buyers", json: "{}")
        #expect(response.status == status)
        #expect(response.object["type"] as? String == "error")
        #expect(response.object["code"] as? String == (status == 401 ? "unauthorized" : "forbidden"))
        #expect(response.pointers == ["/Authorization"])
    }

    @Test(arguments: [
        (SandboxScope.checkoutSessionsRead, ["checkout-sessions.read"], true),
        (.checkoutSessionsRead, ["checkout-sessions.write"], true),
        (.checkoutSessionsWrite, ["checkout-sessions.read"], false),
        (.buyersRead, ["*.read"], true), (.buyersWrite, ["*.read"], false), (.buyersWrite, ["*.write"], true),
        (.binCheckerRead, ["embed"], true), (.buyersWrite, ["embed"], false), (.paymentOptionsRead, [], false),
        (.paymentMethodsRead, ["embed"], true), (.checkoutSessionFields, ["embed"], true),
        (.checkoutSessionsWrite, ["embed"], false), (.buyersRead, ["embed"], false),
    ])
    func scopesAreGrantedByExactWildcardAndEmbed(scope: SandboxScope, granted: [String], allowed: Bool) {
        #expect(scope.isGranted(by: granted) == allowed)
    }

    @Test func transportReturnsTheHandlersResponse() async throws {
        let sandbox = try SandboxHarness()
        let transport = SandboxTransport(handler: sandbox.handler)
        let response = try await transport.send(
            HTTPRequest(method: .post, url: URL(string: "http://sandbox.test/checkout/sessions")!))
        #expect(response.status == 201)
    }

    @Test func concurrentTokenizationsAllLand() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "busy")
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    guard let session = try? await sandbox.createSession(forBuyer: "busy") else { return 0 }
                    return await sandbox.tokenize(session, number: "4242424242424242").status
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 204, count: 40))
        let methods = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)").items
        #expect(methods.count == 1)
        #expect(methods.first?["usage_count"] as? Int == 40)
    }
}
