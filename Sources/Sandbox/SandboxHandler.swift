import Foundation
import TesseraCore
import Transport

/// The Gr4vy API emulator: answers checkout-session, tokenization, payment-option, card-detail,
/// buyer and transaction requests from SQLite state, with the real service's authentication and error shapes.
///
/// Every answer is an HTTP response: 400 (malformed JSON, failed validation), 401/403 (token), 404
/// (unknown session, buyer, transaction or route), 405 (wrong method), 409 (duplicate buyer, a used
/// checkout session, an idempotency key sent with another body), 413 (body over ``maxBodyBytes``),
/// each with a Gr4vy error body whose `details` point at the problem.
public struct SandboxHandler: HTTPHandler {
    /// The largest request body accepted.
    public static let maxBodyBytes = 1024 * 1024
    /// How long a new checkout session stays usable when its `expires_in` does not say (the spec's default).
    public static let sessionLifetime: TimeInterval = 3600

    let store: SandboxStore
    let authenticator: any SandboxAuthenticator
    let fingerprinter: any CardFingerprinter
    let environment: SandboxEnvironment
    let lookup: CardDetailsLookup
    /// Where the emulator logs what API clients are not shown (the SQL of a storage failure), or nil.
    public var diagnostics: (@Sendable (String) -> Void)?
    /// Told of each storage failure behind a 500, or nil: an emulator running inside the client's own
    /// process reports it as the local file's fault rather than as a server's.
    public var storageFaults: (@Sendable (StorageFault) -> Void)?
    /// The loopback port this emulator is served on, unset when it runs in process: a webhook
    /// subscription URL on that port is refused, so deliveries never call the emulator itself. Shared by
    /// every copy of the handler, so a server that picks its port when it starts can set it then.
    public let servedPort = ServedPort()
    /// Where each request served is recorded, redacted, for the app's dashboard; nil records nothing.
    public var requestLog: SandboxRequestLog?

    /// Creates an emulator over `store`, checking tokens with `authenticator`, hashing card numbers
    /// into fingerprints with `fingerprinter` and looking BINs up with `lookup`.
    init(
        store: SandboxStore,
        authenticator: any SandboxAuthenticator,
        fingerprinter: any CardFingerprinter,
        environment: SandboxEnvironment = .live,
        lookup: CardDetailsLookup
    ) {
        self.store = store
        self.authenticator = authenticator
        self.fingerprinter = fingerprinter
        self.environment = environment
        self.lookup = lookup
    }

    /// Answers `request`, recording the exchange in ``requestLog`` when there is one.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        guard let requestLog else { return answer(request) }
        let start = environment.clock.uptime()
        let response = answer(request)
        let elapsed = environment.clock.uptime() - start
        requestLog.record(
            request, response, account: try? Self.merchantAccount(request),
            duration: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            date: environment.clock.now())
        return response
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        do {
            return try respond(to: request)
        } catch let error as APIError {
            return error.response
        } catch {
            return storageFailure(error).response
        }
    }

    /// The 500 for the storage failure `error`, logged and reported to ``storageFaults``.
    func storageFailure(_ error: any Error) -> APIError {
        let fault = store.fault(for: error)
        storageFaults?(fault)
        return APIError.storage(fault, log: diagnostics)
    }

    /// Answers `request` from ``SandboxRoute/table``: 404 and 405 from the table, then, for an API route, 413
    /// for a body over ``maxBodyBytes`` and the route's scope checked on the token, then the route.
    private func respond(to request: HTTPRequest) throws -> HTTPResponse {
        switch SandboxRoute.table.match(request) {
        case .notFound:
            throw APIError.notFound("No route for \(request.method) \(request.path)")
        case .methodNotAllowed(let allowed):
            throw APIError.methodNotAllowed(request.method, allowed: allowed)
        case .found(let route, let parameters):
            if case .scope(let scope) = route.access { try authorize(request, scope: scope) }
            return try route.action(self, request, parameters)
        }
    }

    /// Refuses a body over ``maxBodyBytes`` (413), then a token without `scope` (401 or 403).
    private func authorize(_ request: HTTPRequest, scope: SandboxScope) throws {
        if let body = request.body, body.count > Self.maxBodyBytes {
            throw APIError.tooLarge(limit: Self.maxBodyBytes)
        }
        do {
            try authenticator.authenticate(request, scope: scope)
        } catch {
            switch error {
            case .missingScope(let scope): throw APIError.forbidden(scope: scope.rawValue)
            default: throw APIError.unauthorized(error.message)
            }
        }
    }

    /// The deepest nesting of arrays and objects the emulator decodes, in bodies, queries and stored JSON.
    ///
    /// Decoding recurses once per level, and a handler may run on a connection thread with a small
    /// stack: a kilobyte of `[` was enough to overflow it and kill the server. Anything deeper is
    /// refused before decoding; the API's own bodies nest a handful of levels.
    static let maxJSONDepth = 32

    /// The most members of one array or object in a body: the API's largest (metadata) holds 100, and
    /// up to this many a body is decoded so that the error can point at the member that is too long.
    /// Decoding tiny members costs many times the body's size in memory, so a body with more is refused
    /// before it is decoded.
    static let maxJSONWidth = 10_000

    /// A JSON response.
    static func json(_ status: Int, _ body: JSONValue) -> HTTPResponse {
        json(status, encoded: body.compactData)
    }

    /// A JSON response whose body is already encoded.
    static func json(_ status: Int, encoded body: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    /// The body as a JSON object, or a 400 saying why it is not one; an absent body is `{}` when allowed.
    static func bodyObject(_ request: HTTPRequest, optional: Bool = false) throws(APIError) -> JSONValue {
        guard let node = try bodyValue(request) else {
            if optional { return [:] }
            throw APIError.malformedBody("A JSON object body is required")
        }
        guard case .object = node else { throw notAnObject(node) }
        return node
    }

    /// The 400 for a body that is JSON but not an object.
    static func notAnObject(_ node: JSONValue) -> APIError {
        APIError.malformedBody("The body must be a JSON object, not \(node.typeName)")
    }

    /// The body as JSON, nil when there is none, or a 400 saying why it cannot be read.
    ///
    /// A body nested too deep or holding too many members is refused by a scan before anything is decoded:
    /// decoding 90,000 tiny members takes many times the body's size in memory.
    static func bodyValue(_ request: HTTPRequest) throws(APIError) -> JSONValue? {
        guard let data = request.body, !data.isEmpty else { return nil }
        let shape = JSONValue.shape(of: data)
        guard shape.depth <= Self.maxJSONDepth else {
            throw APIError.malformedBody("The body nests arrays or objects more than \(Self.maxJSONDepth) deep")
        }
        guard shape.width <= Self.maxJSONWidth else {
            throw APIError.malformedBody("The body has an array or object of more than \(Self.maxJSONWidth) members")
        }
        guard JSONValue.isUnicodeText(data) else { throw APIError.malformedBody(JSONValue.notUnicodeTextMessage) }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw APIError.unreadableNumber(at: context.codingPath)
        } catch let DecodingError.typeMismatch(_, context) where !context.codingPath.isEmpty {
            throw APIError.unreadableNumber(at: context.codingPath)
        } catch {
            throw APIError.malformedBody("The body is not valid JSON")
        }
    }
}

/// Hashes a card number into a stable fingerprint, so stored methods can be matched without the number.
public protocol CardFingerprinter: Sendable {
    /// The fingerprint of `cardNumber` (digits only).
    func fingerprint(cardNumber: String) throws -> String
}
