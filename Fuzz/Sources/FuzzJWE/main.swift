import Foundation
import FuzzSupport
import JOSE

// Compact JWE: parse and decrypt under fixed keys (RFC 7520 §5.6 dir + A128GCM, §5.5 ECDH-ES + A128CBC-HS256).
// Invariants: anything that fails is a JOSEError; a token that decrypts is canonical, and after re-serialisation
// decrypts to the same plaintext and header.

let keys = [
    JWK.symmetric(try! Base64URL.decode("XctOhJAkA-pD9Lh7ZgW_2A"), kid: "77c7e2b8-6e13-45cf-8672-617b5b45243a"),
    JWK(
        kty: .ec, crv: .p256, x: "Ze2loSV3wrroKUN_4zhwGhCqo3Xhu1td4QjeQ5wIVR0",
        y: "HlLtdXARY_f55A3fnzQbPcm6hgr34Mp8p-nuzQCE0Zw", d: "r_kHyZ-a06rmxM3yESK84r1otSg-aQcVStkRhA-iCM8"),
]

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let token = String(decoding: Fuzzer.bytes(start, count), as: UTF8.self)
    for key in keys {
        let decrypted: JWE.Decrypted
        do {
            decrypted = try JWE.decryptWithHeader(token, with: key)
        } catch {
            Fuzzer.require(error is JOSEError, "JWE.decryptWithHeader threw \(type(of: error))")
            continue
        }
        let (reserialised, parts) = CompactToken.reserialise(token) { part in
            (try? Base64URL.decode(part)).map { Base64URL.encode($0) }
        }
        Fuzzer.require(parts == 5, "a decrypted JWE has \(parts) parts")
        Fuzzer.require(reserialised == token, "a decrypted JWE is not canonical")
        do {
            let again = try JWE.decryptWithHeader(reserialised, with: key)
            Fuzzer.require(again.plaintext == decrypted.plaintext, "the plaintext changed after re-serialisation")
            Fuzzer.require(again.header == decrypted.header, "the header changed after re-serialisation")
        } catch {
            Fuzzer.require(false, "a decrypted JWE no longer decrypts after re-serialisation: \(error)")
        }
    }
    return 0
}

Fuzzer.run(testOneInput)
