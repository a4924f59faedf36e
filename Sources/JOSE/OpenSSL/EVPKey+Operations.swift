import COpenSSL
import Foundation

extension EVPKey {
    /// Signs `message` with `digest`: DER ECDSA for EC keys, PKCS #1 v1.5 or PSS (`pss`) for RSA keys.
    ///
    /// The message is hashed here with the fetched digest and the hash signed with `EVP_PKEY_sign`,
    /// the same call `openssl speed` times, rather than through `EVP_DigestSign`, which looks the
    /// signature and digest implementations up again on every call.
    func sign(_ message: Data, digest: Digest, pss: Bool = false) throws -> Data {
        let hash = try digest.hash(message)
        return try withContext { context in
            try OpenSSLFailure.check(EVP_PKEY_sign_init(context), "signing could not start")
            try configureSignature(context, digest: digest, pss: pss)
            return try hash.withBytes { bytes, count in
                var length = 0
                try OpenSSLFailure.check(EVP_PKEY_sign(context, nil, &length, bytes, count), "signing failed")
                return try Data.filling(count: length) { out in
                    try OpenSSLFailure.check(EVP_PKEY_sign(context, out, &length, bytes, count), "signing failed")
                    return length
                }
            }
        }
    }

    /// Whether `signature` (DER ECDSA, or RSA) is valid for `message` under this public key.
    func verify(_ signature: Data, for message: Data, digest: Digest, pss: Bool = false) throws -> Bool {
        let hash = try digest.hash(message)
        return try withContext { context in
            try OpenSSLFailure.check(EVP_PKEY_verify_init(context), "verification could not start")
            try configureSignature(context, digest: digest, pss: pss)
            let status = hash.withBytes { bytes, count in
                signature.withBytes { EVP_PKEY_verify(context, $0, $1, bytes, count) }
            }
            ERR_clear_error()
            return status == 1
        }
    }

    /// The raw ECDH shared secret Z between this private key and `peer`'s public key.
    func deriveSharedSecret(with peer: EVPKey) throws -> Data {
        try deriveSharedSecret(withPeer: peer.pointer)
    }

    /// The raw ECDH shared secret Z between this private EC key and the uncompressed point `point`
    /// (`04 || x || y`) on its curve, which is checked to lie on it.
    ///
    /// An ephemeral point is used once, so it is not made into a key object of its own (a copy of the curve's
    /// template costs more than the rest of a JWE's decryption besides the ECDH): it is decoded into the peer
    /// key kept in ``ephemeralPeer``, which replaces the point of the agreement before. Decoding refuses a
    /// point off the curve (see ``ecPublicKey(_:point:)``), and a peer key that refused one is freed, not kept.
    func deriveSharedSecret(withPoint point: Data, curve: JWK.Curve) throws -> Data {
        let peer: OpaquePointer
        if let kept = ephemeralPeer.take() {
            peer = kept
        } else {
            guard let copy = EVP_PKEY_dup(try CurveTemplate.of(curve).pointer) else {
                throw OpenSSLFailure.error("OpenSSL could not copy the \(curve.rawValue) parameters")
            }
            peer = copy
        }
        do {
            guard point.withBytes({ EVP_PKEY_set1_encoded_public_key(peer, $0, $1) }) == 1 else {
                throw OpenSSLFailure.error("The public key is not a point on its curve", kind: .invalidKey)
            }
            let secret = try deriveSharedSecret(withPeer: peer)
            ephemeralPeer.giveBack(peer)
            return secret
        } catch {
            ephemeralPeer.discard(peer)
            throw error
        }
    }

    /// The raw ECDH shared secret Z with the `EVP_PKEY` `peer`.
    ///
    /// The initialised context is kept in ``derivation`` and reused, with only the peer set anew; setting
    /// a peer replaces the previous one, so nothing of an earlier agreement is used again.
    private func deriveSharedSecret(withPeer peer: OpaquePointer) throws -> Data {
        let context: OpaquePointer
        if let kept = derivation.take() {
            context = kept
        } else {
            guard let fresh = EVP_PKEY_CTX_new_from_pkey(nil, pointer, nil) else {
                throw OpenSSLFailure.error("OpenSSL could not use the key")
            }
            guard EVP_PKEY_derive_init(fresh) == 1 else {
                EVP_PKEY_CTX_free(fresh)
                throw OpenSSLFailure.error("key agreement could not start")
            }
            context = fresh
        }
        do {
            // The peer was checked to lie on its curve when it was imported or decoded.
            guard EVP_PKEY_derive_set_peer_ex(context, peer, 0) == 1 else {
                throw OpenSSLFailure.error("The peer key does not fit this key (another curve?)", kind: .invalidKey)
            }
            var length = 0
            try OpenSSLFailure.check(EVP_PKEY_derive(context, nil, &length), "key agreement failed")
            let secret = try Data.filling(count: length) { out in
                try OpenSSLFailure.check(EVP_PKEY_derive(context, out, &length), "key agreement failed")
                return length
            }
            derivation.giveBack(context)
            return secret
        } catch {
            derivation.discard(context)
            throw error
        }
    }

    /// Encrypts `data` to this RSA public key with OAEP, SHA-256 and MGF1-SHA-256.
    func oaepEncrypt(_ data: Data) throws -> Data {
        try withContext { context in
            try OpenSSLFailure.check(EVP_PKEY_encrypt_init(context), "RSA encryption could not start")
            try Self.configureOAEP(context)
            return try data.withBytes { bytes, count in
                var length = 0
                try OpenSSLFailure.check(EVP_PKEY_encrypt(context, nil, &length, bytes, count), "RSA encryption failed")
                return try Data.filling(count: length) { out in
                    try OpenSSLFailure.check(
                        EVP_PKEY_encrypt(context, out, &length, bytes, count), "RSA encryption failed")
                    return length
                }
            }
        }
    }

    /// Decrypts RSA-OAEP-256 `data` with this private key; nil when it does not decrypt.
    func oaepDecrypt(_ data: Data) throws -> Data? {
        try withContext { context in
            try OpenSSLFailure.check(EVP_PKEY_decrypt_init(context), "RSA decryption could not start")
            try Self.configureOAEP(context)
            return data.withBytes { bytes, count in
                var length = bits / 8 + 1
                var succeeded = false
                let result = Data.filling(count: length) { out in
                    succeeded = EVP_PKEY_decrypt(context, out, &length, bytes, count) == 1
                    return succeeded ? length : 0
                }
                ERR_clear_error()
                return succeeded ? result : nil
            }
        }
    }

    /// Names the digest and padding of an RSA signature; ECDSA signs the hash it is given, whose length
    /// the digest fixed, so an EC context needs nothing more.
    private func configureSignature(_ context: OpaquePointer, digest: Digest, pss: Bool) throws {
        guard isRSA else { return }
        try OpenSSLFailure.check(EVP_PKEY_CTX_set_signature_md(context, digest.md), "the digest was refused")
        guard pss else { return }
        try OpenSSLFailure.check(
            EVP_PKEY_CTX_set_rsa_padding(context, tessera_RSA_PKCS1_PSS_PADDING), "PSS padding refused")
        try OpenSSLFailure.check(
            EVP_PKEY_CTX_set_rsa_pss_saltlen(context, tessera_RSA_PSS_SALTLEN_DIGEST), "PSS salt length refused")
    }

    private static func configureOAEP(_ context: OpaquePointer) throws {
        try OpenSSLFailure.check(
            EVP_PKEY_CTX_set_rsa_padding(context, tessera_RSA_PKCS1_OAEP_PADDING), "OAEP padding refused")
        try OpenSSLFailure.check(EVP_PKEY_CTX_set_rsa_oaep_md(context, Digest.sha256.md), "OAEP digest refused")
        try OpenSSLFailure.check(EVP_PKEY_CTX_set_rsa_mgf1_md(context, Digest.sha256.md), "MGF1 digest refused")
    }
}
