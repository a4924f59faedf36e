import Foundation
import Gr4vyClient
import TesseraCore
import Testing
import ThreeDS
import Transport

/// Helpers shared by the client tests.
enum Fixtures {
    static let sandboxBase = "https://api.sandbox.acme.gr4vy.app"

    /// A sandbox client for `acme` whose requests all go to `transport`, with an in-memory 3-D Secure app id.
    static func client(
        _ transport: MockTransport, token: String? = "tok_123", merchantId: String? = nil,
        server: Gr4vyServer = .sandbox,
        timeout: TimeInterval = 30, debugMode: Bool = false, gr4vyId: String = "acme",
        presenter: (any ChallengePresenter)? = nil
    ) throws -> Gr4vy {
        try Gr4vy(
            gr4vyId: gr4vyId, token: token, merchantId: merchantId, server: server, timeout: timeout,
            debugMode: debugMode, session: Gr4vyTransportSession(transport: transport),
            threeDS: Gr4vyThreeDSConfiguration(appIDStore: InMemorySDKAppIDStore(), presenter: presenter))
    }

    /// The sandbox setup of `acme`.
    static func setup(token: String? = "tok_123", merchantId: String? = nil, timeout: TimeInterval = 30) -> Gr4vySetup {
        Gr4vySetup(gr4vyId: "acme", token: token, merchantId: merchantId, server: .sandbox, timeout: timeout)
    }

    /// A payment-options request with only what the initializer requires.
    static let paymentOptionsRequest = Gr4vyPaymentOptionRequest(
        metadata: [:], country: nil, currency: nil, amount: nil, locale: "en", cartItems: nil)

    /// A card-details request for a Visa BIN.
    static let cardDetailsRequest = Gr4vyCardDetailsRequest(
        cardDetails: Gr4vyCardDetails(currency: "USD", bin: "424242"))

    /// A buyer payment-methods request by buyer id.
    static let paymentMethodsRequest = Gr4vyBuyersPaymentMethodsRequest(
        paymentMethods: Gr4vyBuyersPaymentMethods(buyerId: "b-1"))

    /// A Visa test card with a security code.
    static let card = Gr4vyCardData(
        paymentMethod: .card(
            CardPaymentMethod(number: "4111111111111111", expirationDate: "12/30", securityCode: "737")))

    /// `text` parsed as JSON, for comparing bodies as JSON rather than as bytes.
    static func json(_ text: String) -> JSONValue? {
        JSONValue(parsing: Data(text.utf8))
    }

    /// A body parsed as JSON.
    static func json(_ data: Data?) -> JSONValue? {
        data.flatMap(JSONValue.init(parsing:))
    }

    /// `value` encoded and parsed as JSON.
    static func encoded(_ value: some Encodable) throws -> JSONValue? {
        json(try JSONEncoder().encode(value))
    }

    /// `text` decoded as `T`.
    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// The query of a request as name/value pairs in order.
    static func query(_ request: HTTPRequest) -> [String] {
        request.queryItems.map { "\($0.name)=\($0.value ?? "")" }
    }

    /// Checks the headers every request carries.
    static func expectCommonHeaders(
        _ request: HTTPRequest, token: String? = "tok_123", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(request.headers["Content-Type"] == "application/json", sourceLocation: sourceLocation)
        #expect(request.headers["User-Agent"] == Gr4vySDK.userAgent, sourceLocation: sourceLocation)
        #expect(request.headers["Authorization"] == token.map { "Bearer \($0)" }, sourceLocation: sourceLocation)
    }

    /// The ``Gr4vyError`` `operation` throws; records an issue when it throws none or another error.
    static func gr4vyError(
        sourceLocation: SourceLocation = #_sourceLocation, _ operation: () async throws -> Void
    ) async -> Gr4vyError? {
        do {
            try await operation()
            Issue.record("no error was thrown", sourceLocation: sourceLocation)
        } catch let error as Gr4vyError {
            return error
        } catch {
            Issue.record("\(error) is not a Gr4vyError", sourceLocation: sourceLocation)
        }
        return nil
    }
}

/// Collects log entries in memory.
struct LogBuffer: Sendable {
    private let entries = Locked<[String]>([])

    var sink: LogSink { LogSink { entry in entries.withLock { $0.append(entry) } } }

    var text: String { entries.value.joined(separator: "\n") }
}
