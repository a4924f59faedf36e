/// An error from a JOSE operation: what went wrong in words a person can act on, and the crypto library's own account.
///
/// Errors come in a few kinds so callers can react (a 3-D Secure SDK answers a failed decryption with
/// error 302, a bad token with 203), while the message names the part of the token or key at fault.
public struct JOSEError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What class of failure this is.
    public enum Kind: String, Sendable, CaseIterable {
        /// A token, header or claim set is malformed (bad base64url, wrong number of parts, bad JSON).
        case malformedInput
        /// A key is malformed, of the wrong type or size, or not on its curve.
        case invalidKey
        /// An algorithm or header parameter is not supported or not allowed (`alg: none`, unknown `crit`).
        case unsupported
        /// A JWE failed authentication: tampered, truncated, or encrypted to another key.
        case decryptionFailed
        /// A JWS signature does not verify.
        case invalidSignature
        /// A certificate or chain does not verify to the trusted roots at the given time.
        case untrustedCertificate
        /// A JWT's claims are not acceptable now (expired, not yet valid, missing scope).
        case invalidClaims
        /// The crypto library failed for another reason.
        case cryptoFailure
    }

    /// What class of failure this is.
    public let kind: Kind
    /// A sentence saying what went wrong.
    public let message: String
    /// The lines the cryptography library left in its error queue, oldest first (empty when it was not involved).
    public let underlyingErrors: [String]

    /// Creates an error of `kind` with `message` and the cryptography library's error lines.
    public init(_ kind: Kind, _ message: String, underlyingErrors: [String] = []) {
        self.kind = kind
        self.message = message
        self.underlyingErrors = underlyingErrors
    }

    /// The message, followed by the cryptography library's error lines when there are any.
    public var description: String {
        guard !underlyingErrors.isEmpty else { return message }
        return message + " (OpenSSL: " + underlyingErrors.joined(separator: "; ") + ")"
    }

    static func malformed(_ message: String) -> JOSEError { JOSEError(.malformedInput, message) }

    static func invalidKey(_ message: String) -> JOSEError { JOSEError(.invalidKey, message) }

    static func unsupported(_ message: String) -> JOSEError { JOSEError(.unsupported, message) }
}
