import Foundation
import JOSE

/// `tessera-bench jose`: ECDH-ES + A128CBC-HS256 on 1 KiB and ES256, beside `openssl speed` as the limit.
enum JOSEBenchmarks {
    /// Runs the suite.
    static func run() async {
        do {
            try measure()
        } catch {
            print("jose: benchmark failed: \(error)")
        }
    }

    private static func measure() throws {
        let key = try JWK.generate(curve: .p256)
        let publicKey = try key.publicKey
        let payload = Data((0..<1024).map { UInt8($0 % 251) })
        let token = try JWE.encrypt(plaintext: payload, to: publicKey, alg: .ecdhES, enc: .a128cbcHS256)
        let jws = try JWS.sign(payload: payload, with: key, alg: .es256)

        let encrypt = try Benchmark.measure(
            "ECDH-ES + A128CBC-HS256 encrypt 1 KiB, thread CPU time", iterations: 400, clock: .threadCPU
        ) {
            blackHole(try JWE.encrypt(plaintext: payload, to: publicKey, alg: .ecdhES, enc: .a128cbcHS256))
        }
        let decrypt = try Benchmark.measure(
            "ECDH-ES + A128CBC-HS256 decrypt 1 KiB, thread CPU time", iterations: 400, clock: .threadCPU
        ) {
            blackHole(try JWE.decrypt(token, with: key))
        }
        let sign = try Benchmark.measure("ES256 sign 1 KiB, thread CPU time", iterations: 1000, clock: .threadCPU) {
            blackHole(try JWS.sign(payload: payload, with: key, alg: .es256))
        }
        let verify = try Benchmark.measure("ES256 verify 1 KiB, thread CPU time", iterations: 400, clock: .threadCPU) {
            blackHole(try JWS.verify(jws, with: publicKey))
        }

        guard let raw = OpenSSLSpeed.run() else {
            print("openssl speed: not available, no raw figures to compare with")
            return
        }
        print(
            String(
                format: "openssl speed ecdhp256: %.0f op/s; ecdsap256: sign %.0f op/s, verify %.0f op/s (CPU time)",
                raw.ecdh, raw.sign, raw.verify))
        print(
            String(
                format: "openssl speed, 1 KiB: AES-128-CBC decrypt %.0f ns, SHA-256 %.0f ns",
                raw.aes128CBCDecryptKiB * 1e9, raw.sha256KiB * 1e9))
        // The raw cost of an ECDH-ES encryption is one key generation and one ECDH. `openssl speed`
        // (3.0) does not time key generation, so encryption is set beside one ECDH alone (which leaves
        // key generation out: the ratio is an upper bound) and beside one ECDH plus one ECDSA signature
        // (a signature does the key generation's multiplication and an inversion more: a lower bound).
        let rawEncrypt = 1 / raw.ecdh + 1 / raw.sign
        for (name, nanoseconds, rawSeconds) in [
            ("encrypt vs 1 raw ECDH (keygen left out, upper bound)", encrypt, 1 / raw.ecdh),
            ("encrypt vs 1 raw ECDH + 1 raw ECDSA sign (for keygen, lower bound)", encrypt, rawEncrypt),
            ("ES256 sign vs 1 raw ECDSA sign", sign, 1 / raw.sign),
        ] {
            print(String(format: "  %@: %.2f× the raw OpenSSL cost", name, nanoseconds / (rawSeconds * 1e9)))
        }
        // Decryption consists of one ECDH, the Concat KDF's SHA-256 of a block, the HMAC-SHA-256 tag over the
        // 1 KiB ciphertext (SHA-256 of 20 blocks: 16 of ciphertext, one of header, IV and length, two of the
        // padded key and the outer hash's) and its AES-128-CBC decryption; verification of one ECDSA verify and the SHA-256
        // of the signing input (1,408 bytes here: header, payload in base64url). Importing and checking the
        // ephemeral key, parsing and base64url are Tessera's overhead.
        let rawDecrypt = 1 / raw.ecdh + raw.sha256KiB * 20 / 16 + raw.aes128CBCDecryptKiB + raw.sha256KiB / 16
        let rawVerify = 1 / raw.verify + raw.sha256KiB * 1.375
        print("jose, Tessera beside the raw OpenSSL operations each consists of (medians, thread CPU time):")
        Benchmark.compare(
            "JWE ECDH-ES + A128CBC-HS256 decrypt 1 KiB", tessera: decrypt, reference: rawDecrypt * 1e9,
            referenceName: "ECDH + HMAC + AES-CBC + KDF", goal: rawDecrypt * 1e9 * 1.3)
        Benchmark.compare(
            "JWE decrypt vs 1 raw ECDH alone", tessera: decrypt, reference: 1e9 / raw.ecdh, referenceName: "ECDH")
        Benchmark.compare(
            "ES256 verify 1 KiB", tessera: verify, reference: rawVerify * 1e9, referenceName: "ECDSA verify + SHA-256",
            goal: rawVerify * 1e9 * 1.3)
    }
}
