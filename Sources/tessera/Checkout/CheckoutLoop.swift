import CardKit
import Checkout
import Foundation
import Gr4vyClient
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
    /// Runs the form until Enter submits a valid card (returned) or Ctrl-C cancels (nil).
    @MainActor
    static func collect(localization: CheckoutLocalization, maskImage: Bool, color: Bool) throws -> CheckoutCard? {
        let form = try CheckoutForm(localization: localization, maskImage: maskImage)
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
            case .cancel: return nil
            case .submit:
                let values = form.values
                return CheckoutCard(number: values.number, expiry: values.expiry, cvc: values.cvc, name: values.name)
            case .editing:
                write(screenText: screen.draw(form, columns: size.columns, rows: size.rows))
            }
        }
        return nil
    }

    private static func write(screenText: String) {
        FileHandle.standardOutput.write(Data(screenText.utf8))
    }
}

extension CheckoutCommand {
    /// Creates a checkout session on an in-memory emulator, tokenizes `card` into it with 3-D Secure (the
    /// challenge drawn on the terminal in `theme`), and prints the result.
    static func pay(_ card: CheckoutCard, theme: ThemeName, appearance: ChallengeAppearance, console: Console)
        async throws
    {
        let masked = CardMasking.forDisplay(card.number, catalog: .standard)
        console.out("Paying with \(masked) (\(card.expiry)) into a new checkout session on the emulator…")
        let presenter = TerminalChallengePresenter(
            appearance: appearance, environment: ProcessInfo.processInfo.environment,
            write: { FileHandle.standardError.write(Data($0.utf8)) })
        // No spinner: the challenge may be waiting for the cardholder on this terminal.
        let result = try await tokenizeInFreshSession(
            card, uiCustomization: theme.customization, presenter: presenter, console: console)
        if let reason = result.authentication?.failureReason { console.err("Note: \(reason)") }
        console.out(TokenizeCommand.json(result))
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
