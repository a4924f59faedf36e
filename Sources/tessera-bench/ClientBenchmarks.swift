import Foundation
import Gr4vyClient
import Transport

/// `tessera-bench client`: one card-details round trip through the Gr4vy client and an in-memory transport.
enum ClientBenchmarks {
    /// Answers every request with the same card-details body, without any I/O.
    struct CannedTransport: HTTPTransport {
        let response: HTTPResponse

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            blackHole(request)
            return response
        }
    }

    static let body = Data(
        """
        {"type":"card-detail","id":"42424242","card_type":"credit","scheme":"visa","additional_schemes":["cirrus"],
         "scheme_icon_url":"https://cdn.example/visa.svg","country":"US",
         "required_fields":{"first_name":true,"last_name":true,"address":{"city":true,"postal_code":true}}}
        """.utf8)

    /// Runs the suite.
    static func run() async {
        let transport = CannedTransport(response: HTTPResponse(status: 200, body: body))
        guard
            let gr4vy = try? Gr4vy(
                gr4vyId: "acme", token: "token", merchantId: "m-1", server: .sandbox,
                session: Gr4vyTransportSession(transport: transport))
        else {
            print("client: could not create the client")
            return
        }
        let details = Gr4vyCardDetails(
            currency: "USD", amount: "1299", bin: "42424242", country: "US", intent: "authorize",
            isSubsequentPayment: false, merchantInitiated: false, metadata: #"{"order":"42"}"#)
        await Benchmark.measureAsync("card-details round trip (build, encode, send, decode)", iterations: 5_000) {
            let response = try? await gr4vy.cardDetails.get(request: Gr4vyCardDetailsRequest(cardDetails: details))
            blackHole(response)
        }
    }
}
