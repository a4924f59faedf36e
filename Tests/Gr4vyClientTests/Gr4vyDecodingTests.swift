import Foundation
import Gr4vyClient
import Testing
import Transport

/// Decoding realistic responses through the services, with unknown fields ignored and missing optional ones nil.
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
              "approval_ui":{"height":"600px","width":"400px"},"required_fields":{"address":{"city":true},
              "email_address":true,"phone_number":false}}}
            ]}
            """
        let gr4vy = try Fixtures.client(.successful(body: body))
        let items = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        #expect(items.map(\.method) == ["card", "googlepay", "applepay", "paypal"])
        #expect(items.map(\.type) == ["payment-option", "payment-option", "payment-option", "payment-option"])
        #expect(items[0].context == nil && items[0].iconUrl == "https://cdn.example/card.svg")
        #expect(items[0].canStorePaymentMethod == true && items[3].canDelayCapture == false)
        #expect(items[2].label == nil && items[2].mode == "applepay")
        guard case .google(let google) = items[1].context, case .wallet(let wallet) = items[2].context,
            case .payment(let payment) = items[3].context
        else {
            Issue.record("contexts decoded as \(items.map(\.context))")
            return
        }
        #expect(google.gatewayMerchantId == "acme-gw" && google.supportedSchemes == ["visa", "mastercard"])
        #expect(google.gateway == "gr4vy" && google.merchantName == "Acme")
        #expect(wallet.merchantName == "Acme" && wallet.supportedSchemes == ["amex"])
        #expect(payment.approvalUI?.height == "600px" && payment.approvalUI?.width == "400px")
        #expect(payment.redirectRequiresPopup == true && payment.requiresTokenizedRedirectPopup == false)
        #expect(payment.requiredFields?.address?.city == true && payment.requiredFields?.emailAddress == true)
        #expect(payment.requiredFields?["phone_number"] == false)
    }

    @Test func cardDetailsDecodeANullIdAndMissingOptionals() async throws {
        let full = """
            {"type":"card-detail","id":"411111","card_type":"debit","scheme":"visa","additional_schemes":["cirrus"],
             "additional_schemes_details":[{"scheme":"cirrus","icon_url":"https://cdn.example/cirrus.svg"}],
             "scheme_icon_url":"https://cdn.example/visa.svg","country":"US","future":true,
             "required_fields":{"first_name":true,"last_name":true,"tax_id":false,"phone_number":true,
              "address":{"city":true,"postal_code":true,"line1":false,"organization":true}}}
            """
        let details = try await Fixtures.client(.successful(body: full)).cardDetails.get(
            request: Fixtures.cardDetailsRequest)
        #expect(details.id == "411111" && details.cardType == "debit" && details.additionalSchemes == ["cirrus"])
        #expect(details.additionalSchemesDetails?.first?.iconUrl == "https://cdn.example/cirrus.svg")
        #expect(
            details.requiredFields?.address?.postalCode == true && details.requiredFields?.address?.organization == true
        )
        #expect(details.requiredFields?.emailAddress == nil && details.requiredFields?.phoneNumber == true)

        let sparse = #"{"type":"card-detail","id":null,"card_type":"credit","scheme":"amex"}"#
        let minimal = try await Fixtures.client(.successful(body: sparse)).cardDetails.get(
            request: Fixtures.cardDetailsRequest)
        #expect(minimal == Gr4vyCardDetailsResponse(id: nil, cardType: "credit", scheme: "amex"))
        #expect(
            try Fixtures.encoded(minimal)
                == Fixtures.json(#"{"type":"card-detail","card_type":"credit","scheme":"amex"}"#))
    }

    @Test func paymentMethodsDecodeEveryField() async throws {
        let body = """
            {"items":[{"type":"payment-method","id":"8d3fd9cf-ba5b-4b50-8ba7-51ef2d1d7e4f","method":"card",
             "mode":"card","scheme":"visa","label":"1111","expiration_date":"12/30","fingerprint":"fp1","country":"US",
             "currency":"USD","details":{"bin":"411111","card_type":"credit","card_issuer_name":"Bank"},
             "merchant_account_id":"default","additional_schemes":["star"],"approval_url":null,
             "last_used_at":"2026-01-02T03:04:05Z","usage_count":3,"cit_last_used_at":"2026-01-01T00:00:00Z",
             "cit_usage_count":2,"has_replacement":false,"last_replaced_at":null,"scheme_transaction_id":"st-1",
             "scheme_transaction_id_scheme":"visa","transaction_link_id":"tl-1","unknown":[1,2]},
             {"id":"b","method":"card"}],"limit":20,"next_cursor":null}
            """
        let items = try await Fixtures.client(.successful(body: body)).paymentMethods.list(
            request: Fixtures.paymentMethodsRequest)
        #expect(items.count == 2)
        #expect(items[0].details?.cardIssuerName == "Bank" && items[0].usageCount == 3 && items[0].citUsageCount == 2)
        #expect(items[0].expirationDate == "12/30" && items[0].hasReplacement == false && items[0].approvalURL == nil)
        #expect(items[0].schemeTransactionId == "st-1" && items[0].transactionLinkId == "tl-1")
        #expect(items[0].schemeTransactionIdScheme == "visa" && items[0].fingerprint == "fp1")
        #expect(items[1].label == nil && items[1].mode == nil && items[1].id == "b")
    }

    @Test func appsCanBuildResponsesForTheirOwnMocks() async throws {
        let details = Gr4vyCardDetailsResponse(
            id: "411111", cardType: "debit", scheme: "visa",
            requiredFields: .init(firstName: true, address: .init(postalCode: true)))
        let methods = Gr4vyBuyersPaymentMethodsResponse(items: [
            Gr4vyBuyersPaymentMethod(
                type: "payment-method", details: .init(bin: "411111", cardType: "credit", cardIssuerName: "Bank"),
                label: "1111", method: "card", scheme: "visa", id: "pm-1", usageCount: 2)
        ])
        let detailsBody = String(decoding: try JSONEncoder().encode(details), as: UTF8.self)
        let methodsBody = String(decoding: try JSONEncoder().encode(methods), as: UTF8.self)
        #expect(
            try await Fixtures.client(.successful(body: detailsBody)).cardDetails.get(
                request: Fixtures.cardDetailsRequest)
                == details)
        #expect(
            try await Fixtures.client(.successful(body: methodsBody)).paymentMethods.list(
                request: Fixtures.paymentMethodsRequest) == methods.items)
        #expect(methodsBody.contains(#""type":"payment-method""#))
    }
}
