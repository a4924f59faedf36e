import Foundation

/// Builds the URL of each endpoint from a ``Gr4vySetup``, checking the gr4vy id first.
///
/// The host is `api.sandbox.{gr4vyId}.gr4vy.app` or `api.{gr4vyId}.gr4vy.app`. Each function throws
/// ``Gr4vyError/badURL(_:)`` for an id that is empty, holds anything but letters, digits, `-` and `_`,
/// or starts or ends with `-`; and for an empty checkout session id. A checkout session id is
/// percent-encoded once, so every character but letters, digits and `-._~` arrives as the caller wrote it,
/// `/` included (the official SDK encodes reserved characters twice and leaves `/` raw).
public struct Gr4vyUtility {
    /// `…/payment-options`.
    public static func paymentOptionsURL(from setup: Gr4vySetup) throws -> URL {
        try url(setup, path: "/payment-options", purpose: "payment options")
    }

    /// `…/checkout/sessions/{id}/fields`.
    public static func checkoutSessionFieldsURL(from setup: Gr4vySetup, checkoutSessionId: String) throws -> URL {
        try url(setup, path: sessionPath(checkoutSessionId) + "/fields", purpose: "checkout session fields")
    }

    /// `…/checkout/sessions/{id}/three-d-secure-version`.
    public static func versioningURL(from setup: Gr4vySetup, checkoutSessionId: String) throws -> URL {
        try url(
            setup, path: sessionPath(checkoutSessionId) + "/three-d-secure-version", purpose: "perform versioning")
    }

    /// `…/checkout/sessions/{id}/three-d-secure-authenticate`.
    public static func createTransactionURL(from setup: Gr4vySetup, checkoutSessionId: String) throws -> URL {
        try url(
            setup, path: sessionPath(checkoutSessionId) + "/three-d-secure-authenticate",
            purpose: "3DS authentication")
    }

    /// `…/card-details`.
    public static func cardDetailsURL(from setup: Gr4vySetup) throws -> URL {
        try url(setup, path: "/card-details", purpose: "card details")
    }

    /// `…/buyers/payment-methods`.
    public static func buyersPaymentMethodsURL(from setup: Gr4vySetup) throws -> URL {
        try url(setup, path: "/buyers/payment-methods", purpose: "buyer payment methods")
    }

    /// `…/checkout/sessions` (Tessera: creating a checkout session).
    public static func checkoutSessionsURL(from setup: Gr4vySetup) throws -> URL {
        try url(setup, path: "/checkout/sessions", purpose: "checkout sessions")
    }

    /// `…/checkout/sessions/{id}` (Tessera: reading a checkout session).
    public static func checkoutSessionURL(from setup: Gr4vySetup, checkoutSessionId: String) throws -> URL {
        try url(setup, path: sessionPath(checkoutSessionId), purpose: "checkout session")
    }

    /// `…/buyers` (Tessera: creating a buyer).
    public static func buyersURL(from setup: Gr4vySetup) throws -> URL {
        try url(setup, path: "/buyers", purpose: "buyers")
    }

    /// The base URL of the API for `setup`, e.g. `https://api.sandbox.acme.gr4vy.app`.
    public static func baseURL(from setup: Gr4vySetup) throws -> URL {
        try url(setup, path: "", purpose: "base")
    }

    /// Throws ``Gr4vyError/badURL(_:)`` when `gr4vyId` cannot be part of the API's host.
    public static func validate(gr4vyId: String) throws {
        guard !gr4vyId.isEmpty else { throw Gr4vyError.badURL("Gr4vy ID is empty") }
        guard gr4vyId.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw Gr4vyError.badURL("Gr4vy ID contains invalid characters")
        }
        guard !gr4vyId.contains(".."), !gr4vyId.hasPrefix("-"), !gr4vyId.hasSuffix("-") else {
            throw Gr4vyError.badURL("Gr4vy ID contains suspicious patterns")
        }
    }

    /// One path segment or query part, percent-encoded: every UTF-8 byte but RFC 3986's unreserved
    /// `A–Z a–z 0–9 - . _ ~` becomes `%XX` (a `/` inside it too).
    static func segment(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// RFC 3986's unreserved characters.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `name=value&…`, each part percent-encoded so that `+`, `&`, `=` and `/` arrive intact.
    static func query(_ items: [(String, String)]) -> String {
        items.map { segment($0.0) + "=" + segment($0.1) }.joined(separator: "&")
    }

    private static func sessionPath(_ checkoutSessionId: String) throws -> String {
        guard !checkoutSessionId.isEmpty else { throw Gr4vyError.badURL("Checkout session ID is empty") }
        return "/checkout/sessions/" + segment(checkoutSessionId)
    }

    private static func url(_ setup: Gr4vySetup, path: String, purpose: String) throws -> URL {
        try validate(gr4vyId: setup.gr4vyId)
        guard let url = URL(string: "https://\(setup.server.hostPrefix)\(setup.gr4vyId).gr4vy.app\(path)"),
            url.host != nil
        else {
            throw Gr4vyError.badURL("Failed to construct \(purpose) URL")
        }
        return url
    }
}
