import Foundation
import FuzzSupport
import Sandbox
import Transport

// The emulator's request decoding: a body (or an Authorization header) sent to a route of a fresh in-memory
// emulator. Invariants: the answer is never a server error (5xx) and its body, when there is one, is a JSON object;
// a token the fuzzer made up is never accepted.

struct AllowAll: SandboxAuthenticator {
    func authenticate(_ request: HTTPRequest, scope: SandboxScope) throws(SandboxAuthFailure) {}
}

struct Digest: CardFingerprinter {
    func fingerprint(cardNumber: String) throws -> String { "fp-\(cardNumber.count)" }
}

let environment = SandboxEnvironment.fixed(at: Date(timeIntervalSince1970: 1_795_953_600))
let routes: [(HTTPMethod, String)] = [
    (.post, "/checkout/sessions"), (.put, "/checkout/sessions/{id}"), (.put, "/checkout/sessions/{id}/fields"),
    (.post, "/checkout/sessions/{id}/three-d-secure-authenticate"), (.post, "/buyers"), (.post, "/payment-options"),
]

func send(_ handler: SandboxHandler, _ method: HTTPMethod, _ path: String, headers: HTTPHeaders, body: Data?)
    -> HTTPResponse
{
    let request = HTTPRequest(
        method: method, url: URL(string: "http://sandbox.test" + path)!, headers: headers, body: body)
    return Fuzzer.wait { await handler.handle(request) }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(Fuzzer.bytes(start, count))
    let store = try! SandboxStore.ephemeral()
    let checksTokens = input.choice(4) == 0
    let (method, template) = routes[input.choice(routes.count)]
    var path = template
    let handler: SandboxHandler
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if checksTokens {
        handler = try! SandboxHandler(store: store, environment: environment)
        headers["Authorization"] = input.text()
    } else {
        handler = SandboxHandler(store: store, authenticator: AllowAll(), fingerprinter: Digest(), environment: environment)
    }
    if template.contains("{id}") {
        let created = send(handler, .post, "/checkout/sessions", headers: ["Content-Type": "application/json"], body: nil)
        let id = JSONValue(parsing: created.body)?["id"]?.string ?? "00000000-0000-0000-0000-000000000000"
        path = template.replacingOccurrences(of: "{id}", with: id)
    }
    let response = send(handler, method, path, headers: headers, body: Data(input.rest()))
    Fuzzer.require(response.status < 500, "\(method) \(template) answered \(response.status)")
    if checksTokens { Fuzzer.require(response.status == 401, "a made-up token got \(response.status)") }
    if !response.body.isEmpty {
        Fuzzer.require(JSONValue(parsing: response.body)?.isObject == true, "the body of \(response.status) is not a JSON object")
    }
    return 0
}

Fuzzer.run(testOneInput)
