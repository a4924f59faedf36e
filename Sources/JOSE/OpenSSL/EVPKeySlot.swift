import TesseraCore

/// The OpenSSL key made from a ``JWK`` the first time an operation needs it, kept with the JWK and its
/// copies so that whoever holds the key does not import it again.
///
/// Importing a key (`EVP_PKEY_fromdata` and the curve check) costs more than an ECDSA signature, and a
/// directory server key, an ACS signing key or a token key is used for many operations. The slot is no
/// part of the key's value: every slot equals every other, and none is encoded. It remembers the
/// material it was made from, so a copy whose members were changed makes its own key.
///
/// Safe: the entry is only reached through its `Locked` box; an `EVP_PKEY` is never modified after
/// import, and OpenSSL 3 allows one to be used by several threads at once, since each operation makes
/// its own `EVP_PKEY_CTX`.
final class EVPKeySlot: Hashable, @unchecked Sendable {
    private let entry = Locked<(material: [String?], key: EVPKey)?>(nil)

    /// The key made from `material`: the one kept, or the one `make` returns, which is then kept.
    func key(for material: [String?], make: () throws -> EVPKey) throws -> EVPKey {
        if let kept = entry.value, kept.material == material { return kept.key }
        let key = try make()
        entry.replace(with: (material, key))
        return key
    }

    static func == (_: EVPKeySlot, _: EVPKeySlot) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
