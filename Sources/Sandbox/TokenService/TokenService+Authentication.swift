import Foundation
import JOSE
import SQLite
import Transport

extension TokenService {
    /// Who signed a request: an enrolled wallet, the wallet provider, or the holder of the testing credentials.
    enum Caller: Equatable {
        /// The wallet with this id.
        case wallet(String)
        /// The wallet provider's credentials (enrolment): ``providerCredentials()``.
        case provider
        /// The testing credentials (the outbox and the issuer's actions).
        case testing
    }

    /// The consumer key of the testing credentials.
    public static let testingConsumerKey = "TESSERA-TESTING"

    /// How far a request's `oauth_timestamp` may be from the service's clock.
    static let signatureWindow: TimeInterval = 10 * 60

    /// The credentials that reach the testing routes (the emulated SMS and e-mail outbox and the issuer's
    /// actions): ``testingConsumerKey`` and a secret made for this store, for tests and the CLI.
    public func testingCredentials() throws -> (consumerKey: String, secret: Data) {
        (Self.testingConsumerKey, try store.secret("testing_credential_key", random: environment.random))
    }

    /// The secret of wallet `id` (given once, at enrollment): derived from a store secret, so none is kept.
    func walletSecret(_ id: String) throws -> Data {
        try KeyedHash.hmacSHA256(
            key: store.secret("wallet_credential_key", random: environment.random), data: Data(id.utf8))
    }

    /// Checks the OAuth 1.0a signature of `request` (HMAC-SHA256 with a body hash, as MDES signs with
    /// its RSA variant) and that its nonce is new; returns the caller, or throws a 401.
    ///
    /// The base string is the method, the path and the sorted, percent-encoded `oauth_` and query
    /// parameters (RFC 5849 §3.4.1, with the path in place of the full URL, since the emulator is
    /// reached under any host); the key is the percent-encoded base64 secret followed by `&`. A valid
    /// signature's nonce is then remembered (``rememberNonce(_:of:signedAt:)``), so the same signed request
    /// sent again is refused.
    func authenticate(_ request: HTTPRequest) throws -> Caller {
        guard let header = request.headers["Authorization"], header.hasPrefix("OAuth ") else {
            throw Self.unauthorized(
                request.path.hasSuffix("/wallet/1/0/enroll")
                    ? "Enrolment is not signed; sign it with the wallet provider's credentials "
                        + "('tessera sandbox provider-key' prints them)."
                    : "The request is not signed; sign it with the wallet's credentials.")
        }
        var parameters: [String: String] = [:]
        for item in header.dropFirst(6).split(separator: ",") {
            let pair = item.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[1].count >= 2, pair[1].hasPrefix("\""), pair[1].hasSuffix("\""),
                let value = String(pair[1].dropFirst().dropLast()).removingPercentEncoding
            else { throw Self.unauthorized("The Authorization header is not OAuth parameters.") }
            parameters[pair[0]] = value
        }
        guard let consumer = parameters["oauth_consumer_key"], let signature = parameters["oauth_signature"],
            parameters["oauth_signature_method"] == "HMAC-SHA256",
            let stamp = parameters["oauth_timestamp"].flatMap(Double.init),
            let nonce = parameters["oauth_nonce"], (1...Self.maxNonceBytes).contains(nonce.utf8.count)
        else {
            throw Self.unauthorized("The signature lacks a consumer key, nonce, timestamp or HMAC-SHA256 signature.")
        }
        guard abs(environment.clock.now().timeIntervalSince1970 - stamp) <= Self.signatureWindow else {
            throw Self.unauthorized("The signature's timestamp is too far from the service's clock.")
        }
        guard parameters["oauth_body_hash"] == (try MessageDigest.sha256(request.body ?? Data()).base64EncodedString())
        else {
            throw Self.unauthorized("The body hash does not match the body.")
        }
        let caller: Caller
        let secret: Data
        if consumer == Self.testingConsumerKey {
            (caller, secret) = (.testing, try testingCredentials().secret)
        } else if consumer.hasPrefix(Self.providerConsumerKeyPrefix) {
            let provider = try providerCredentials()
            guard consumer == provider.consumerKey else {
                throw Self.unauthorized(
                    "The consumer key is another token service's provider key; sign with this service's "
                        + "('tessera sandbox provider-key' prints it).")
            }
            (caller, secret) = (.provider, provider.secret)
        } else {
            let known = try store.database.read { connection in
                try connection.scalar("SELECT COUNT(*) FROM wallets WHERE id = ?", [.text(consumer)]).int == 1
            }
            guard known else { throw Self.unauthorized("The consumer key is not an enrolled wallet.") }
            (caller, secret) = (.wallet(consumer), try walletSecret(consumer))
        }
        let signed =
            (parameters.filter { $0.key != "oauth_signature" }.map { ($0.key, $0.value) }
            + request.queryItems.map { ($0.name, $0.value ?? "") })
            .map { (Self.percentEncoded($0.0), Self.percentEncoded($0.1)) }
            .sorted { $0 < $1 }.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        let base = [
            request.method.rawValue.uppercased(), Self.percentEncoded(request.path), Self.percentEncoded(signed),
        ]
        .joined(separator: "&")
        let key = Data((Self.percentEncoded(secret.base64EncodedString()) + "&").utf8)
        let expected = try KeyedHash.hmacSHA256(key: key, data: Data(base.utf8))
        guard let given = Data(base64Encoded: signature), given.count == expected.count,
            zip(given, expected).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0
        else {
            throw Self.unauthorized(
                caller == .provider
                    ? "The signature does not match the request: sign it with the provider secret "
                        + "'tessera sandbox provider-key' prints." : "The signature does not match the request.")
        }
        try rememberNonce(nonce, of: consumer, signedAt: stamp)
        return caller
    }

    /// The longest `oauth_nonce` accepted, in UTF-8 bytes.
    static let maxNonceBytes = 128

    /// Records that `consumer` used `nonce` in a signature made at `stamp`, or throws a 401 when it did before.
    ///
    /// A nonce is kept while a signature made at its timestamp is still accepted (``signatureWindow``
    /// after it) and dropped after, so the table holds at most the last twenty minutes of requests. It is
    /// kept in the store, so a replay to another process on the same data folder is caught too. The
    /// record is written without an `fsync` (``Database/writeWithoutSync(_:)``): read requests stay free of
    /// a disk sync each, a state-changing request's own commit syncs it along, and all a power cut can lose
    /// is the nonces of the last moments, whose requests then could be sent again once.
    func rememberNonce(_ nonce: String, of consumer: String, signedAt stamp: Double) throws {
        let now = environment.clock.now().timeIntervalSince1970
        let fresh = try store.database.writeWithoutSync { connection in
            try connection.run("DELETE FROM nonces WHERE expires_at < ?", [.real(now)])
            return try connection.run(
                "INSERT INTO nonces (consumer_key, nonce, expires_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                [.text(consumer), .text(nonce), .real(stamp + Self.signatureWindow)]) == 1
        }
        guard fresh else {
            throw Self.unauthorized("The signature was used before (a replayed request); sign each request anew.")
        }
    }

    /// The wallet a token belongs to, or nil when there is no such token.
    func owner(of reference: String) throws -> String? {
        try store.database.read { connection in
            try connection.scalar("SELECT wallet_id FROM tokens WHERE ref = ?", [.text(reference)]).string
        }
    }

    private static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func unauthorized(_ message: String) -> TokenServiceError {
        TokenServiceError(status: 401, reasonCode: "UNAUTHORIZED", message: message)
    }
}
