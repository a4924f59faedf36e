import Foundation
import Gr4vyClient
import TesseraCore
import Testing
import Transport

/// The JSON the models write and read, key by key.
@Suite struct Gr4vyJSONShapeTests {
    // MARK: Payment methods

    @Test func paymentMethodsEncodeFlatWithTheirMethod() throws {
        let card = Gr4vyPaymentMethod.card(CardPaymentMethod(number: "4242424242424242", expirationDate: "01/30"))
        #expect(
            try Fixtures.encoded(card)
                == Fixtures.json(#"{"method":"card","number":"4242424242424242","expiration_date":"01/30"}"#))
        let id = Gr4vyPaymentMethod.id(IdPaymentMethod(id: "pm-1"))
        #expect(try Fixtures.encoded(id) == Fixtures.json(#"{"method":"id","id":"pm-1"}"#))
        let clickToPay = Gr4vyPaymentMethod.clickToPay(
            ClickToPayPaymentMethod(merchantTransactionId: "mt", srcCorrelationId: "corr", srcDpaId: "dpa"))
        #expect(
            try Fixtures.encoded(clickToPay)
                == Fixtures.json(
                    #"{"method":"click-to-pay","merchant_transaction_id":"mt","src_correlation_id":"corr","src_dpa_id":"dpa"}"#
                ))
        let bare = ClickToPayPaymentMethod(merchantTransactionId: "mt", srcCorrelationId: "corr")
        #expect(bare.srcDpaId == nil && bare.srcCxFlowId == nil)
        #expect(
            try Fixtures.encoded(Gr4vyPaymentMethod.clickToPay(bare))
                == Fixtures.json(
                    #"{"method":"click-to-pay","merchant_transaction_id":"mt","src_correlation_id":"corr"}"#))
    }

    @Test(arguments: [
        (
            #"{"method":"card","number":"4242424242424242","expiration_date":"01/30","security_code":"123"}"#,
            Gr4vyPaymentMethod.card(.init(number: "4242424242424242", expirationDate: "01/30", securityCode: "123"))
        ),
        (#"{"method":"id","id":"pm-1","security_code":"1234"}"#, .id(.init(id: "pm-1", securityCode: "1234"))),
        (
            #"{"method":"click-to-pay","merchant_transaction_id":"mt","src_correlation_id":"c","src_dpa_id":"d","src_cx_flow_id":"f"}"#,
            .clickToPay(.init(merchantTransactionId: "mt", srcCorrelationId: "c", srcDpaId: "d", srcCxFlowId: "f"))
        ),
        (
            #"{"method":"click_to_pay","merchant_transaction_id":"mt","src_correlation_id":"c"}"#,
            .clickToPay(.init(merchantTransactionId: "mt", srcCorrelationId: "c"))
        ),
    ])
    func paymentMethodsDecodeByTheirMethod(json: String, expected: Gr4vyPaymentMethod) throws {
        #expect(try Fixtures.decode(Gr4vyPaymentMethod.self, json) == expected)
    }

    @Test(arguments: [
        "{}", #"{"method":"paypal"}"#, #"{"method":"card","number":"4242424242424242"}"#, #"{"method":7}"#,
        #"{"method":"id"}"#, #"{"method":"click-to-pay","merchant_transaction_id":"mt"}"#,
    ])
    func paymentMethodsWithoutAKnownMethodOrARequiredFieldDoNotDecode(json: String) {
        #expect(throws: DecodingError.self) { try Fixtures.decode(Gr4vyPaymentMethod.self, json) }
    }

    @Test func cardDataIsThePaymentMethodUnderItsKey() throws {
        let data = Gr4vyCardData(paymentMethod: .id(IdPaymentMethod(id: "pm-1")))
        #expect(data.postalCode == nil)
        #expect(try Fixtures.encoded(data) == Fixtures.json(#"{"payment_method":{"method":"id","id":"pm-1"}}"#))
        let decoded = try Fixtures.decode(
            Gr4vyCardData.self, #"{"payment_method":{"method":"id","id":"pm-1"},"postal_code":"12345"}"#)
        #expect(decoded == Gr4vyCardData(paymentMethod: .id(IdPaymentMethod(id: "pm-1")), postalCode: "12345"))
        let request = Gr4vyCheckoutSessionRequest(paymentMethod: data.paymentMethod, timeout: 9)
        #expect(request.timeout == 9)
        #expect(try Fixtures.encoded(request) == Fixtures.json(#"{"payment_method":{"method":"id","id":"pm-1"}}"#))
    }

    @Test func descriptionsOfCardDataHoldNoSecrets() {
        let card = CardPaymentMethod(number: "4111111111111111", expirationDate: "01/30", securityCode: "737")
        let data = Gr4vyCardData(paymentMethod: .card(card), postalCode: "12345")
        var dumped = ""
        dump(data, to: &dumped)
        let stored = IdPaymentMethod(id: "pm-1", securityCode: "9876")
        for text in [String(describing: data), String(reflecting: card), "\(card)", dumped, "\(stored)"] {
            #expect(!text.contains("4111111111111111") && !text.contains("737") && !text.contains("9876"), "\(text)")
        }
        #expect(card.description == "card •••• 1111 exp 01/30 with security code")
    }

    // MARK: Requests

    @Test func cardDetailsEncodeUnderOneKeyWithoutTheTimeout() throws {
        let details = Gr4vyCardDetails(
            currency: "USD", amount: "1,000.50", bin: "4242-4242", country: "US/CA", intent: "capture&authorize",
            isSubsequentPayment: true, merchantInitiated: false, metadata: "", paymentMethodId: "pm",
            paymentSource: "moto")
        let expected = Fixtures.json(
            """
            {"card_details":{"currency":"USD","amount":"1,000.50","bin":"4242-4242","country":"US/CA",
             "intent":"capture&authorize","is_subsequent_payment":true,"merchant_initiated":false,"metadata":"",
             "payment_method_id":"pm","payment_source":"moto"}}
            """)
        #expect(try Fixtures.encoded(Gr4vyCardDetailsRequest(cardDetails: details, timeout: 3)) == expected)
        #expect(
            try Fixtures.encoded(Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "EUR")))
                == Fixtures.json(#"{"card_details":{"currency":"EUR"}}"#))
        #expect(
            try Fixtures.decode(Gr4vyCardDetails.self, #"{"currency":"GBP","bin":null}"#)
                == Gr4vyCardDetails(currency: "GBP"))
        #expect(throws: DecodingError.self) { try Fixtures.decode(Gr4vyCardDetails.self, #"{"bin":"424242"}"#) }
        #expect(throws: DecodingError.self) {
            try Fixtures.decode(Gr4vyCardDetails.self, #"{"currency":"GBP","merchant_initiated":"no"}"#)
        }
    }

    @Test func buyerPaymentMethodsOrderDescendingInTheInitializerOnly() throws {
        let query = Gr4vyBuyersPaymentMethods(buyerId: "b-1")
        #expect(query.orderBy == .desc && query.sortBy == nil)
        let request = Gr4vyBuyersPaymentMethodsRequest(paymentMethods: query, merchantId: "m", timeout: 2)
        #expect(
            try Fixtures.encoded(request)
                == Fixtures.json(#"{"payment_methods":{"buyer_id":"b-1","order_by":"desc"}}"#))
        let decoded = try Fixtures.decode(Gr4vyBuyersPaymentMethods.self, #"{"buyer_id":"b-1"}"#)
        #expect(decoded.orderBy == nil && decoded.buyerId == "b-1")
        let full = try Fixtures.decode(
            Gr4vyBuyersPaymentMethods.self,
            #"{"buyer_external_identifier":"x","sort_by":"last_used_at","order_by":"asc","country":"US","currency":"USD"}"#
        )
        #expect(
            full
                == Gr4vyBuyersPaymentMethods(
                    buyerId: nil, buyerExternalIdentifier: "x", sortBy: .lastUsedAt, orderBy: .asc, country: "US",
                    currency: "USD"))
        #expect(throws: DecodingError.self) {
            try Fixtures.decode(Gr4vyBuyersPaymentMethods.self, #"{"order_by":"up"}"#)
        }
        #expect(throws: DecodingError.self) {
            try Fixtures.decode(Gr4vyBuyersPaymentMethods.self, #"{"sort_by":"name"}"#)
        }
        #expect(Gr4vyOrderBy.allCases.map(\.rawValue) == ["asc", "desc"])
        #expect(
            Gr4vySortBy.allCases.map(\.rawValue) == [
                "last_used_at", "usage_count", "cit_last_used_at", "cit_usage_count",
            ])
    }

    @Test func paymentOptionRequestsAlwaysCarryMetadataAndNeverTheMerchantOrTimeout() throws {
        let item = Gr4vyPaymentOptionCartItem(
            name: "Free", quantity: 0, unitAmount: -5, discountAmount: nil, taxAmount: nil, externalIdentifier: nil,
            sku: nil, productUrl: nil, imageUrl: nil, categories: nil, productType: nil, sellerCountry: nil)
        let request = Gr4vyPaymentOptionRequest(
            merchantId: "m", metadata: ["k": "v"], country: "GB", currency: "GBP", amount: -1, locale: "en-GB",
            cartItems: [item], timeout: 4)
        #expect(
            try Fixtures.encoded(request)
                == Fixtures.json(
                    #"{"metadata":{"k":"v"},"country":"GB","currency":"GBP","amount":-1,"locale":"en-GB","cart_items":[{"name":"Free","quantity":0,"unit_amount":-5}]}"#
                ))
        #expect(
            try Fixtures.encoded(Fixtures.paymentOptionsRequest) == Fixtures.json(#"{"metadata":{},"locale":"en"}"#))
    }

    // MARK: Payment options

    @Test func aPaymentOptionIsTypePaymentOptionWhenTheKeyIsMissing() throws {
        let bare = try Fixtures.decode(Gr4vyPaymentOption.self, "{}")
        #expect(bare.type == "payment-option" && bare.method == nil && bare.context == nil && bare.label == nil)
        let typed = try Fixtures.decode(Gr4vyPaymentOption.self, #"{"type":"something-else","method":"card"}"#)
        #expect(typed.type == "something-else" && typed.method == "card")
        #expect(throws: DecodingError.self) { try Fixtures.decode(Gr4vyPaymentOption.self, #"{"method":123}"#) }
        #expect(throws: DecodingError.self) { try Fixtures.decode(PaymentOptionsWrapper.self, #"{"options":[]}"#) }
    }

    @Test(arguments: [
        (#"{"redirect_requires_popup":false}"#, "payment"),
        (
            #"{"redirect_requires_popup":true,"gateway":"g","merchant_name":"M","supported_schemes":["visa"]}"#,
            "payment"
        ),
        (#"{"gateway":"gr4vy"}"#, "google"),
        (#"{"gateway_merchant_id":"acme","merchant_name":"M"}"#, "google"),
        (#"{"merchant_name":"Acme","supported_schemes":["amex"]}"#, "wallet"),
        (#"{"merchant_name":"Acme"}"#, "wallet"),
        ("{}", "wallet"),
        (#"{"requires_tokenized_redirect_popup":true}"#, "wallet"),
    ])
    func theContextIsToldApartByItsKeys(json: String, kind: String) throws {
        let context = try Fixtures.decode(Gr4vyPaymentOptionContext.self, json)
        switch context {
        case .payment: #expect(kind == "payment")
        case .google: #expect(kind == "google")
        case .wallet: #expect(kind == "wallet")
        }
    }

    @Test(arguments: [
        #"{"merchant_name":123}"#, #"{"supported_schemes":"visa"}"#, #"{"redirect_requires_popup":"yes"}"#,
        #"{"gateway":1}"#,
    ])
    func aWronglyTypedFieldOfTheChosenContextThrows(json: String) {
        #expect(throws: DecodingError.self) { try Fixtures.decode(Gr4vyPaymentOptionContext.self, json) }
    }

    @Test func contextsReEncodeFlat() throws {
        for json in [
            #"{"merchant_name":"Acme","supported_schemes":["amex"]}"#,
            #"{"merchant_name":"Acme","supported_schemes":["visa"],"gateway":"gr4vy","gateway_merchant_id":"g"}"#,
            #"{"redirect_requires_popup":true,"requires_tokenized_redirect_popup":false,"approval_ui":{"height":"600px","width":"400px"},"required_fields":{"email_address":true}}"#,
        ] {
            let context = try Fixtures.decode(Gr4vyPaymentOptionContext.self, json)
            #expect(try Fixtures.encoded(context) == Fixtures.json(json))
        }
    }

    typealias RequiredFields = Gr4vyPaymentOptionContext.Gr4vyPaymentContext.Gr4vyRequiredFields

    @Test func requiredFieldsKeepTheTypedFlagsTheAddressAndOtherBooleans() throws {
        let json = """
            {"email_address":true,"tax_id":false,"first_name":true,"last_name":null,
             "address":{"city":true,"postal_code":false,"line2":true,"state_code":true,"organization":false},
             "phone_number":true,"birth_date":false,"nested":{"a":true},"count":3}
            """
        let fields = try Fixtures.decode(RequiredFields.self, json)
        #expect(
            fields.emailAddress == true && fields.taxId == false && fields.firstName == true && fields.lastName == nil)
        #expect(fields.address?.city == true && fields.address?.postalCode == false && fields.address?.line2 == true)
        #expect(
            fields.address?.stateCode == true && fields.address?.organization == false && fields.address?.line1 == nil)
        #expect(fields.additionalFields == ["phone_number": true, "birth_date": false])
        #expect(fields["email_address"] == true && fields["tax_id"] == false && fields["phone_number"] == true)
        #expect(
            fields["address"] == nil && fields["nested"] == nil && fields["count"] == nil && fields["unknown"] == nil)
        #expect(fields.getField("phone_number") == true && fields.getField("birth_date") == false)
        #expect(fields.getField("email_address") == nil)
        #expect(!fields.isEmpty)
        let reencoded = try #require(try Fixtures.encoded(fields))
        #expect(
            reencoded
                == Fixtures.json(
                    #"{"email_address":true,"tax_id":false,"first_name":true,"address":{"city":true,"postal_code":false,"line2":true,"state_code":true,"organization":false},"phone_number":true,"birth_date":false}"#
                ))
    }

    @Test func emptyRequiredFieldsAreEmptyNotNil() throws {
        let empty = try Fixtures.decode(RequiredFields.self, "{}")
        #expect(empty.isEmpty && empty.additionalFields.isEmpty)
        #expect(try Fixtures.decode(RequiredFields.self, #"{"nested":{"a":true}}"#).isEmpty)
        #expect(!(try Fixtures.decode(RequiredFields.self, #"{"address":{}}"#).isEmpty))
        #expect(!(try Fixtures.decode(RequiredFields.self, #"{"x":false}"#).isEmpty))
        #expect(throws: DecodingError.self) { try Fixtures.decode(RequiredFields.self, #"{"email_address":"yes"}"#) }
    }

    // MARK: Responses

    @Test func cardDetailsResponsesNeedNoId() throws {
        let bare = try Fixtures.decode(Gr4vyCardDetailsResponse.self, "{}")
        #expect(bare.id == nil && bare.type == nil && bare.requiredFields == nil)
        let explicitNull = try Fixtures.decode(Gr4vyCardDetailsResponse.self, #"{"id":null,"type":"card-detail"}"#)
        #expect(explicitNull.id == nil && explicitNull.type == "card-detail")
        let full = try Fixtures.decode(
            Gr4vyCardDetailsResponse.self,
            #"{"id":"cd_123","card_type":"credit","scheme":"visa","scheme_icon_url":"https://cdn.example/v.svg","country":"US","required_fields":{"first_name":true,"address":{"line1":true,"state_code":false}}}"#
        )
        #expect(full.id == "cd_123" && full.schemeIconURL == URL(string: "https://cdn.example/v.svg"))
        #expect(full.requiredFields?.firstName == true && full.requiredFields?.lastName == nil)
        #expect(full.requiredFields?.address?.line1 == true && full.requiredFields?.address?.stateCode == false)
        #expect(throws: DecodingError.self) { try Fixtures.decode(Gr4vyCardDetailsResponse.self, #"{"id":12}"#) }
        #expect(throws: DecodingError.self) {
            try Fixtures.decode(Gr4vyCardDetailsResponse.self, #"{"required_fields":{"first_name":"y"}}"#)
        }
    }

    @Test func buyerPaymentMethodResponsesNeedItemsAndNothingElse() throws {
        #expect(throws: DecodingError.self) { try Fixtures.decode(Gr4vyBuyersPaymentMethodsResponse.self, "{}") }
        let response = try Fixtures.decode(Gr4vyBuyersPaymentMethodsResponse.self, #"{"items":[{}]}"#)
        #expect(response.items == [Gr4vyBuyersPaymentMethod()])
        let item = try Fixtures.decode(
            Gr4vyBuyersPaymentMethod.self,
            #"{"approval_url":"https://pay.example/approve","merchant_account_id":"default","cit_last_used_at":"2026-01-01T00:00:00Z","last_used_at":"2026-01-02T00:00:00Z","usage_count":4,"additional_schemes":["star"]}"#
        )
        #expect(item.approvalURL == URL(string: "https://pay.example/approve") && item.merchantAccountId == "default")
        #expect(item.citLastUsedAt == "2026-01-01T00:00:00Z" && item.lastUsedAt == "2026-01-02T00:00:00Z")
        #expect(item.usageCount == 4 && item.additionalSchemes == ["star"])
    }

    /// The seed's names (seed 004: `authentication.user_cancelled`, `authentication.timed_out`) in both the
    /// `Encodable` form and the one line the CLI and the app print; the Swift names stay the SDK's.
    @Test func tokenizeResultsUseTheSeedsNames() throws {
        let result = Gr4vyTokenizeResult(
            tokenized: true,
            authentication: Gr4vyAuthentication(
                attempted: true, type: "challenge", transactionStatus: nil, hasCancelled: true, hasTimedOut: false,
                cardholderInfo: nil))
        let json = try #require(try Fixtures.encoded(result))
        let expected: JSONValue = [
            "tokenized": true,
            "authentication": [
                "attempted": true, "type": "challenge", "transaction_status": .null, "user_cancelled": true,
                "timed_out": false, "failure_reason": .null,
            ],
        ]
        #expect(json == expected)
        #expect(
            result.jsonLine
                == #"{"tokenized": true, "authentication": {"attempted": true, "type": "challenge", "transaction_status": null, "user_cancelled": true, "timed_out": false, "failure_reason": null}}"#
        )
        #expect(Gr4vyTokenizeResult(tokenized: true).jsonLine == #"{"tokenized": true}"#)
        // The issuer's text is written only when there is one, and escaped as JSON.
        let withInfo = Gr4vyTokenizeResult(
            tokenized: true,
            authentication: Gr4vyAuthentication(
                attempted: true, type: "frictionless", transactionStatus: "R", cardholderInfo: #"Call "your" bank"#))
        #expect(withInfo.jsonLine.hasSuffix(#""failure_reason": null, "cardholder_info": "Call \"your\" bank"}}"#))
        #expect(try Fixtures.encoded(withInfo)?["authentication"]?["cardholder_info"] == .string(#"Call "your" bank"#))
    }

    @Test func tokenizeResultsEncodeWhatTheyHold() throws {
        let result = Gr4vyTokenizeResult(
            tokenized: true,
            authentication: Gr4vyAuthentication(
                attempted: true, type: "frictionless", transactionStatus: "Y", cardholderInfo: nil))
        let json = try #require(try Fixtures.encoded(result))
        #expect(json["tokenized"] == .bool(true))
        #expect(json["authentication"]?["type"] == .string("frictionless"))
    }
}
