import Foundation
import Gr4vyClient
import TesseraApp
import TesseraCore
import ThreeDS

extension CommandLineClient {
    /// The Home tab's Tokenize, run in this process rather than by a child `tessera`, so that a 3-D Secure
    /// challenge can be shown in the page by `presenter`.
    ///
    /// Everything else is the command line's: the words are parsed and checked by `tessera tokenize`'s own
    /// options and rules, the payment method and directory servers come from its helpers, the client from
    /// ``ClientFactory`` with the settings and data folder of ``environment`` (the in-process emulator by
    /// default), and the fields are remembered only when the request succeeds.
    func tokenize(words: [String], presenter: any ChallengePresenter) async -> ClientAnswer {
        let console = Console(verbose: true)
        let path = "tessera tokenize"
        do {
            let arguments = try ParsedArguments(words, command: TokenizeCommand.spec, commandPath: path)
            let command = try TokenizeCommand.bound(to: arguments)
            // The card number and code stay in this process: a page cannot make the app read its standard input.
            guard command.card != "-" else {
                throw arguments.usage("Type the card number itself; '-' reads it from a terminal's standard input.")
            }
            let settings = try SettingsStore(environment: environment).load()
            let cardData = Gr4vyCardData(
                paymentMethod: try arguments.checking { try command.paymentMethod() }, postalCode: command.postalCode)
            let threeDS = Gr4vyThreeDSConfiguration(
                additionalDirectoryServers: try command.directoryServers(settings: settings),
                appIDStore: FileSDKAppIDStore(path: FileSDKAppIDStore.defaultPath(environment: environment)))
            let gr4vy = try ClientFactory.makeClient(
                settings: settings, console: console, timeout: command.timeoutSeconds.map(Double.init),
                threeDS: threeDS, environment: environment,
                challengeClock: challengeMinute.map(WallClock.live.scaled(minute:)))
            let result = try await gr4vy.tokenize(
                checkoutSessionId: command.session, cardData: cardData, presenter: presenter,
                sdkMaxTimeoutMinutes: command.sdkTimeout ?? 5, authenticate: !command.noAuthenticate,
                uiCustomization: (command.theme ?? ThemeName.none).customization)
            // As the child's `--reset` run: this request's fields replace the remembered ones.
            RememberedForm(
                command: TokenizeCommand.spec, path: path, words: words + ["--reset"], console: console,
                memory: FormMemory(environment: environment)
            ).remember(arguments, console: console)
            let json = result.jsonLine
            return ClientAnswer(json: Self.pretty(json), note: Self.failureReason(json))
        } catch {
            let report = ErrorReport(error)
            return Self.answer(fromReport: (["Error: " + report.message] + report.details).joined(separator: "\n"))
        }
    }
}
