import Foundation
import FuzzSupport
import TesseraCore

@testable import ThreeDS

// 3-D Secure messages after the secure channel: the plaintext of a CRes, as JSON, read for a fixed transaction;
// and the same JSON read as an Erro message.
// Invariants: a CRes is accepted or refused with a ProtocolFailure (typed); an accepted completion carries a known
// transStatus; an Erro message survives its own wire form unchanged.

let expected = ChallengeResponse.Expected(
    threeDSServerTransID: "8a880dc0-d2d2-4067-bcb1-b08d1690b26e", acsTransID: "d7c1ee99-9478-44a6-b1f2-391e29c6b340",
    sdkTransID: "b2385523-a66c-4907-ac3c-91848e8c0067", messageVersion: "2.2.0", counter: "000")

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let json = JSONValue(parsing: Data(Fuzzer.bytes(start, count)), maxDepth: 32) else { return 0 }
    for appearance in ChallengeAppearance.allCases {
        do {
            let response = try ChallengeResponse.parse(
                json, expected: expected, customization: UICustomization(), appearance: appearance)
            if case .completed(let status) = response {
                Fuzzer.require(
                    ChallengeResponse.transactionStatuses.contains(status), "a completion with transStatus \(status)")
            }
        } catch {
            _ = error.localizedDescription
        }
    }
    if let message = ErrorMessage(json: json) {
        Fuzzer.require(ErrorMessage(json: message.json) == message, "an Erro message changed through its wire form")
    }
    return 0
}

Fuzzer.run(testOneInput)
