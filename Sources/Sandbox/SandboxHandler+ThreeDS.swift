import Foundation
import JOSE
import TesseraCore
import Transport

extension SandboxHandler {
    /// The 3-D Secure protocol version the emulator speaks.
    static let threeDSMessageVersion = "2.2.0"
    /// The `api_key` the version route hands to the SDK (the emulator's SDK needs none).
    static let threeDSAPIKey = "tessera-sandbox-3ds"
    /// The ACS's reference number in `acsSignedContent` and the challenge parameters.
    static let acsReferenceNumber = "tessera-sandbox-acs"

    /// The ACS challenge endpoint over this handler's store.
    var acsEndpoint: ACSEndpoint { ACSEndpoint(store: store, environment: environment, storageFailure: storageFailure) }

    /// `GET /checkout/sessions/{id}/three-d-secure-version`: the directory server for the session's card.
    func threeDSVersion(sessionID: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let session = try existingSession(sessionID, request, allowExpired: false, byID: true)
        let (method, _) = try sessionCard(session)
        let server = try DirectoryServer.forScheme(method.scheme)
        return Self.json(
            200,
            [
                "directory_server_id": .string(server.id), "message_version": .string(Self.threeDSMessageVersion),
                "api_key": .string(Self.threeDSAPIKey),
            ])
    }

    /// `POST /checkout/sessions/{id}/three-d-secure-authenticate`: validates the SDK's parameters,
    /// decrypts its device data, and decides by the session's card: `FINISH`, `ERROR` or `CHALLENGE`
    /// (with `transaction_status` `C`, as the ARes of a challenge has).
    ///
    /// A card outside ``TestCard/all`` authenticates frictionlessly (`Y`).
    func threeDSAuthenticate(sessionID: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let session = try existingSession(sessionID, request, allowExpired: false, byID: true)
        let body = try Self.bodyObject(request)
        let (method, card) = try sessionCard(session)
        let server = try DirectoryServer.forScheme(method.scheme)
        let parameters = try ThreeDSAuthenticateRequest(body, server: server)
        switch card?.behaviour ?? .frictionless("Y") {
        case .frictionless(let status):
            try record(session, method: "frictionless", status)
            var answer: [String: JSONValue] = ["indicator": "FINISH", "transaction_status": .string(status)]
            if status == "R" {
                answer["cardholder_info"] = "Your bank declined to authenticate this payment. Use another card."
            }
            return Self.json(200, .object(answer))
        case .error:
            try record(session, method: nil, nil)
            return Self.json(200, ["indicator": "ERROR"])
        case .challenge(let scenario):
            let challenge = try startChallenge(scenario, session: session, parameters: parameters, request: request)
            try record(
                session, method: "challenge", nil, acsTransactionID: challenge["acs_transaction_id"]?.string)
            return Self.json(200, ["indicator": "CHALLENGE", "transaction_status": "C", "challenge": challenge])
        }
    }

    /// Records the authentication's outcome on `session`, for the transaction paid with it.
    private func record(
        _ session: CheckoutSessionRecord, method: String?, _ status: String?, acsTransactionID: String? = nil
    ) throws {
        let outcome = TransactionThreeDSecure.record(
            method: method, transStatus: status, acsTransactionID: acsTransactionID)
        guard try store.recordThreeDSecure(of: session, outcome) else {
            throw Self.unknownSession(session.id)
        }
    }

    /// The stored card method of `session`, and the test card it is (matched by fingerprint), if any.
    func sessionCard(_ session: CheckoutSessionRecord) throws -> (StoredPaymentMethod, TestCard?) {
        guard let id = session.paymentMethodID,
            let method = try store.paymentMethod(id: id, account: session.merchantAccountID),
            method.method == "card", method.fingerprint != nil
        else {
            let message = "The checkout session holds no card; PUT a card to its fields first"
            throw APIError(
                status: 400, code: "bad_request", message: message,
                details: [.init(location: "path", pointer: "/session_id", message: message, type: "missing_card")])
        }
        return (method, try testCard(of: method))
    }

    /// Stores a new ACS challenge and returns the response's `challenge` member.
    private func startChallenge(
        _ scenario: ACSScenario, session: CheckoutSessionRecord, parameters: ThreeDSAuthenticateRequest,
        request: HTTPRequest
    ) throws -> JSONValue {
        let acsKey = try JWK.generate(curve: .p256)
        let sessionKey = try ThreeDSKeyDerivation.key(
            privateKey: acsKey, sdkPublicKey: parameters.sdkEphemeralPublicKey,
            agreementInfo: parameters.sdkReferenceNumber)
        let challenge = ACSChallengeRecord(
            acsTransactionID: environment.makeID().uuidString.lowercased(),
            serverTransactionID: environment.makeID().uuidString.lowercased(),
            sdkTransactionID: parameters.sdkTransactionID, sessionID: session.id,
            messageVersion: Self.threeDSMessageVersion, scenario: scenario, sessionKey: sessionKey)
        try store.insert(challenge, at: environment.clock.now())
        let signed = try ACSSigner.signedContent(
            acsTransactionID: challenge.acsTransactionID, acsURL: Self.acsURL(for: request),
            acsEphemeralKey: try acsKey.publicKey, sdkEphemeralKey: parameters.sdkEphemeralPublicKey,
            corrupt: scenario == .badSignature)
        return [
            "server_transaction_id": .string(challenge.serverTransactionID),
            "acs_transaction_id": .string(challenge.acsTransactionID),
            "acs_reference_number": .string(Self.acsReferenceNumber), "acs_signed_content": .string(signed),
            "acs_rendering_type": scenario.renderingType,
        ]
    }

    /// The ACS URL on the base URL the request came to (its scheme, host and port).
    static func acsURL(for request: HTTPRequest) -> String {
        var components = URLComponents()
        components.scheme = request.url.scheme ?? "http"
        components.host = request.url.host ?? "127.0.0.1"
        components.port = request.url.port
        components.path = ACSEndpoint.path
        return components.string ?? "http://127.0.0.1" + ACSEndpoint.path
    }
}
