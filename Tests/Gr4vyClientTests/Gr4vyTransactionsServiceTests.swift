import Foundation
import Gr4vyClient
import Testing
import Transport

/// `Gr4vyTransactionsService` against a mock transport: what each call sends (checked against the
/// transactions document, `Tests/Spec/gr4vy-openapi-transactions.json`) and how leniently it reads answers.
@Suite struct Gr4vyTransactionsServiceTests {
    static let id = "fe26475d-ec3e-4884-9553-f7356683f7f9"
    static let session = "4137b1cf-39ac-42a8-bad6-1c680d5dab6b"
    static let transaction =
        #"{"type":"transaction","id":"fe26475d-ec3e-4884-9553-f7356683f7f9","status":"capture_succeeded","amount":1299,"#
        + #""captured_amount":1299,"refunded_amount":500,"currency":"USD","intent":"capture","#
        + #""checkout_session_id":"4137b1cf-39ac-42a8-bad6-1c680d5dab6b","avs_response_code":"match","x_new":[1,{"a":null}]}"#

    /// The transactions document's `components.schemas` and `paths`.
    static var document: [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Spec/gr4vy-openapi-transactions.json")
        let data = (try? Data(contentsOf: url)) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    /// The properties and required members of the schema `name`.
    static func schema(_ name: String) -> (properties: Set<String>, required: Set<String>) {
        let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any]
        let schema = schemas?[name] as? [String: Any] ?? [:]
        let properties = (schema["properties"] as? [String: Any]).map { Set($0.keys) } ?? []
        return (properties, Set(schema["required"] as? [String] ?? []))
    }

    /// The names of the parameters `in` (`query` or `header`) of the operation `method` `path`.
    static func parameters(_ method: String, _ path: String, in place: String) -> Set<String> {
        let paths = document["paths"] as? [String: Any]
        let operation = (paths?[path] as? [String: Any])?[method] as? [String: Any]
        let parameters = operation?["parameters"] as? [[String: Any]] ?? []
        return Set(parameters.filter { $0["in"] as? String == place }.compactMap { $0["name"] as? String })
    }

    /// Expects `body` to be an object holding only members of the schema `name`, and all its required ones.
    static func expectValid(_ body: Data?, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .object(let members)? = Fixtures.json(body) else {
            Issue.record("the body is not a JSON object", sourceLocation: sourceLocation)
            return
        }
        let (properties, required) = schema(name)
        #expect(!properties.isEmpty, "\(name) is in the document", sourceLocation: sourceLocation)
        #expect(Set(members.keys).isSubset(of: properties), "\(members.keys)", sourceLocation: sourceLocation)
        #expect(
            required.isSubset(of: Set(members.keys)), "\(name) requires \(required)", sourceLocation: sourceLocation)
    }

    @Test func createSendsAValidBodyAndTheIdempotencyKeyAndKeepsTheWholeAnswer() async throws {
        let transport = MockTransport.successful(status: 201, body: Self.transaction)
        let request = Gr4vyTransactionCreateRequest(
            transaction: Gr4vyTransactionCreate(
                amount: 1299, currency: "USD", paymentMethod: .checkoutSession(id: Self.session), intent: "capture",
                externalIdentifier: "order-42", metadata: ["order": "42"]),
            idempotencyKey: "order-42-pay", merchantId: "m-2")
        let paid = try await Fixtures.client(transport, merchantId: "m-1").transactions.create(request: request)
        let sent = try #require(transport.requests.first)
        #expect(sent.method == .post && sent.url.absoluteString == Fixtures.sandboxBase + "/transactions")
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["idempotency-key"] == "order-42-pay")
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "m-2")
        #expect(Self.parameters("post", "/transactions", in: "header").isSuperset(of: ["idempotency-key"]))
        Self.expectValid(sent.body, "TransactionCreate")
        #expect(
            Fixtures.json(sent.body)
                == Fixtures.json(
                    #"{"amount":1299,"currency":"USD","intent":"capture","external_identifier":"order-42","#
                        + #""metadata":{"order":"42"},"payment_method":{"method":"checkout-session","id":"\#(Self.session)"}}"#
                ))
        #expect(paid.id == Self.id && paid.status == "capture_succeeded" && paid.intent == "capture")
        #expect(paid.amount == 1299 && paid.capturedAmount == 1299 && paid.refundedAmount == 500)
        #expect(paid.currency == "USD" && paid.checkoutSessionId == Self.session)
        #expect(paid.json == Fixtures.json(Self.transaction), "the whole answer, unknown members included")
        #expect(try Fixtures.encoded(paid) == Fixtures.json(Self.transaction), "encoding writes the answer as sent")
    }

    @Test func aStoredMethodAndNoKeySendNoIdempotencyHeader() async throws {
        let transport = MockTransport.successful(status: 201, body: Self.transaction)
        let request = Gr4vyTransactionCreateRequest(
            transaction: Gr4vyTransactionCreate(
                amount: 0, currency: "EUR", paymentMethod: .storedPaymentMethod(id: Self.id), buyerId: Self.id))
        _ = try await Fixtures.client(transport).transactions.create(request: request)
        let sent = try #require(transport.requests.first)
        #expect(sent.headers["idempotency-key"] == nil)
        Self.expectValid(sent.body, "TransactionCreate")
        #expect(Fixtures.json(sent.body)?["payment_method"] == Fixtures.json(#"{"method":"id","id":"\#(Self.id)"}"#))
        #expect(Fixtures.json(sent.body)?["buyer_id"] == .string(Self.id))
    }

    @Test func aKeyWithALineBreakIsRefusedBeforeSending() async throws {
        let transport = MockTransport.successful(status: 201, body: Self.transaction)
        let request = Gr4vyTransactionCreateRequest(
            transaction: Gr4vyTransactionCreate(amount: 1, currency: "USD"), idempotencyKey: "a\r\nx-evil: 1")
        let error = await Fixtures.gr4vyError {
            _ = try await Fixtures.client(transport).transactions.create(request: request)
        }
        guard case .badURL(let message)? = error else { return #expect(Bool(false), "\(String(describing: error))") }
        #expect(message.contains("idempotency-key header"))
        #expect(transport.requests.isEmpty)
    }

    @Test func listSendsTheDocumentsQueryParametersWithAStatusPerValue() async throws {
        let body =
            #"{"items":[\#(Self.transaction),{"id":"x","amount":"12"}],"limit":2,"next_cursor":"abc","previous_cursor":null}"#
        let transport = MockTransport.successful(body: body)
        let page = try await Fixtures.client(transport).transactions.list(
            request: Gr4vyTransactionListRequest(
                statuses: ["capture_succeeded", "authorization_succeeded"], buyerId: Self.id,
                checkoutSessionId: Self.session, limit: 2, cursor: "a+b/c="))
        let sent = try #require(transport.requests.first)
        #expect(sent.method == .get && sent.path == "/transactions" && sent.body == nil)
        #expect(
            Fixtures.query(sent) == [
                "status=capture_succeeded", "status=authorization_succeeded", "buyer_id=\(Self.id)",
                "checkout_session_id=\(Self.session)", "limit=2", "cursor=a+b/c=",
            ])
        let names = Set(sent.queryItems.map(\.name))
        #expect(names.isSubset(of: Self.parameters("get", "/transactions", in: "query")))
        #expect(page.items.map(\.id) == [Self.id, "x"])
        #expect(page.items[1].amount == nil, "a string amount reads as nil, not as an error")
        #expect(page.nextCursor == "abc" && page.previousCursor == nil)
        #expect(page.json == Fixtures.json(body))
    }

    @Test func anEmptyListSendsNoQuery() async throws {
        let transport = MockTransport.successful(body: #"{"items":[]}"#)
        let page = try await Fixtures.client(transport).transactions.list(request: Gr4vyTransactionListRequest())
        #expect(try #require(transport.requests.first).url.absoluteString == Fixtures.sandboxBase + "/transactions")
        #expect(page.items.isEmpty && page.nextCursor == nil)
    }

    @Test func getCaptureVoidAndRefundSendTheirPathsAndValidBodies() async throws {
        let refund =
            #"{"type":"refund","id":"r-1","transaction_id":"\#(Self.id)","status":"succeeded","amount":500,"currency":"USD","reason":"part"}"#
        let transport = MockTransport { request in
            let body = request.path.hasSuffix("/refunds") ? refund : Self.transaction
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
        let service = try Fixtures.client(transport).transactions
        _ = try await service.get(transactionId: Self.id, merchantId: "m-9")
        _ = try await service.capture(transactionId: Self.id, amount: 1000)
        _ = try await service.capture(transactionId: Self.id)
        _ = try await service.void(transactionId: Self.id)
        let made = try await service.refund(transactionId: Self.id, amount: 500, reason: "part")
        let requests = transport.requests
        #expect(
            requests.map { "\($0.method.rawValue) \($0.path)" } == [
                "GET /transactions/\(Self.id)", "POST /transactions/\(Self.id)/capture",
                "POST /transactions/\(Self.id)/capture", "POST /transactions/\(Self.id)/void",
                "POST /transactions/\(Self.id)/refunds",
            ])
        #expect(requests[0].headers["x-gr4vy-merchant-account-id"] == "m-9" && requests[0].body == nil)
        Self.expectValid(requests[1].body, "TransactionCaptureCreate")
        #expect(Fixtures.json(requests[1].body) == Fixtures.json(#"{"amount":1000}"#))
        #expect(Fixtures.json(requests[2].body) == Fixtures.json("{}"), "no amount captures all")
        #expect(requests[3].body == nil)
        Self.expectValid(requests[4].body, "TransactionRefundCreate")
        #expect(Fixtures.json(requests[4].body) == Fixtures.json(#"{"amount":500,"reason":"part"}"#))
        #expect(made.id == "r-1" && made.transactionId == Self.id && made.status == "succeeded")
        #expect(made.amount == 500 && made.currency == "USD" && made.json == Fixtures.json(refund))
    }

    @Test func anIdIsEscapedInThePathAndAnEmptyOneIsRefused() async throws {
        let transport = MockTransport.successful(body: Self.transaction)
        let service = try Fixtures.client(transport).transactions
        _ = try await service.get(transactionId: "a/../b?c")
        #expect(transport.requests.first?.url.absoluteString == Fixtures.sandboxBase + "/transactions/a%2F..%2Fb%3Fc")
        let error = await Fixtures.gr4vyError { _ = try await service.void(transactionId: "") }
        #expect(error == .badURL("Transaction ID is empty"))
        #expect(transport.requests.count == 1)
    }

    @Test(arguments: [
        ("[]", "the field '' has the wrong type or is null."),
        (#"{"status":"processing"}"#, "the field 'id' is missing."),
        (#"{"id":7}"#, "the field 'id' has the wrong type or is null."),
    ])
    func anAnswerWithoutAStringIdIsADecodingErrorNamingTheCall(body: String, reason: String) async throws {
        let service = try Fixtures.client(.successful(body: body)).transactions
        let error = await Fixtures.gr4vyError { _ = try await service.get(transactionId: Self.id) }
        guard case .decodingError(let message)? = error else {
            return #expect(Bool(false), "\(String(describing: error))")
        }
        #expect(message.contains(reason), "\(message)")
    }

    @Test func anHTTPErrorPassesThroughWithTheAPIsMessage() async throws {
        let body = #"{"type":"error","code":"bad_request","status":400,"message":"Request failed validation"}"#
        let service = try Fixtures.client(.successful(status: 400, body: body)).transactions
        let error = await Fixtures.gr4vyError { _ = try await service.refund(transactionId: Self.id, amount: 99) }
        guard case .httpError(let status, _, let message)? = error else { return #expect(Bool(false)) }
        #expect(status == 400 && message == "Request failed validation")
    }

    @Test func updateSetupReachesTheTransactionsService() async throws {
        let transport = MockTransport.successful(body: Self.transaction)
        let gr4vy = try Fixtures.client(transport)
        gr4vy.updateToken("tok_new")
        _ = try await gr4vy.transactions.get(transactionId: Self.id)
        #expect(transport.requests.first?.headers["Authorization"] == "Bearer tok_new")
    }

    @Test func anOwnHTTPClientCreatesWithoutAKeyAndRefusesOneItCannotSend() async throws {
        let mock = MockHTTPClient(body: Self.transaction)
        let configuration = Gr4vyHTTPConfiguration(setup: Fixtures.setup(merchantId: "m-1"), debugMode: false)
        let service = Gr4vyTransactionsService(httpClient: mock, configuration: configuration)
        let body = Gr4vyTransactionCreate(amount: 1, currency: "USD", paymentMethod: .storedPaymentMethod(id: Self.id))
        let paid = try await service.create(request: Gr4vyTransactionCreateRequest(transaction: body, timeout: 3))
        #expect(paid.id == Self.id)
        #expect(mock.calls.map(\.merchantId) == ["m-1"] && mock.calls.first?.timeout == 3)
        let error = await Fixtures.gr4vyError {
            _ = try await service.create(request: Gr4vyTransactionCreateRequest(transaction: body, idempotencyKey: "k"))
        }
        guard case .badURL(let message)? = error else { return #expect(Bool(false)) }
        #expect(message.contains("Gr4vyHTTPClient"))
        #expect(mock.calls.count == 1, "nothing was sent without the key")
    }
}
