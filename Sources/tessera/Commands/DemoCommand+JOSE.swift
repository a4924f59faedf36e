import Foundation
import JOSE

extension DemoCommand {
    /// The JOSE part of the demo: a key pair, a JWE round trip and a JWS round trip, keys and tokens masked.
    static func runJOSE(_ console: Console) throws {
        console.out("\nJOSE (keys and tokens shown masked)")
        let key = try JWK.generate(curve: .p256, kid: "demo")
        console.out("  keygen   EC P-256, thumbprint \(masked(try key.thumbprint()))")
        let message = Data(#"{"DV":"1.0","DD":{"C001":"Linux"}}"#.utf8)
        let jwe = try JWE.encrypt(plaintext: message, to: key.publicKey, alg: .ecdhES, enc: .a128cbcHS256)
        console.out("  encrypt  ECDH-ES + A128CBC-HS256 → \(masked(jwe)) (\(jwe.count) characters)")
        let decrypted = try JWE.decrypt(jwe, with: key)
        console.out("  decrypt  \(decrypted == message ? "plaintext recovered" : "MISMATCH")")
        let jws = try JWS.sign(payload: message, with: key, alg: .es256)
        console.out("  sign     ES256 → \(masked(jws))")
        let verified = try JWS.verify(jws, with: key.publicKey)
        console.out("  verify   \(verified.payload == message ? "signature valid" : "MISMATCH")")
        let tampered = String(jws.dropLast(2)) + (jws.hasSuffix("AA") ? "BB" : "AA")
        let refused = (try? JWS.verify(tampered, with: key.publicKey)) == nil
        console.out("  tamper   \(refused ? "altered signature refused" : "ACCEPTED (bug)")")
    }

    /// The first eight and last four characters of a token or key value.
    private static func masked(_ value: String) -> String {
        value.count <= 16 ? "••••" : "\(value.prefix(8))…\(value.suffix(4))"
    }
}
