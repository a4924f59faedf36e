import Foundation

extension JWS {
    /// A JWS verified through its `x5c` certificate chain.
    public struct VerifiedChain: Sendable {
        /// The protected header.
        public let header: JOSEHeader
        /// The payload.
        public let payload: Data
        /// The leaf certificate whose key made the signature.
        public let certificate: X509Certificate
    }

    /// The most certificates accepted in an `x5c` chain.
    public static let maximumChainLength = 10

    /// Signs `payload` with `key` and puts `chain` (leaf first, the leaf holding `key`'s public part) in `x5c`.
    public static func sign(
        payload: Data, with key: JWK, alg: JWSAlgorithm, certificateChain chain: [X509Certificate],
        header: JOSEHeader = JOSEHeader()
    ) throws -> String {
        guard let leaf = chain.first, try leaf.publicKey().thumbprint() == key.thumbprint() else {
            throw JOSEError.invalidKey("The first certificate of the chain must hold the signing key's public part.")
        }
        var header = header
        header.x5c = chain.map(\.x5cEntry)
        return try sign(payload: payload, with: key, alg: alg, header: header)
    }

    /// Verifies `token` with the key of the leaf certificate in its `x5c` header, after verifying that
    /// chain to one of `trustedRoots` with validity dates checked at `clock`'s time.
    ///
    /// Refuses a token without `x5c`, a chain longer than ``maximumChainLength``, a chain that does
    /// not reach a trusted root or has a certificate outside its validity, and a bad signature.
    public static func verify(
        _ token: String, trustedRoots: [X509Certificate], clock: WallClock = .live,
        algorithms: Set<JWSAlgorithm> = Set(JWSAlgorithm.allCases)
    ) throws -> VerifiedChain {
        let header = try unverifiedHeader(of: token)
        guard let entries = header.x5c, !entries.isEmpty else {
            throw JOSEError.malformed("The JWS has no 'x5c' certificate chain.")
        }
        guard entries.count <= maximumChainLength else {
            throw JOSEError.malformed(
                "The JWS 'x5c' chain has \(entries.count) certificates; at most \(maximumChainLength).")
        }
        let chain = try entries.map(X509Certificate.init(x5cEntry:))
        try chain[0].verifyChain(intermediates: Array(chain.dropFirst()), trustedRoots: trustedRoots, clock: clock)
        let verified = try verify(token, with: chain[0].publicKey(), algorithms: algorithms)
        return VerifiedChain(header: verified.header, payload: verified.payload, certificate: chain[0])
    }
}
