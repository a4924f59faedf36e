import CardKit
import Checkout
import Foundation
import Gr4vyCheckout
import Gr4vyClient
import TerminalChallenge
import TesseraClient
import ThreeDS

/// The card a completed form gives, held only in memory until it is tokenized.
struct CheckoutCard: Sendable {
    let number: String
    let expiry: String
    let cvc: String
    let name: String
}

/// The key loop of `tessera checkout`: raw mode on, the form redrawn after every key and every resize,
/// raw mode off on every way out.
enum CheckoutLoop {
    /// Runs `form` until Enter submits a valid card (true) or Ctrl-C cancels (false).
    @MainActor
    static func collect(_ form: CheckoutForm, localization: CheckoutLocalization, color: Bool) throws -> Bool {
        let screen = CheckoutScreen(color: color, previewTitle: localization.cardPreview)
        guard RawTerminal.enter() else {
            throw CLIError.failure("Cannot switch the terminal to raw mode; use 'tessera tokenize' instead.")
        }
        defer {
            RawTerminal.restore()
            write(screenText: "\u{1B}[H\u{1B}[2J")
        }
        write(screenText: "\u{1B}[?25l")
        var decoder = KeyDecoder()
        var size = RawTerminal.size() ?? (80, 24)
        var ended = false
        write(screenText: screen.draw(form, columns: size.columns, rows: size.rows))
        while !ended {
            let byte = RawTerminal.readByte(timeout: 150, ended: &ended)
            if let now = RawTerminal.size(), now != size {
                size = now
                write(screenText: screen.draw(form, columns: size.columns, rows: size.rows))
            }
            guard let byte, let key = decoder.feed(byte) else { continue }
            switch form.handle(key) {
            case .cancel: return false
            case .submit: return true
            case .editing:
                write(screenText: screen.draw(form, columns: size.columns, rows: size.rows))
            }
        }
        return false
    }

    private static func write(screenText: String) {
        FileHandle.standardOutput.write(Data(screenText.utf8))
    }
}

extension CheckoutCommand {
    /// What `tessera checkout` pays: USD 12.99.
    static let (amount, currency) = (1299, "USD")

    /// Runs the form, then pays with seed 000's `submit()` through a ``Gr4vyCardTokenizer`` on a fresh in-memory
    /// emulator (3-D Secure, a challenge drawn on the terminal in `theme`), printing each hook's outcome.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the form is cancelled, the payment is declined or submitting fails.
    @MainActor
    static func run(
        localization: CheckoutLocalization, maskImage: Bool, theme: ThemeName, appearance: ChallengeAppearance,
        console: Console
    ) async throws {
        let gr4vy = try ClientFactory.makeClient(settings: Settings(), console: console, ephemeral: true)
        let tokenizer = Gr4vyCardTokenizer(
            gr4vy: gr4vy, amount: amount, currency: currency, uiCustomization: theme.customization,
            presenter: TerminalChallengePresenter(appearance: appearance),
            onTokenized: { result in
                if let reason = result.authentication?.failureReason { console.err("Note: \(reason)") }
                console.out(result.jsonLine)
            })
        let form = try CheckoutForm(
            localization: localization, maskImage: maskImage, tokenizer: tokenizer, submit: hooks(console: console))
        guard try CheckoutLoop.collect(form, localization: localization, color: !Terminal.current().colorForbidden)
        else { throw CLIError.failure("Checkout cancelled; nothing was sent.") }
        let values = form.values
        let masked = CardMasking.forDisplay(values.number, catalog: .standard)
        console.out("Paying with \(masked) (\(values.expiry)) into a new checkout session on the emulator…")
        // No spinner: the challenge may be waiting for the cardholder on this terminal.
        switch await form.form.submit() {
        case .authorised(let result) where result.isAuthorised: return
        case .authorised(let result):
            throw CLIError.failure(
                "The payment was declined (transaction \(result.transactionId)); nothing was charged. Try another card."
            )
        case .cancelled: throw CLIError.failure("The payment was stopped before authorisation; nothing was charged.")
        case .failed(let error): throw CLIError.failure(error.message)
        }
    }

    /// Seed 000's hooks, each printing what it was told: the token, the transaction it asks for (USD 12.99) and
    /// the authorisation's outcome; a submit error is reported once, by the command.
    @MainActor
    static func hooks(console: Console) -> CardSubmitComponentConfig {
        var submit = CardSubmitComponentConfig()
        submit.onPostTokenisation = { token in
            console.out(
                "onPostTokenisation: \(token.brand ?? "card") •••• \(token.last4) stored in checkout session "
                    + "\(token.id).")
        }
        submit.onPreAuthorisation = { _ in
            console.out("onPreAuthorisation: authorising \(currency) \(String(format: "%.2f", Double(amount) / 100)).")
            return TransactionInitiationData(amountMinorUnits: amount, currency: currency)
        }
        submit.onPostAuthorisation = { result in
            console.out(
                "onPostAuthorisation: \(result.isAuthorised ? "authorised" : "declined"), transaction "
                    + "\(result.transactionId).")
        }
        return submit
    }

    /// Tokenizes `card` with 3-D Secure into a new checkout session on an in-memory emulator, any challenge shown
    /// by `presenter` and timed by `challengeClock` (the system clock when nil).
    static func tokenizeInFreshSession(
        _ card: CheckoutCard, uiCustomization: Gr4vyThreeDSUiCustomizationMap?, presenter: any ChallengePresenter,
        console: Console, challengeClock: WallClock? = nil
    ) async throws -> Gr4vyTokenizeResult {
        let gr4vy = try ClientFactory.makeClient(
            settings: Settings(), console: console, ephemeral: true, challengeClock: challengeClock)
        let session = try await gr4vy.checkoutSession.create(
            request: Gr4vyCheckoutSessionCreateRequest(
                session: Gr4vyCheckoutSessionCreate(amount: 1299, currency: "USD")))
        let method = Gr4vyCardPaymentMethod(number: card.number, expirationDate: card.expiry, securityCode: card.cvc)
        return try await gr4vy.tokenize(
            checkoutSessionId: session.id, cardData: Gr4vyCardData(paymentMethod: .card(method)),
            presenter: presenter, sdkMaxTimeoutMinutes: 5, authenticate: true, uiCustomization: uiCustomization)
    }
}
