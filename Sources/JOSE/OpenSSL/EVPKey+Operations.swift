internal import COpenSSL
import Foundation

extension EVPKey {
    /// Signs `message` with `digest`: DER ECDSA for EC keys, PKCS #1 v1.5 or PSS (`pss`) for RSA keys.
    ///
    /// The message is hashed here and the hash signed with `EVP_PKEY_sign`, the call `openssl speed` times.
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

    /// The raw ECDH shared secret Z between this private key and `peer`'s public key (which was checked to lie
    /// on its curve when it was imported).
    func deriveSharedSecret(with peer: EVPKey) throws -> Data {
        try withContext { context in
            try OpenSSLFailure.check(EVP_PKEY_derive_init(context), "key agreement could not start")
            guard EVP_PKEY_derive_set_peer_ex(context, peer.pointer, 0) == 1 else {
                throw OpenSSLFailure.error("The peer key does not fit this key (another curve?)", kind: .invalidKey)
            }
            var length = 0
            try OpenSSLFailure.check(EVP_PKEY_derive(context, nil, &length), "key agreement failed")
            return try Data.filling(count: length) { out in
                try OpenSSLFailure.check(EVP_PKEY_derive(context, out, &length), "key agreement failed")
                return length
            }
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
