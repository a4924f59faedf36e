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

        let encrypt = try Benchmark.measure("ECDH-ES + A128CBC-HS256 encrypt 1 KiB", iterations: 400) {
            blackHole(try JWE.encrypt(plaintext: payload, to: publicKey, alg: .ecdhES, enc: .a128cbcHS256))
        }
        let decrypt = try Benchmark.measure("ECDH-ES + A128CBC-HS256 decrypt 1 KiB", iterations: 400) {
            blackHole(try JWE.decrypt(token, with: key))
        }
        let sign = try Benchmark.measure("ES256 sign 1 KiB", iterations: 1000) {
            blackHole(try JWS.sign(payload: payload, with: key, alg: .es256))
        }
        let verify = try Benchmark.measure("ES256 verify 1 KiB", iterations: 400) {
            blackHole(try JWS.verify(jws, with: publicKey))
        }

        guard let raw = OpenSSLSpeed.run() else {
            print("openssl speed: not available, no raw figures to compare with")
            return
        }
        print(
            String(
                format: "openssl speed ecdhp256: %.0f op/s; ecdsap256: sign %.0f op/s, verify %.0f op/s",
                raw.ecdh, raw.sign, raw.verify))
        // ECDH-ES encryption makes an ephemeral key pair and one ECDH; decryption imports the
        // ephemeral key, checks it is on the curve and does one ECDH. Both are compared with one raw ECDH.
        for (name, nanoseconds, rawPerSecond) in [
            ("encrypt vs 1 raw ECDH", encrypt, raw.ecdh), ("decrypt vs 1 raw ECDH", decrypt, raw.ecdh),
            ("ES256 sign vs raw sign", sign, raw.sign), ("ES256 verify vs raw verify", verify, raw.verify),
        ] {
            print(String(format: "  %@: %.2f× the raw OpenSSL cost", name, nanoseconds * rawPerSecond / 1e9))
        }
    }
}
