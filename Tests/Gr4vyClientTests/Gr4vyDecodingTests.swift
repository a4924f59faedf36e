import Foundation
import Gr4vyClient
import Testing
import Transport

/// Decoding realistic responses, with unknown fields ignored and missing optional ones nil.
@Suite struct Gr4vyDecodingTests {
    @Test func paymentOptionsDecodeEveryContextShape() async throws {
        let body = """
            {"items":[
             {"type":"payment-option","method":"card","mode":"card","can_store_payment_method":true,
              "can_delay_capture":true,"icon_url":"https://cdn.example/card.svg","label":"Card","context":null,
              "brand_new_field":{"x":1}},
             {"type":"payment-option","method":"googlepay","mode":"googlepay","can_store_payment_method":false,
              "can_delay_capture":true,"context":{"merchant_name":"Acme","supported_schemes":["visa","mastercard"],
              "gateway":"gr4vy","gateway_merchant_id":"acme-gw"}},
             {"method":"applepay","mode":"applepay","can_store_payment_method":false,"can_delay_capture":true,
              "context":{"merchant_name":"Acme","supported_schemes":["amex"]}},
             {"method":"paypal","mode":"redirect","can_store_payment_method":true,"can_delay_capture":false,
              "context":{"redirect_requires_popup":true,"requires_tokenized_redirect_popup":false,
              "approval_ui":{"height":"600px","width":"400px"},"required_fields":{"address":{"city":true}}}}
            ]}
            """
        let gr4vy = try Fixtures.client(.successful(body: body))
        let items = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest()).items
        #expect(items.map(\.method) == ["card", "googlepay", "applepay", "paypal"])
        #expect(items[0].context == nil && items[0].iconUrl == "https://cdn.example/card.svg")
        #expect(items[2].type == nil && items[2].label == nil)
        guard case .googlePay(let google) = items[1].context, case .wallet(let wallet) = items[2].context,
            case .payment(let payment) = items[3].context
        else {
            Issue.record("contexts decoded as \(items.map(\.context))")
            return
        }
        #expect(google.gatewayMerchantId == "acme-gw" && google.supportedSchemes == ["visa", "mastercard"])
        #expect(wallet.merchantName == "Acme")
        #expect(payment.approvalUi?.height == "600px" && payment.redirectRequiresPopup == true)
        #expect(payment.requiredFields?["address"] == .object(["city": .bool(true)]))
    }

    @Test func cardDetailsDecodeANullIdAndMissingOptionals() async throws {
        let full = """
            {"type":"card-detail","id":"411111","card_type":"debit","scheme":"visa","additional_schemes":["cirrus"],
             "scheme_icon_url":"https://cdn.example/visa.svg","country":"US","future":true,
             "required_fields":{"first_name":true,"last_name":true,"tax_id":false,
              "address":{"city":true,"postal_code":true,"line1":false,"organization":true}}}
            """
        let request = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD", bin: "411111"))
        let details = try await Fixtures.client(.successful(body: full)).cardDetails.get(request: request)
        #expect(details.id == "411111" && details.cardType == "debit" && details.additionalSchemes == ["cirrus"])
        #expect(details.requiredFields?.address?.postalCode == true)
        #expect(details.requiredFields?.emailAddress == nil)

        let sparse = #"{"type":"card-detail","id":null,"card_type":"credit","scheme":"amex"}"#
        let minimal = try await Fixtures.client(.successful(body: sparse)).cardDetails.get(request: request)
        #expect(minimal == Gr4vyCardDetailsResponse(id: nil, cardType: "credit", scheme: "amex"))
        // Re-encoded as the API sends it: the nullable id stays, as null; absent optionals stay absent.
        #expect(Fixtures.json(try JSONEncoder().encode(minimal)) == Fixtures.json(sparse))
    }

    @Test func paymentMethodsDecodeEveryField() async throws {
        let body = """
            {"items":[{"type":"payment-method","id":"8d3fd9cf-ba5b-4b50-8ba7-51ef2d1d7e4f","method":"card",
             "mode":"card","scheme":"visa","label":"1111","expiration_date":"12/30","fingerprint":"fp1","country":"US",
             "currency":"USD","details":{"bin":"411111","card_type":"credit","card_issuer_name":"Bank"},
             "merchant_account_id":"default","additional_schemes":["star"],"approval_url":null,
             "last_used_at":"2026-01-02T03:04:05Z","usage_count":3,"cit_last_used_at":"2026-01-01T00:00:00Z",
             "cit_usage_count":2,"has_replacement":false,"last_replaced_at":null,"scheme_transaction_id":"st-1",
             "transaction_link_id":"tl-1","unknown":[1,2]},
             {"id":"b","method":"card"}],"limit":20,"next_cursor":null}
            """
        let request = Gr4vyBuyersPaymentMethodsRequest(paymentMethods: Gr4vyBuyersPaymentMethods(buyerId: "b"))
        let items = try await Fixtures.client(.successful(body: body)).paymentMethods.list(request: request).items
        #expect(items.count == 2)
        #expect(items[0].details?.cardIssuerName == "Bank" && items[0].usageCount == 3 && items[0].citUsageCount == 2)
        #expect(items[0].expirationDate == "12/30" && items[0].hasReplacement == false && items[0].approvalUrl == nil)
        #expect(items[1].label == nil && items[1].mode == nil)
    }

    @Test func appsCanBuildEveryResponseForTheirOwnMocks() async throws {
        let options = Gr4vyPaymentOptionsResponse(items: [
            Gr4vyPaymentOption(
                method: "googlepay", mode: "googlepay", canStorePaymentMethod: false, canDelayCapture: true,
                context: .googlePay(
                    .init(merchantName: "Acme", supportedSchemes: ["visa"], gateway: "gr4vy", gatewayMerchantId: "g"))),
            Gr4vyPaymentOption(
                method: "applepay", mode: "applepay", canStorePaymentMethod: false, canDelayCapture: true,
                context: .wallet(.init(merchantName: "Acme", supportedSchemes: ["amex"]))),
            Gr4vyPaymentOption(
                method: "paypal", mode: "redirect", canStorePaymentMethod: true, canDelayCapture: false,
                context: .payment(
                    .init(redirectRequiresPopup: true, approvalUi: .init(height: "600px", width: "400px")))),
        ])
        let details = Gr4vyCardDetailsResponse(
            id: "411111", cardType: "debit", scheme: "visa",
            requiredFields: Gr4vyRequiredFields(firstName: true, address: .init(postalCode: true)))
        let methods = Gr4vyPaymentMethodsResponse(items: [
            Gr4vyPaymentMethodSummary(
                id: "pm-1", method: "card", scheme: "visa", label: "1111",
                details: .init(bin: "411111", cardType: "credit", cardIssuerName: "Bank"), usageCount: 2)
        ])
        let encoder = JSONEncoder()
        let optionsBody = String(decoding: try encoder.encode(options), as: UTF8.self)
        let detailsBody = String(decoding: try encoder.encode(details), as: UTF8.self)
        let methodsBody = String(decoding: try encoder.encode(methods), as: UTF8.self)
        let request = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD"))
        let buyer = Gr4vyBuyersPaymentMethodsRequest(paymentMethods: Gr4vyBuyersPaymentMethods(buyerId: "b"))
        #expect(
            try await Fixtures.client(.successful(body: optionsBody)).paymentOptions.list(
                request: Gr4vyPaymentOptionRequest()) == options)
        #expect(try await Fixtures.client(.successful(body: detailsBody)).cardDetails.get(request: request) == details)
        #expect(
            try await Fixtures.client(.successful(body: methodsBody)).paymentMethods.list(request: buyer) == methods)
        #expect(methodsBody.contains(#""type":"payment-method""#))
    }

    @Test(arguments: [
        (#"{"items":[{"method":"card","mode":"card","can_delay_capture":true}]}"#, "items[0].can_store_payment_method"),
        (#"{"items":"nope"}"#, "items"),
        ("<html>ok</html>", "not valid JSON"),
    ])
    func malformedSuccessBodiesAreDecodingErrors(body: String, mention: String) async throws {
        let gr4vy = try Fixtures.client(.successful(body: body))
        do throws(Gr4vyError) {
            _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
            Issue.record("decoded \(body)")
        } catch {
            guard case .responseDecoding(let message) = error.kind else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.contains(mention))
        }
    }

    @Test func invalidUTF8IsADecodingError() async throws {
        let mock = MockTransport { _ in HTTPResponse(status: 200, body: Data([0x7B, 0xFF, 0xFE, 0x7D])) }
        do throws(Gr4vyError) {
            _ = try await Fixtures.client(mock).paymentOptions.list(request: Gr4vyPaymentOptionRequest())
            Issue.record("decoded invalid UTF-8")
        } catch {
            #expect(error.description.contains("not valid UTF-8"))
        }
    }

    @Test func aFiftyMegabyteBodyIsRejectedWithoutDecoding() async throws {
        let huge = Data(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024)
        let mock = MockTransport { _ in HTTPResponse(status: 200, body: huge) }
        do throws(Gr4vyError) {
            _ = try await Fixtures.client(mock).paymentOptions.list(request: Gr4vyPaymentOptionRequest())
            Issue.record("accepted 50 MB")
        } catch {
            guard case .responseDecoding(let message) = error.kind else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.contains("52428800 bytes exceeds the limit"))
        }
    }
}
