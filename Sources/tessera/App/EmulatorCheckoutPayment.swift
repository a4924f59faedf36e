import Foundation
import TesseraApp
import ThreeDS

/// The Checkout tab's Pay button: tokenizes the card with 3-D Secure into a fresh checkout session on the
/// in-memory emulator, as `tessera checkout` does, a challenge shown in the page by the browser presenter in the
/// chosen theme.
struct EmulatorCheckoutPayment: CheckoutPayment {
    let console: Console
    /// How long a minute of the challenge timeout lasts (`--challenge-minute`), nil for a real minute.
    let challengeMinute: Double?

    func pay(
        number: String, expiryMonth: Int, expiryYear: Int, securityCode: String, theme: String?,
        presenter: BrowserChallengePresenter
    ) async throws -> (json: String, note: String?) {
        let expiry = String(format: "%02d/%02d", expiryMonth, expiryYear % 100)
        let result = try await CheckoutCommand.tokenizeInFreshSession(
            CheckoutCard(number: number, expiry: expiry, cvc: securityCode, name: ""),
            uiCustomization: theme.flatMap(ThemeName.init(rawValue:))?.customization, presenter: presenter,
            console: console, challengeClock: challengeMinute.map(ThreeDSClock.scaled(minute:)))
        return (result.jsonLine, result.authentication?.failureReason)
    }
}

extension ThreeDSClock {
    /// A clock that starts at the current time and runs so that one of its minutes lasts `seconds` real seconds,
    /// for watching a challenge time out without waiting the 3-D Secure minimum of five minutes.
    static func scaled(minute seconds: Double) -> ThreeDSClock {
        let start = Date()
        let factor = 60 / seconds
        let now: @Sendable () -> Date = { start.addingTimeInterval(Date().timeIntervalSince(start) * factor) }
        return ThreeDSClock(
            now: now,
            sleepUntil: { deadline in
                let real = deadline.timeIntervalSince(now()) / factor
                if real > 0 { try await Task.sleep(nanoseconds: UInt64(real * 1_000_000_000)) }
            })
    }
}
