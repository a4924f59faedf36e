import Foundation
import FuzzSupport
import JOSE

// Compact JWS: parse and verify under fixed keys (RFC 7515 A.3 ES256, RFC 7520 §3.2 ES512).
// Invariants: anything that fails is a JOSEError; a token that verifies is canonical (re-serialising its decoded
// parts gives the same text), still verifies after re-serialisation with the same header and payload, and its
// unverified header is the verified one.

let keys = [
    JWK(
        kty: .ec, crv: .p256, x: "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
        y: "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"),
    JWK(
        kty: .ec, crv: .p521,
        x: "AHKZLLOsCOzz5cY97ewNUajB957y-C-U88c3v13nmGZx6sYl_oJXu9A5RkTKqjqvjyekWF-7ytDyRXYgCF5cj0Kt",
        y: "AdymlHvOiLxXkEhayXQnNCvDX4h9htZaCJN34kfmC6pV5OhQHiraVySsUdaQkAgDPrwQrJmbnX9cwlGfP-HqHZR1"),
]

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(Fuzzer.bytes(start, count))
    for key in keys {
        let verified: JWS.Verified
        do {
            verified = try JWS.verify(data, with: key)
        } catch {
            Fuzzer.require(error is JOSEError, "JWS.verify threw \(type(of: error))")
            continue
        }
        let token = String(decoding: data, as: UTF8.self)
        let (reserialised, parts) = CompactToken.reserialise(token) { part in
            (try? Base64URL.decode(part)).map { Base64URL.encode($0) }
        }
        Fuzzer.require(parts == 3, "a verified JWS has \(parts) parts")
        Fuzzer.require(reserialised == token, "a verified JWS is not canonical")
        do {
            let again = try JWS.verify(reserialised, with: key)
            Fuzzer.require(again.payload == verified.payload, "the payload changed after re-serialisation")
            Fuzzer.require(again.header == verified.header, "the header changed after re-serialisation")
            Fuzzer.require(try JWS.unverifiedHeader(of: token) == verified.header, "the unverified header differs")
        } catch {
            Fuzzer.require(false, "a verified JWS no longer verifies after re-serialisation: \(error)")
        }
    }
    return 0
}

Fuzzer.run(testOneInput)
