import Foundation
import Gr4vyClient
import Testing
import Transport

/// Statuses, bodies and transport failures mapped to ``Gr4vyError``.
@Suite struct Gr4vyErrorMappingTests {
    static let statuses: [(Int, String)] = [
        (400, "correct the fields"), (401, "missing or has expired"), (403, "lacks the scope"),
        (404, "is unknown"), (409, "conflicts"), (429, "Too many requests"), (500, "try again later"),
    ]

    private func failure(_ mock: MockTransport) async throws -> Gr4vyError {
        let request = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD", bin: "411111"))
        do throws(Gr4vyError) {
            _ = try await Fixtures.client(mock).cardDetails.get(request: request)
        } catch {
            return error
        }
        throw CancellationError()
    }

    @Test(arguments: statuses)
    func gr4vyErrorBodiesAreParsed(status: Int, advice: String) async throws {
        let body = """
            {"type":"error","code":"code_\(status)","status":\(status),"message":"Message \(status)",
             "details":[{"location":"query","pointer":"/bin","message":"must be 6 to 8 digits","type":"value_error"}]}
            """
        let error = try await failure(.successful(status: status, body: body))
        guard case .httpError(let code, let data, let message) = error.kind else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(code == status && message == "Message \(status)" && data == Data(body.utf8))
        #expect(error.statusCode == status)
        let api = try #require(error.apiError)
        #expect(api.code == "code_\(status)" && api.status == status)
        #expect(
            api.details == [
                Gr4vyAPIErrorDetail(
                    location: "query", pointer: "/bin", message: "must be 6 to 8 digits", type: "value_error")
            ])
        #expect(error.description.hasPrefix("HTTP \(status): Message \(status) (query /bin: must be 6 to 8 digits)."))
        #expect(error.description.contains(advice))
    }

    @Test func secretsAServerEchoesStayOutOfTheDescription() async throws {
        let body = """
            {"type":"error","code":"bad_request","status":400,
             "message":"Card 4111 1111 1111 1111 refused for Bearer tok_live_secret",
             "details":[{"location":"body","pointer":"/payment_method/number","message":"4111111111111111 is bad"}]}
            """
        let error = try await failure(.successful(status: 400, body: body))
        for secret in ["4111 1111 1111 1111", "4111111111111111", "tok_live_secret"] {
            #expect(!error.description.contains(secret), "\(error.description)")
        }
        #expect(error.description.hasPrefix("HTTP 400: Card [REDACTED] refused for Bearer [REDACTED]"))
        #expect(error.description.contains("body /payment_method/number: [REDACTED] is bad"))
    }

    @Test(arguments: statuses)
    func emptyAndHTMLBodiesStillExplainTheStatus(status: Int, advice: String) async throws {
        let empty = try await failure(.successful(status: status, body: ""))
        #expect(empty.apiError == nil)
        #expect(empty.description.contains("answered \(status) with an empty body"))
        #expect(empty.description.contains(advice))

        let html = MockTransport { _ in
            HTTPResponse(
                status: status, headers: ["Content-Type": "text/html"], body: Data("<html><h1>Bad</h1></html>".utf8))
        }
        let htmlError = try await failure(html)
        #expect(htmlError.apiError == nil)
        #expect(htmlError.description.contains("with an HTML body of 25 bytes"))
        #expect(htmlError.statusCode == status)
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .cannotConnectToHost])
    func transportFailuresAreNetworkErrors(code: URLError.Code) async throws {
        let error = try await failure(.failing(URLError(code)))
        guard case .networkError(let urlError) = error.kind else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(urlError.code == code)
    }

    @Test func timeoutIsReportedWithAdvice() async throws {
        let error = try await failure(.failing(URLError(.timedOut)))
        #expect(error.description == "The request timed out. Try again or raise the timeout.")
    }

    @Test func otherErrorsAreWrapped() async throws {
        struct Odd: Error {}
        let wrapped = try await failure(.failing(Odd()))
        guard case .networkError(let urlError) = wrapped.kind else {
            Issue.record("not a network error")
            return
        }
        #expect(urlError.code == .unknown)
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let mock = MockTransport { _ in
            try await Task.sleep(for: .seconds(600))
            return HTTPResponse(status: 200)
        }
        let gr4vy = try Fixtures.client(mock)
        let task = Task { () async throws(Gr4vyError) -> Gr4vyPaymentOptionsResponse in
            try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        }
        while mock.requests.isEmpty { await Task.yield() }
        task.cancel()
        let result = await task.result
        guard case .failure(let failure as Gr4vyError) = result, case .networkError(let error) = failure.kind else {
            Issue.record("unexpected \(result)")
            return
        }
        #expect(error.code == .cancelled)
    }

    @Test func aCancelledTaskSendsNothing() async throws {
        let mock = MockTransport.successful()
        let gr4vy = try Fixtures.client(mock)
        let task = Task { () async throws(Gr4vyError) -> Gr4vyPaymentOptionsResponse in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        }
        let result = await task.result
        guard case .failure(let failure as Gr4vyError) = result, case .networkError(let error) = failure.kind else {
            Issue.record("not cancelled")
            return
        }
        #expect(error.code == .cancelled)
        #expect(mock.requests.isEmpty)
    }
}
