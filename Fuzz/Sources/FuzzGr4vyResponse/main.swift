import Foundation
import FuzzSupport
import Gr4vyClient
import Transport

// The Gr4vy client's response decoders: each service's call answered with the fuzz input as the body.
// Invariants: a 2xx body either decodes or is a decodingError; any other status is an httpError carrying that status;
// nothing else is thrown.

struct Canned: HTTPTransport {
    let response: HTTPResponse
    func send(_ request: HTTPRequest) async throws -> HTTPResponse { response }
}

let statuses = [200, 201, 400, 401, 404, 409, 422, 500, 502]

func call(_ client: Gr4vy, _ service: Int) async throws {
    switch service {
    case 0:
        _ = try await client.paymentOptions.list(
            request: Gr4vyPaymentOptionRequest(
                metadata: [:], country: nil, currency: nil, amount: nil, locale: "en", cartItems: nil))
    case 1: _ = try await client.cardDetails.get(request: Gr4vyCardDetailsRequest(cardDetails: .init(currency: "GBP")))
    case 2:
        _ = try await client.paymentMethods.list(
            request: Gr4vyBuyersPaymentMethodsRequest(paymentMethods: .init(buyerId: "buyer")))
    case 3: _ = try await client.checkoutSession.get(checkoutSessionId: "4137b1cf-39ac-42a8-bad6-1c680d5dab6b")
    default:
        _ = try await client.buyers.create(request: Gr4vyBuyerCreateRequest(buyer: .init(externalIdentifier: "fuzz")))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(Fuzzer.bytes(start, count))
    let service = input.choice(5)
    let status = statuses[input.choice(statuses.count)]
    let response = HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(input.rest()))
    let client = try! Gr4vy(
        gr4vyId: "fuzz", token: "token", server: .sandbox,
        session: Gr4vyTransportSession(transport: Canned(response: response)))
    let failure: (any Error)? = Fuzzer.wait {
        do {
            try await call(client, service)
            return nil
        } catch {
            return error
        }
    }
    switch failure.map({ $0 as? Gr4vyError }) {
    case nil: Fuzzer.require(response.isSuccess, "service \(service) accepted status \(status)")
    case .decodingError?: Fuzzer.require(response.isSuccess, "status \(status) was decoded")
    case .httpError(let code, _, _)?:
        Fuzzer.require(code == status && !response.isSuccess, "httpError \(code) for \(status)")
    case let other:
        Fuzzer.require(false, "service \(service) threw \(String(describing: failure)) \(String(describing: other))")
    }
    return 0
}

Fuzzer.run(testOneInput)
