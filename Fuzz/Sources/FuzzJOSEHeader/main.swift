import Foundation
import FuzzSupport
import JOSE

// The JOSE header reader, through JWS.unverifiedHeader(of:) with the input as the protected header's JSON.
// Invariants: anything refused is a JOSEError; a header that reads encodes to JSON that reads back the same.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let json = Data(Fuzzer.bytes(start, count))
    let header: JOSEHeader
    do {
        header = try JWS.unverifiedHeader(of: Base64URL.encode(json) + "..")
    } catch {
        Fuzzer.require(error is JOSEError, "the header reader threw \(type(of: error))")
        return 0
    }
    do {
        let encoded = try JSONEncoder().encode(header)
        let again = try JWS.unverifiedHeader(of: Base64URL.encode(encoded) + "..")
        Fuzzer.require(again == header, "the header changed after encoding and reading it again")
    } catch {
        Fuzzer.require(false, "a header that reads does not read back after encoding: \(error)")
    }
    return 0
}

Fuzzer.run(testOneInput)
