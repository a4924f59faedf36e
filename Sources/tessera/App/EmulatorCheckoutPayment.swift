import Foundation
import TesseraApp
import ThreeDS

/// The Checkout tab's Pay button: tokenizes the card with 3-D Secure into a fresh checkout session on the
/// in-memory emulator, as `tessera checkout` does. A frictionless card completes; the challenge screens in the
/// page are not built yet, so a challenge ends with the SDK's runtime error, named in the result.
struct EmulatorCheckoutPayment: CheckoutPayment {
    let console: Console

    func pay(number: String, expiryMonth: Int, expiryYear: Int, securityCode: String) async throws
        -> (json: String, note: String?)
    {
        let expiry = String(format: "%02d/%02d", expiryMonth, expiryYear % 100)
        let result = try await CheckoutCommand.tokenizeInFreshSession(
            CheckoutCard(number: number, expiry: expiry, cvc: securityCode, name: ""),
            uiCustomization: nil, presenter: NoChallengeInPage(), console: console)
        return (TokenizeCommand.json(result), result.authentication?.failureReason)
    }
}

/// Stands where the in-page challenge presenter will go: it ends any challenge at once.
struct NoChallengeInPage: ChallengePresenter {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String {
            "The 3-D Secure challenge in the page is not built yet; pay with a frictionless test card here, or run "
                + "'tessera checkout' in a terminal for a challenge."
        }
    }

    var appearance: ChallengeAppearance { .light }

    func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        throw Unavailable()
    }
}
