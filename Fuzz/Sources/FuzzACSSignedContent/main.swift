import Foundation
import FuzzSupport
import JOSE
import TesseraCore

@testable import ThreeDS

// The ACS signed content of a 3-D Secure ARes (a JWS with an x5c chain), verified against no trusted root with a
// fixed SDK key: the fuzzer reaches the JWS, header and certificate parsing, never a trusted signature.
// Invariants: every input is refused with a RuntimeErrorEvent (typed), never a crash; nothing verifies without a root.

let sdkKey = JWK(
    kty: .ec, crv: .p256, x: "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
    y: "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0")
let clock = WallClock.fixed(Date(timeIntervalSince1970: 1_795_953_600))

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let token = String(decoding: Fuzzer.bytes(start, count), as: UTF8.self)
    do {
        _ = try ACSSignedContent.verify(token, roots: [], clock: clock, sdkPublicKey: sdkKey)
        Fuzzer.require(false, "ACS signed content verified without a trusted root")
    } catch {
        Fuzzer.require(!error.errorMessage.isEmpty, "a refusal without a message")
    }
    return 0
}

Fuzzer.run(testOneInput)
