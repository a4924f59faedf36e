import Foundation
import HTTPServer
import Sandbox
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Transactions over loopback HTTP, as `tessera sandbox serve` serves them, with real tokens.
@Suite struct TransactionOverHTTPTests {
    @Test func payCaptureAndRefundOverLoopback() async throws {
        try await SandboxOverHTTPTests.withServer { base, token in
            let body = Data(
                #"{"amount":1000,"currency":"EUR","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30","security_code":"123"}}"#
                    .utf8)
            let (created, transaction) = try await SandboxOverHTTPTests.send(
                "POST", base.appendingPathComponent("transactions"), token: token, body: body)
            #expect(created == 201)
            let id = try #require(transaction["id"] as? String)
            let (captured, capture) = try await SandboxOverHTTPTests.send(
                "POST", base.appendingPathComponent("transactions/\(id)/capture"), token: token,
                body: Data(#"{"amount":800}"#.utf8))
            #expect(captured == 200)
            #expect(capture["captured_amount"] as? Int == 800)
            let (refunded, refund) = try await SandboxOverHTTPTests.send(
                "POST", base.appendingPathComponent("transactions/\(id)/refunds"), token: token,
                body: Data(#"{"amount":300}"#.utf8))
            #expect(refunded == 201)
            #expect(refund["amount"] as? Int == 300)
            let (listed, list) = try await SandboxOverHTTPTests.send(
                "GET", base.appendingPathComponent("transactions"), token: token)
            #expect(listed == 200)
            let item = try #require((list["items"] as? [[String: Any]])?.first)
            #expect(item["refunded_amount"] as? Int == 300)
            #expect(item["three_d_secure"] == nil, "a summary has only the TransactionSummary members")
        }
    }

    @Test func scopesFollowTheSpec() async throws {
        try await SandboxOverHTTPTests.withServer { base, _ in
            let embed = try DevelopmentToken.make(now: SandboxHarness.now, id: UUID(), scopes: ["embed"])
            let reader = try DevelopmentToken.make(now: SandboxHarness.now, id: UUID(), scopes: ["transactions.read"])
            let body = Data(
                #"{"amount":1000,"currency":"EUR","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30"}}"#
                    .utf8)
            let url = base.appendingPathComponent("transactions")
            let (byEmbed, transaction) = try await SandboxOverHTTPTests.send("POST", url, token: embed, body: body)
            #expect(byEmbed == 201, "the spec lets an embed token create a transaction")
            let id = try #require(transaction["id"] as? String)
            let capture = base.appendingPathComponent("transactions/\(id)/capture")
            #expect(try await SandboxOverHTTPTests.send("POST", capture, token: embed, body: Data("{}".utf8)).0 == 403)
            #expect(try await SandboxOverHTTPTests.send("POST", url, token: reader, body: body).0 == 403)
            #expect(try await SandboxOverHTTPTests.send("GET", url, token: reader).0 == 200)
            #expect(try await SandboxOverHTTPTests.send("GET", url, token: nil).0 == 401)
        }
    }

    @Test func hostileBodiesLeaveTheServerAnswering() async throws {
        try await SandboxOverHTTPTests.withServer { base, token in
            let url = base.appendingPathComponent("transactions")
            let metadata = (0..<10_000).map { #""k\#($0)":"v""# }.joined(separator: ",")
            let card = #""payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30"}"#
            for body in [
                #"{"amount":1,"currency":"USD",\#(card),"metadata":{\#(metadata)}}"#,
                #"{"amount":-1,"currency":"USD",\#(card)}"#, #"{"amount":1.5,"currency":"USD",\#(card)}"#,
                #"{"amount":1,"currency":"ZZZ",\#(card)}"#, String(repeating: "[", count: 5000), "{",
            ] {
                let (status, error) = try await SandboxOverHTTPTests.send(
                    "POST", url, token: token, body: Data(body.utf8))
                #expect(status == 400)
                #expect(error["type"] as? String == "error")
            }
            let (created, _) = try await SandboxOverHTTPTests.send(
                "POST", url, token: token, body: Data(#"{"amount":1,"currency":"USD",\#(card)}"#.utf8))
            #expect(created == 201)
            let (_, list) = try await SandboxOverHTTPTests.send("GET", url, token: token)
            #expect((list["items"] as? [Any])?.count == 1, "only the good request stored a transaction")
        }
    }
}
