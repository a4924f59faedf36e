import Foundation
import Testing
import Transport

@testable import Gr4vyClient

/// Every ``Gr4vyError`` names what went wrong, the API call and the error underneath, in neutral words.
@Suite struct Gr4vyErrorContextTests {
    private static let card = Gr4vyCardData(
        paymentMethod: .card(Gr4vyCardPaymentMethod(number: "4111111111111111", expirationDate: "12/30")))

    private func tokenizeFailure(_ mock: MockTransport, session: String = "a1b2") async throws -> Gr4vyError {
        do throws(Gr4vyError) {
            _ = try await Fixtures.client(mock).tokenize(checkoutSessionId: session, cardData: Self.card)
        } catch {
            return error
        }
        throw CancellationError()
    }

    @Test func anHTTPErrorNamesTheOperationMethodAndPath() async throws {
        let body = #"{"type":"error","code":"unauthorized","status":401,"message":"No valid API authentication found"}"#
        let error = try await tokenizeFailure(.successful(status: 401, body: body))
        #expect(
            error.operation
                == Gr4vyOperation(
                    id: "update_checkout_session_fields", method: .put, path: "/checkout/sessions/a1b2/fields"))
        #expect(error.statusCode == 401 && error.apiError?.code == "unauthorized")
        #expect(error.failureReason == "HTTP 401: No valid API authentication found.")
        #expect(error.debugDescription.contains("update_checkout_session_fields (PUT /checkout/sessions/a1b2/fields)"))
    }

    @Test(arguments: [400, 401, 403, 404, 409, 429, 500])
    func adviceNamesNoSDKMethodAndCallersCanReplaceIt(status: Int) async throws {
        var error = try await tokenizeFailure(.successful(status: status, body: "{}"))
        let advice = try #require(error.advice)
        #expect(advice.range(of: #"[A-Za-z]\("#, options: .regularExpression) == nil, "\(advice)")
        #expect(error.description.hasSuffix(advice))
        error.advice = "Run 'tessera token create'."
        #expect(error.description == "\(error.failureReason!) Run 'tessera token create'.")
        #expect(error.recoverySuggestion == "Run 'tessera token create'.")
    }

    @Test func anEmptySessionIdIsInvalidInputAndNothingIsSent() async throws {
        let mock = MockTransport.successful()
        let error = try await tokenizeFailure(mock, session: "  ")
        guard case .invalidInput(let message) = error.kind else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(message.contains("checkout session id is empty"))
        #expect(error.operation?.id == "update_checkout_session_fields")
        #expect(mock.requests.isEmpty)
    }

    @Test func aTransportFailureKeepsTheUnderlyingError() async throws {
        struct Refused: Error, Equatable {}
        let error = try await tokenizeFailure(.failing(Refused()))
        #expect(error.kind == .networkError(URLError(.unknown)))
        #expect(error.underlyingError as? Refused == Refused())
        #expect(error.operation?.method == .put)
    }

    @Test func aBodyOfTheWrongShapeIsADecodingErrorWithTheDecoderError() async throws {
        let mock = MockTransport.successful(body: #"{"items":"none"}"#)
        do throws(Gr4vyError) {
            _ = try await Fixtures.client(mock).paymentOptions.list(request: Gr4vyPaymentOptionRequest())
            Issue.record("decoded a wrong body")
        } catch {
            #expect(error.kind == .responseDecoding("the field 'items' has the wrong type or is null."))
            #expect(error.underlyingError is DecodingError)
            #expect(
                error.operation == Gr4vyOperation(id: "list_payment_options", method: .post, path: "/payment-options"))
        }
    }

    @Test func aBodyThatCannotBeEncodedIsARequestEncodingError() {
        struct Unencodable: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(Double.nan)
            }
        }
        let api = Gr4vyAPI(
            baseURL: URL(string: Fixtures.sandboxBase)!, transport: MockTransport.successful(),
            credentials: Gr4vyCredentials(token: nil, merchantId: nil), defaultTimeout: 30)
        let operation = Gr4vyOperation(id: "list_payment_options", method: .post, path: "/payment-options")
        do throws(Gr4vyError) {
            _ = try api.encode(Unencodable(), for: operation)
            Issue.record("encoded NaN")
        } catch {
            #expect(error.kind == .requestEncoding && error.operation == operation)
            #expect(error.underlyingError is EncodingError)
            #expect(error.description.hasPrefix("The request body could not be encoded: "))
        }
    }

    @Test func configurationErrorsHaveNoOperation() {
        #expect(throws: Gr4vyError.self) { try Gr4vy(gr4vyId: "", transport: MockTransport.successful()) }
        do throws(Gr4vyError) {
            _ = try Gr4vy(gr4vyId: "-bad-", transport: MockTransport.successful())
        } catch {
            #expect(error.kind == .invalidGr4vyId && error.operation == nil && error.underlyingError == nil)
        }
    }
}
