import Foundation
import Testing
import Transport

@testable import Sandbox

/// The emulator's own limits where the spec states none: 100 metadata keys, 249 cart items, 255-character
/// strings; and the spec's own bounds. Each is a 400 whose pointer names the field.
@Suite struct SandboxLimitTests {
    static let long = String(repeating: "x", count: 256)

    static func metadata(_ count: Int) -> String {
        "{" + (0..<count).map { #""k\#($0)":"v""# }.joined(separator: ",") + "}"
    }

    static func cart(_ count: Int) -> String {
        "[" + Array(repeating: #"{"name":"Tea","quantity":1,"unit_amount":1}"#, count: count).joined(separator: ",")
            + "]"
    }

    static let refused: [(String, String)] = [
        (#"{"metadata":\#(metadata(101))}"#, "/metadata"),
        (#"{"metadata":{"k":"\#(long)"}}"#, "/metadata/k"),
        (#"{"metadata":{"\#(long)":"v"}}"#, "/metadata/\(String(repeating: "x", count: 64))"),
        (#"{"metadata":{"a/b~c":1}}"#, "/metadata/a~1b~0c"),
        (#"{"cart_items":\#(cart(250))}"#, "/cart_items"),
        (#"{"cart_items":[{"name":"\#(long)","quantity":1,"unit_amount":1}]}"#, "/cart_items/0/name"),
        (#"{"cart_items":[{"name":"Tea","quantity":1,"unit_amount":1,"sku":"\#(long)"}]}"#, "/cart_items/0/sku"),
        (#"{"cart_items":[{"name":"Tea","quantity":100000000,"unit_amount":1}]}"#, "/cart_items/0/quantity"),
        (#"{"cart_items":[{"name":"Tea","quantity":1,"unit_amount":1,"colour":"red"}]}"#, "/cart_items/0/colour"),
        (
            #"{"cart_items":[{"name":"Tea","quantity":1,"unit_amount":1,"product_type":"food"}]}"#,
            "/cart_items/0/product_type"
        ),
        (#"{"buyer":{"display_name":"\#(long)"}}"#, "/buyer/display_name"),
        (#"{"airline":{"legs":[{"carrier_name":"\#(long)"}]}}"#, "/airline/legs/0/carrier_name"),
        (#"{"airline":{"legs":[{"seat":"1A"}]}}"#, "/airline/legs/0/seat"),
        (#"{"airline":{"passengers":[{"first_name":"4111 1111 1111 1111"}]}}"#, "/airline/passengers/0/first_name"),
        (
            #"{"airline":{"passengers":[\#(Array(repeating: "{}", count: 21).joined(separator: ","))]}}"#,
            "/airline/passengers"
        ),
    ]

    @Test(arguments: refused)
    func oversizedSessionBodiesAre400WithAPointer(json: String, pointer: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/checkout/sessions", json: json)
        #expect(response.status == 400)
        #expect(response.pointers == [pointer])
    }

    @Test func theLimitsThemselvesAreAccepted() async throws {
        let sandbox = try SandboxHarness()
        let json = #"{"metadata":\#(Self.metadata(100)),"cart_items":\#(Self.cart(249))}"#
        #expect(await sandbox.send(.post, "/checkout/sessions", json: json).status == 201)
        let options = await sandbox.send(.post, "/payment-options", json: #"{"metadata":\#(Self.metadata(101))}"#)
        #expect(options.pointers == ["/metadata"])
    }

    @Test func updatesAreCheckedLikeCreates() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createSession()
        let response = await sandbox.send(.put, "/checkout/sessions/\(id)", json: #"{"cart_items":\#(Self.cart(250))}"#)
        #expect(response.status == 400)
        #expect(response.pointers == ["/cart_items"])
        let expiry = await sandbox.send(.put, "/checkout/sessions/\(id)", json: #"{"expires_in":7200}"#)
        #expect(expiry.object["expires_at"] as? String == "2026-11-29T14:00:00.000Z")
    }

    @Test func longClickToPayFieldsAre400() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        let body =
            #"{"payment_method":{"method":"click-to-pay","merchant_transaction_id":"\#(Self.long)","src_correlation_id":"c","src_dpa_id":"d"}}"#
        let response = await sandbox.send(.put, "/checkout/sessions/\(session)/fields", json: body)
        #expect(response.status == 400)
        #expect(response.pointers == ["/payment_method/merchant_transaction_id"])
    }
}
