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
        // The raw cost of an ECDH-ES encryption is one key generation and one ECDH. `openssl speed`
        // (3.0) does not time key generation, so encryption is set beside one ECDH alone (which leaves
        // key generation out: the ratio is an upper bound) and beside one ECDH plus one ECDSA signature
        // (a signature does the key generation's multiplication and an inversion more: a lower bound).
        // Decryption's raw cost is one ECDH; importing and checking the ephemeral key is overhead.
        let rawEncrypt = 1 / raw.ecdh + 1 / raw.sign
        for (name, nanoseconds, rawSeconds) in [
            ("encrypt vs 1 raw ECDH (keygen left out, upper bound)", encrypt, 1 / raw.ecdh),
            ("encrypt vs 1 raw ECDH + 1 raw ECDSA sign (for keygen, lower bound)", encrypt, rawEncrypt),
            ("decrypt vs 1 raw ECDH", decrypt, 1 / raw.ecdh),
            ("ES256 sign vs 1 raw ECDSA sign", sign, 1 / raw.sign),
            ("ES256 verify vs 1 raw ECDSA verify", verify, 1 / raw.verify),
        ] {
            print(String(format: "  %@: %.2f× the raw OpenSSL cost", name, nanoseconds / (rawSeconds * 1e9)))
        }
    }
}
