import Foundation
import Gr4vyClient
import TesseraCore
import Testing

/// The client accepts everything the spec allows: for each response schema it decodes, a minimal
/// instance (required members only, nulls where allowed) and maximal ones (every member, unknown extra
/// members, unknown enumeration values, each branch of a union), generated from the OpenAPI fixture.
@Suite struct SpecInstanceDecodingTests {
    static let shapes: [SchemaInstanceGenerator.Shape] = [
        .minimal, .maximal(branch: 0), .maximal(branch: 1),
        .maximal(branch: 2),
    ]

    static func body(_ method: String, _ path: String, _ shape: SchemaInstanceGenerator.Shape) throws -> String {
        let generator = try SchemaInstanceGenerator()
        let schema = try #require(generator.responseSchema(method, path, status: "200"))
        return String(decoding: generator.instance(schema, shape).compactData, as: UTF8.self)
    }

    @Test(arguments: shapes)
    func cardDetails(shape: SchemaInstanceGenerator.Shape) async throws {
        let body = try Self.body("get", "/card-details", shape)
        let details = try await Fixtures.client(.successful(body: body)).cardDetails.get(
            request: Fixtures.cardDetailsRequest)
        if shape == .minimal {
            #expect(details.scheme == nil && details.cardType == nil && details.id == nil)
        } else {
            #expect(details.scheme == SchemaInstanceGenerator.unknownEnumValue)
            #expect(details.requiredFields?.address?.stateCode == true)
        }
    }

    /// What the real service answers for an unknown BIN: a null scheme and card type.
    @Test func cardDetailsOfAnUnknownBIN() async throws {
        let body = #"{"type":"card-detail","id":"999999","card_type":null,"scheme":null,"country":null}"#
        let request = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD", bin: "999999"))
        let details = try await Fixtures.client(.successful(body: body)).cardDetails.get(request: request)
        #expect(details.country == nil)
        #expect(details == Gr4vyCardDetailsResponse(id: "999999", cardType: nil, scheme: nil))
    }

    @Test(arguments: shapes)
    func paymentOptions(shape: SchemaInstanceGenerator.Shape) async throws {
        let body = try Self.body("post", "/payment-options", shape)
        let options = try await Fixtures.client(.successful(body: body)).paymentOptions.list(
            request: Fixtures.paymentOptionsRequest)
        #expect(options.count == (shape == .minimal ? 0 : 2))
        guard case .maximal(let branch) = shape, let option = options.first else { return }
        #expect(option.mode == SchemaInstanceGenerator.unknownEnumValue)
        switch (branch, option.context) {
        case (0, .wallet?), (1, .google?), (2, .payment?): break
        default: Issue.record("branch \(branch) decoded as \(String(describing: option.context))")
        }
    }

    @Test(arguments: shapes)
    func buyerPaymentMethods(shape: SchemaInstanceGenerator.Shape) async throws {
        let body = try Self.body("get", "/buyers/payment-methods", shape)
        let methods = try await Fixtures.client(.successful(body: body)).paymentMethods.list(
            request: Fixtures.paymentMethodsRequest)
        #expect(methods.count == (shape == .minimal ? 0 : 2))
        if case .maximal = shape {
            #expect(methods.first?.method == SchemaInstanceGenerator.unknownEnumValue)
            #expect(methods.first?.details?.cardType == SchemaInstanceGenerator.unknownEnumValue)
        }
    }

    @Test(arguments: shapes)
    func checkoutSessions(shape: SchemaInstanceGenerator.Shape) async throws {
        let body = try Self.body("get", "/checkout/sessions/{session_id}", shape)
        let session = try await Fixtures.client(.successful(body: body)).checkoutSession.get(
            checkoutSessionId: "8724fd24-5489-4a5d-90fd-0604df7d3b83")
        #expect(session.id == "8724fd24-5489-4a5d-90fd-0604df7d3b83")
        if case .maximal = shape {
            #expect(session.paymentMethod?.scheme == SchemaInstanceGenerator.unknownEnumValue)
            #expect(session.cartItems?.first?.productType == SchemaInstanceGenerator.unknownEnumValue)
        } else {
            #expect(session.buyer == nil && session.paymentMethod == nil && session.cartItems == nil)
        }
    }

    @Test(arguments: shapes)
    func buyers(shape: SchemaInstanceGenerator.Shape) async throws {
        let generator = try SchemaInstanceGenerator()
        let schema = try #require(generator.responseSchema("post", "/buyers", status: "201"))
        let body = String(decoding: generator.instance(schema, shape).compactData, as: UTF8.self)
        let buyer = try await Fixtures.client(.successful(status: 201, body: body)).buyers.create(
            request: Gr4vyBuyerCreateRequest(buyer: Gr4vyBuyerDetails(externalIdentifier: "ada")))
        #expect(buyer.id == "8724fd24-5489-4a5d-90fd-0604df7d3b83" && buyer.reconciliationId != nil)
    }

    /// A minimal payment-method summary inside a list: the required members with nulls.
    @Test func aMinimalSummaryInsideAList() async throws {
        let generator = try SchemaInstanceGenerator()
        let summary = generator.instance(["$ref": "#/components/schemas/PaymentMethodSummary"], .minimal)
        let body = String(decoding: JSONValue.object(["items": [summary]]).compactData, as: UTF8.self)
        let methods = try await Fixtures.client(.successful(body: body)).paymentMethods.list(
            request: Fixtures.paymentMethodsRequest)
        #expect(methods.count == 1)
        #expect(methods.first?.scheme == nil && methods.first?.schemeTransactionId == nil)
    }

    @Test(arguments: shapes)
    func errorBodiesOfEveryStatus(shape: SchemaInstanceGenerator.Shape) throws {
        let generator = try SchemaInstanceGenerator()
        for status in generator.errorStatuses("get", "/card-details") {
            let schema = try #require(generator.responseSchema("get", "/card-details", status: status))
            let data = generator.instance(schema, shape).compactData
            #expect(throws: Never.self, "\(status) \(shape)") {
                try JSONDecoder().decode(Gr4vyAPIError.self, from: data)
            }
        }
    }
}
