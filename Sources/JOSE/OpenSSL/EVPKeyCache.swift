import Foundation
import TesseraCore

/// The OpenSSL keys made from recently used JWKs, so that a key used again is not imported again.
///
/// Importing a key (`EVP_PKEY_fromdata` and the curve check) costs more than an ECDSA signature, and
/// a directory server key, an ACS signing key or a wallet key is used for many operations.
///
/// Safe: the entries are only reached through their `Locked` box; a cached
/// `EVP_PKEY` is never modified after import, and OpenSSL 3 allows one `EVP_PKEY` to be used by
/// several threads at once, since each operation makes its own `EVP_PKEY_CTX`.
final class EVPKeyCache: @unchecked Sendable {
    /// The cache every JOSE operation shares.
    static let shared = EVPKeyCache(capacity: 64)

    private let capacity: Int
    /// The keys, and their JWKs from the oldest cached to the newest.
    private let cache = Locked<(entries: [JWK: EVPKey], order: [JWK])>(([:], []))

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The cached key for `jwk`'s key material, or the one `make` returns, which is then cached.
    func key(for jwk: JWK, make: () throws -> EVPKey) throws -> EVPKey {
        var material = jwk
        (material.kid, material.use, material.alg, material.x5c) = (nil, nil, nil, nil)
        if let key = cache.withLock({ $0.entries[material] }) { return key }
        let key = try make()
        cache.withLock { cache in
            if cache.entries.updateValue(key, forKey: material) == nil { cache.order.append(material) }
            if cache.order.count > capacity { cache.entries[cache.order.removeFirst()] = nil }
        }
        return key
    }
}
