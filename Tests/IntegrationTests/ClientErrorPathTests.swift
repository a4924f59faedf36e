import Foundation
import Gr4vyClient
import Sandbox
import Testing
import Transport

/// The emulator's error answers, as the client reports them: status, Gr4vy error body and pointers.
@Suite struct ClientErrorPathTests {
    /// The `httpError` a call threw, or nil when it succeeded or failed otherwise.
    static func httpError(_ call: () async throws -> Void) async -> Gr4vyError? {
        do {
            try await call()
            return nil
        } catch let error as Gr4vyError {
            return error.statusCode == nil ? nil : error
        } catch {
            return nil
        }
    }

    @Test(arguments: EmulatorSetup.all)
    func invalidCardIs400WithPointer(setup: EmulatorSetup) async throws {
        try await ClientAgainstEmulatorTests.with(setup) { emulator in
            let session = try await emulator.newSession()
            let error = await Self.httpError {
                _ = try await emulator.client().checkoutSession.tokenize(
                    checkoutSessionId: session,
                    cardData: Gr4vyCardData(
                        paymentMethod: .card(
                            Gr4vyCardPaymentMethod(number: "4556557955726625", expirationDate: "13/30"))))
            }
            #expect(error?.statusCode == 400)
            #expect(
                error?.apiError?.details?.compactMap(\.pointer).sorted() == [
                    "/payment_method/expiration_date", "/payment_method/number",
                ])
        }
    }

    @Test(arguments: EmulatorSetup.all)
    func unknownSessionAndBuyerAre404(setup: EmulatorSetup) async throws {
        try await ClientAgainstEmulatorTests.with(setup) { emulator in
            let client = try emulator.client()
            let session = await Self.httpError {
                _ = try await client.checkoutSession.tokenize(
                    checkoutSessionId: "11111111-2222-3333-4444-555555555555",
                    cardData: Gr4vyCardData(
                        paymentMethod: .card(
                            Gr4vyCardPaymentMethod(
                                number: "4556557955726624", expirationDate: emulator.expiry(yearsAhead: 3)))))
            }
            #expect(session?.statusCode == 404)
            #expect(session?.apiError?.code == "not_found")
            let buyer = await Self.httpError {
                _ = try await client.paymentMethods.list(
                    request: Gr4vyBuyersPaymentMethodsRequest(
                        paymentMethods: Gr4vyBuyersPaymentMethods(buyerId: nil, buyerExternalIdentifier: "nobody")))
            }
            #expect(buyer?.statusCode == 404)
        }
    }

    @Test(arguments: EmulatorSetup.all)
    func cardDetailsWithoutBINIs400(setup: EmulatorSetup) async throws {
        try await ClientAgainstEmulatorTests.with(setup) { emulator in
            let error = await Self.httpError {
                _ = try await emulator.client().cardDetails.get(
                    request: Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD")))
            }
            #expect(error?.statusCode == 400)
            #expect(error?.apiError?.details?.first?.location == "query")
            #expect(error?.apiError?.details?.first?.pointer == "/bin")
        }
    }

    @Test(arguments: EmulatorSetup.all)
    func tokensAreChecked(setup: EmulatorSetup) async throws {
        try await ClientAgainstEmulatorTests.with(setup) { emulator in
            let request = Gr4vyPaymentOptionRequest(
                metadata: [:], country: nil, currency: "USD", amount: nil, locale: "en", cartItems: nil)
            let missing = await Self.httpError {
                _ = try await emulator.client(useDefaultToken: false).paymentOptions.list(request: request)
            }
            #expect(missing?.statusCode == 401)
            #expect(missing?.apiError?.details?.first?.pointer == "/Authorization")
            let expired = try DevelopmentToken.make(
                now: emulator.clock.now().addingTimeInterval(-7200), id: UUID(), expiresIn: 60)
            let old = await Self.httpError {
                _ = try await emulator.client(token: expired).paymentOptions.list(request: request)
            }
            #expect(old?.statusCode == 401)
            let narrow = try DevelopmentToken.make(now: emulator.clock.now(), id: UUID(), scopes: ["buyers.read"])
            let forbidden = await Self.httpError {
                _ = try await emulator.client(token: narrow).paymentOptions.list(request: request)
            }
            #expect(forbidden?.statusCode == 403)
            #expect(forbidden?.apiError?.code == "forbidden")
        }
    }
}
