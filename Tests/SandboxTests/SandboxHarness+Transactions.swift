import Foundation
import Testing
import Transport

@testable import Sandbox

extension SandboxHarness {
    /// A `TransactionCreate` body paying `amount` USD with the card `number` (expiry 12/30, CVC 123);
    /// `extra` adds members (such as `,"intent":"capture"`).
    static func cardBody(_ number: String, amount: Int = 1299, _ extra: String = "") -> String {
        #"{"amount":\#(amount),"currency":"USD","payment_method":{"method":"card","number":"\#(number)","expiration_date":"12/30","security_code":"123"}\#(extra)}"#
    }

    /// `POST /transactions` with `json`, and an `idempotency-key` when given.
    func postTransaction(_ json: String, key: String? = nil, headers: HTTPHeaders = [:]) async -> HTTPResponse {
        var all = headers
        if let key { all["idempotency-key"] = key }
        return await send(.post, "/transactions", json: json, headers: all)
    }

    /// Creates a transaction paid with the card `number` and returns it; throws unless it answered 201.
    func createTransaction(_ number: String, amount: Int = 1299, _ extra: String = "") async throws -> [String: Any] {
        let response = await postTransaction(Self.cardBody(number, amount: amount, extra))
        guard response.status == 201 else { throw HarnessError.unexpected(response.status, response.text) }
        return response.object
    }

    /// A new session with the card named `name` tokenized into it and authenticated (frictionless or
    /// the start of a challenge); its id and the authenticate answer.
    func authenticatedSession(card name: String) async throws -> (String, HTTPResponse) {
        let card = try #require(TestCard.named(name))
        let session = try await session(with: card)
        let server = try DirectoryServer.forScheme(card.scheme)
        let sdk = try TestThreeDSSDK()
        let form: TestThreeDSSDK.DeviceDataForm = server.id == DirectoryServer.rsaID ? .rsa : .directWithEPK
        let body = try sdk.authenticateBody(deviceData: sdk.encryptDeviceData(to: server, form: form))
        return (session, try await authenticate(session, body: body))
    }

    /// `POST /transactions` paid with checkout session `session`.
    func paySession(_ session: String, amount: Int = 1299, _ extra: String = "") async -> HTTPResponse {
        await postTransaction(
            #"{"amount":\#(amount),"currency":"USD","payment_method":{"method":"checkout-session","id":"\#(session)"}\#(extra)}"#
        )
    }
}

extension [String: Any] {
    /// The member `key` as a string.
    func string(_ key: String) -> String? { self[key] as? String }
    /// The member `key` as an integer.
    func int(_ key: String) -> Int? { self[key] as? Int }
    /// The member `key` as an object.
    func object(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }
}
