import Foundation
import FuzzSupport
import JOSE

// JWK parsing. Invariants: anything refused is a JOSEError; a key that parses encodes to JSON that parses to the
// same key, and its thumbprint and public half are computed without a crash (or refused with a JOSEError).

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(Fuzzer.bytes(start, count))
    let key: JWK
    do {
        key = try JWK.parse(data)
    } catch {
        Fuzzer.require(error is JOSEError, "JWK.parse threw \(type(of: error))")
        return 0
    }
    do {
        let encoded = try JSONEncoder().encode(key)
        Fuzzer.require(try JWK.parse(encoded) == key, "the key changed after encoding and parsing it again")
    } catch {
        Fuzzer.require(false, "a parsed key does not survive encoding: \(error)")
    }
    do {
        _ = try key.thumbprint()
        _ = try key.publicKey
    } catch {
        Fuzzer.require(error is JOSEError, "the thumbprint threw \(type(of: error))")
    }
    _ = key.description
    return 0
}

Fuzzer.run(testOneInput)
