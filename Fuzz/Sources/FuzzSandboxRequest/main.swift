import Foundation
import FuzzSupport
import Sandbox
import TesseraCore
import Transport

// The emulator's request decoding: a body (or an Authorization header) sent to a route of an in-memory emulator,
// including its ACS endpoint (CReq JWEs and Erro messages).
// Invariants: the answer is never a server error (5xx) and its body, when there is one, is a JSON object; a token
// the fuzzer made up is never accepted by a merchant route.

struct AllowAll: SandboxAuthenticator {
    func authenticate(_ request: HTTPRequest, scope: SandboxScope) throws(SandboxAuthFailure) {}
}

struct Digest: CardFingerprinter {
    func fingerprint(cardNumber: String) throws -> String { "fp-\(cardNumber.count)" }
}

let environment = SandboxEnvironment.fixed(at: Date(timeIntervalSince1970: 1_795_953_600))
/// The ACS endpoint: the 3-D Secure SDK's channel, which carries no bearer token.
let acsPath = "/three-d-secure/acs"
let routes: [(HTTPMethod, String)] = [
    (.post, "/checkout/sessions"), (.put, "/checkout/sessions/{id}"), (.put, "/checkout/sessions/{id}/fields"),
    (.post, "/checkout/sessions/{id}/three-d-secure-authenticate"), (.post, "/buyers"), (.post, "/payment-options"),
    (.post, acsPath),
]

func send(_ handler: SandboxHandler, _ method: HTTPMethod, _ path: String, headers: HTTPHeaders, body: Data?)
    -> HTTPResponse
{
    let request = HTTPRequest(
        method: method, url: URL(string: "http://sandbox.test" + path)!, headers: headers, body: body)
    return Fuzzer.wait { await handler.handle(request) }
}

/// An in-memory emulator, with tokens checked or not, and one checkout session in it.
struct Emulator {
    let open: SandboxHandler
    let checked: SandboxHandler
    let session: String

    init() {
        let store = try! SandboxStore.ephemeral()
        open = SandboxHandler(
            store: store, authenticator: AllowAll(), fingerprinter: Digest(), environment: environment)
        checked = try! SandboxHandler(store: store, environment: environment)
        let created = send(open, .post, "/checkout/sessions", headers: [:], body: nil)
        session = JSONValue(parsing: created.body)!["id"]!.string!
    }
}

/// The emulator, replaced every 1,000 inputs so that the rows the inputs create stay few.
// Safe: libFuzzer calls the entry point from one thread, one input at a time.
nonisolated(unsafe) var emulator = Emulator()
// Safe: as above.
nonisolated(unsafe) var inputs = 0

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    inputs += 1
    if inputs % 1000 == 0 { emulator = Emulator() }
    var input = FuzzInput(Fuzzer.bytes(start, count))
    let checksTokens = input.choice(4) == 0
    let (method, template) = routes[input.choice(routes.count)]
    let path = template.replacingOccurrences(of: "{id}", with: emulator.session)
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if checksTokens { headers["Authorization"] = input.text() }
    let handler = checksTokens ? emulator.checked : emulator.open
    let response = send(handler, method, path, headers: headers, body: Data(input.rest()))
    Fuzzer.require(response.status < 500, "\(method) \(template) answered \(response.status)")
    if checksTokens, template != acsPath {
        Fuzzer.require(response.status == 401, "a made-up token got \(response.status)")
    }
    if !response.body.isEmpty {
        Fuzzer.require(
            JSONValue(parsing: response.body)?.isObject == true, "the body of \(response.status) is not a JSON object")
    }
    return 0
}

Fuzzer.run(testOneInput)
