internal import COpenSSL
import Foundation

/// AES in CBC mode with PKCS #7 padding and in GCM mode, through OpenSSL's EVP interface.
enum AESCipher {
    /// Encrypts (or decrypts) `input` with AES-CBC under `key` (16, 24 or 32 bytes) and a 16-byte `iv`.
    static func cbc(encrypt: Bool, key: Data, iv: Data, _ input: Data) throws -> Data {
        let cipher = try aes("cbc", keyCount: key.count)
        let context = try CipherContext()
        try key.withBytes { keyBytes, _ in
            try iv.withBytes { ivBytes, _ in
                try OpenSSLFailure.check(
                    EVP_CipherInit_ex(context.pointer, cipher, nil, keyBytes, ivBytes, encrypt ? 1 : 0),
                    "AES-CBC could not start")
            }
        }
        return try context.run(input, final: true)
    }

    /// Encrypts `plaintext` with AES-GCM, authenticating `aad`; returns the ciphertext and the 16-byte tag.
    static func gcmSeal(key: Data, iv: Data, aad: Data, _ plaintext: Data) throws -> (ciphertext: Data, tag: Data) {
        let context = try gcmContext(encrypt: true, key: key, iv: iv, aad: aad)
        let ciphertext = try context.run(plaintext, final: true)
        let tag = try Data.filling(count: 16) { out in
            try OpenSSLFailure.check(
                EVP_CIPHER_CTX_ctrl(context.pointer, tessera_EVP_CTRL_GCM_GET_TAG, 16, out), "AES-GCM gave no tag")
            return 16
        }
        return (ciphertext, tag)
    }

    /// Decrypts AES-GCM `ciphertext` and checks `tag` over it and `aad`; nil when authentication fails.
    static func gcmOpen(key: Data, iv: Data, aad: Data, _ ciphertext: Data, tag: Data) throws -> Data? {
        let context = try gcmContext(encrypt: false, key: key, iv: iv, aad: aad)
        let plaintext = try context.run(ciphertext, final: false)
        var tagCopy = tag
        let set = tagCopy.withUnsafeMutableBytes {
            EVP_CIPHER_CTX_ctrl(context.pointer, tessera_EVP_CTRL_GCM_SET_TAG, Int32($0.count), $0.baseAddress)
        }
        try OpenSSLFailure.check(set, "AES-GCM refused the tag")
        var scratch = [UInt8](repeating: 0, count: 16)
        var written: Int32 = 0
        guard EVP_CipherFinal_ex(context.pointer, &scratch, &written) == 1 else {
            ERR_clear_error()
            return nil
        }
        return plaintext
    }

    private static func gcmContext(encrypt: Bool, key: Data, iv: Data, aad: Data) throws -> CipherContext {
        let cipher = try aes("gcm", keyCount: key.count)
        let context = try CipherContext()
        let mode: Int32 = encrypt ? 1 : 0
        try OpenSSLFailure.check(
            EVP_CipherInit_ex(context.pointer, cipher, nil, nil, nil, mode), "AES-GCM could not start")
        try OpenSSLFailure.check(
            EVP_CIPHER_CTX_ctrl(context.pointer, tessera_EVP_CTRL_GCM_SET_IVLEN, Int32(iv.count), nil),
            "AES-GCM refused the IV length")
        try key.withBytes { keyBytes, _ in
            try iv.withBytes { ivBytes, _ in
                try OpenSSLFailure.check(
                    EVP_CipherInit_ex(context.pointer, nil, nil, keyBytes, ivBytes, mode), "AES-GCM refused the key")
            }
        }
        try aad.withBytes { bytes, count in
            var written: Int32 = 0
            try OpenSSLFailure.check(
                EVP_CipherUpdate(context.pointer, nil, &written, bytes, Int32(count)), "AES-GCM refused the AAD")
        }
        return context
    }

    /// OpenSSL's AES in `mode` (`cbc` or `gcm`) for a key of `keyCount` bytes (16, 24 or 32).
    private static func aes(_ mode: String, keyCount: Int) throws -> OpaquePointer {
        guard let cipher = EVP_get_cipherbyname("aes-\(keyCount * 8)-\(mode)") else {
            throw OpenSSLFailure.error("OpenSSL has no AES-\(keyCount * 8)-\(mode.uppercased())")
        }
        return cipher
    }
}

/// An `EVP_CIPHER_CTX` owned by Swift.
private final class CipherContext {
    let pointer: OpaquePointer

    init() throws {
        guard let context = EVP_CIPHER_CTX_new() else {
            throw OpenSSLFailure.error("OpenSSL could not allocate a cipher")
        }
        pointer = context
    }

    deinit { EVP_CIPHER_CTX_free(pointer) }

    /// Feeds `input` through the cipher, and finishes it when `final` is set.
    func run(_ input: Data, final: Bool) throws -> Data {
        try input.withBytes { bytes, count in
            try Data.filling(count: count + 32) { out in
                var written: Int32 = 0
                try OpenSSLFailure.check(
                    EVP_CipherUpdate(pointer, out, &written, bytes, Int32(count)), "the cipher failed")
                guard final else { return Int(written) }
                var tail: Int32 = 0
                guard EVP_CipherFinal_ex(pointer, out + Int(written), &tail) == 1 else {
                    throw OpenSSLFailure.error("the cipher could not finish (bad padding)", kind: .decryptionFailed)
                }
                return Int(written + tail)
            }
        }
    }
}
