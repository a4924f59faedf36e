import Foundation
import TesseraApp
import TesseraClient
import TesseraCore

/// The Checkout tab's Pay button: tokenizes the card with 3-D Secure into a fresh checkout session on the
/// in-memory emulator, as `tessera checkout` does, a challenge shown in the page by the browser presenter in the
/// chosen theme.
struct EmulatorCheckoutPayment: CheckoutPayment {
    let console: Console
    /// How long a minute of the challenge timeout lasts (`--challenge-minute`), nil for a real minute.
    let challengeMinute: Double?
    /// The clock the challenge timeout runs on, before `challengeMinute` scales it.
    var clock = WallClock.live

    func pay(
        number: String, expiryMonth: Int, expiryYear: Int, securityCode: String, theme: String?,
        presenter: BrowserChallengePresenter
    ) async throws -> (json: String, note: String?) {
        let expiry = String(format: "%02d/%02d", expiryMonth, expiryYear % 100)
        let result = try await CheckoutCommand.tokenizeInFreshSession(
            CheckoutCard(number: number, expiry: expiry, cvc: securityCode, name: ""),
            uiCustomization: theme.flatMap(ThemeName.init(rawValue:))?.customization, presenter: presenter,
            console: console, challengeClock: challengeMinute.map(clock.scaled(minute:)) ?? clock)
        return (result.jsonLine, result.authentication?.failureReason)
    }
}

extension WallClock {
    /// A clock that starts at this clock's current time and runs so that one of its minutes lasts `seconds` of this
    /// clock's, for watching a challenge time out without waiting the 3-D Secure minimum of five minutes.
    func scaled(minute seconds: Double) -> WallClock {
        let base = self
        let start = base.now()
        let factor = 60 / seconds
        let now: @Sendable () -> Date = { start.addingTimeInterval(base.now().timeIntervalSince(start) * factor) }
        return WallClock(
            now: now, uptime: { base.uptime() * factor },
            sleepUntil: { deadline in
                try await base.sleep(until: base.deadline(after: deadline.timeIntervalSince(now()) / factor))
            })
    }
}
