import Foundation
import Gr4vyClient
import Sandbox
import ThreeDS
import Transport

/// Turns the saved settings into a ``Gr4vy`` client: the one place that decides how requests travel.
///
/// Gr4vy-id rules: `sandbox` and `production` build their host from the gr4vy id, so they need one; the
/// emulator and a custom URL do not (the client is given ``Settings/emulatorGr4vyId`` as a placeholder).
package enum ClientFactory {
    /// The base URL the client uses for the in-process emulator. Its transport answers in this process, so
    /// the host is nominal: a `.localhost` name that says what it is in `--debug` logs.
    package static let emulatorURL = URL(string: "http://in-process-emulator.localhost")!

    /// A client for `settings`, logging redacted exchanges to standard error when `console.debug` is set.
    ///
    /// `ephemeral` is nil for a command without `--ephemeral`, else whether it was given: then the client
    /// talks to an in-memory emulator whatever the settings say.
    ///
    /// `timeout` replaces the saved timeout for this command. `threeDS` configures tokenize's 3-D Secure step; its default keeps the SDK's app id in the data folder.
    ///
    /// `environment` names the data folder of the emulator's state; `challengeClock`, when given, times the 3-D
    /// Secure challenge instead of the system clock (`tessera app --challenge-minute`), over the client's transport.
    package static func makeClient(
        settings: Settings, console: Console, ephemeral: Bool? = nil, timeout: TimeInterval? = nil,
        threeDS: Gr4vyThreeDSConfiguration = Gr4vyThreeDSConfiguration(),
        environment: [String: String] = ProcessInfo.processInfo.environment, challengeClock: WallClock? = nil
    ) throws -> Gr4vy {
        let inMemory = ephemeral ?? false
        let choice = inMemory ? .emulator : try settings.serverChoice()
        let gr4vyId = try self.gr4vyId(settings: settings, choice: choice)
        do {
            try Gr4vyUtility.validate(gr4vyId: gr4vyId)
        } catch {
            throw CLIError.failure(
                "The saved gr4vy id is invalid (\(error.localizedDescription)); run 'tessera admin set gr4vy-id <id>'.")
        }
        if let saved = settings.timeout, !(saved.isFinite && saved >= 1) {
            throw CLIError.failure(
                "The timeout \(saved) s is invalid; run 'tessera admin set timeout <seconds>' with at least 1 second.")
        }
        if console.debug && choice == .emulator {
            console.err(
                "[tessera] Requests go to the in-process emulator (no network)"
                    + (inMemory ? ", in memory" : "") + "; \(emulatorURL.host ?? "") below names it.")
        }
        let session: any URLSessionProtocol
        let transport: any HTTPTransport
        switch choice {
        case .emulator:
            transport = SandboxTransport(
                handler: try SandboxSetup.handler(
                    ephemeral: inMemory, offerEphemeral: ephemeral != nil, debug: console.debug,
                    environment: environment))
            session = try Gr4vyTransportSession(transport: transport, baseURL: emulatorURL)
        case .url(let url):
            transport = URLSessionTransport(defaultTimeout: settings.effectiveTimeout)
            session = try Gr4vyTransportSession(transport: transport, baseURL: url)
        case .sandbox, .production:
            transport = URLSessionTransport(defaultTimeout: settings.effectiveTimeout)
            session = Gr4vyTransportSession(transport: transport)
        }
        var threeDS = threeDS
        if let challengeClock {
            threeDS.environment = ThreeDSEnvironment(transport: transport, clock: challengeClock)
        }
        Gr4vyLogger.output = LogSink { console.err($0) }
        do {
            return try Gr4vy(
                gr4vyId: gr4vyId, token: try token(for: settings, choice: choice, inMemory: inMemory),
                merchantId: settings.merchantId, server: server(for: choice),
                timeout: timeout ?? settings.effectiveTimeout,
                debugMode: console.debug, session: session, threeDS: threeDS)
        } catch let error as Gr4vyError {
            throw CLIError.failure(
                "The settings do not make a client: \(error.errorDescription ?? "\(error)") See 'tessera admin show'.")
        }
    }

    /// The gr4vy id to use: the saved one, or the placeholder where the host does not depend on it.
    package static func gr4vyId(settings: Settings, choice: ServerChoice) throws -> String {
        if let id = settings.gr4vyId { return id }
        switch choice {
        case .emulator, .url: return Settings.emulatorGr4vyId
        case .sandbox, .production:
            throw CLIError.failure(
                "The server '\(choice)' needs a gr4vy id to build its host: run 'tessera admin set gr4vy-id <id>'.")
        }
    }

    /// The saved token; for the emulator with no token saved, a fresh development token (test-only key),
    /// so every command works on a fresh machine with no set-up.
    /// An in-memory emulator always gets a development token, never the saved one.
    package static func token(for settings: Settings, choice: ServerChoice, inMemory: Bool) throws -> String? {
        if !inMemory, let token = settings.token, !token.isEmpty { return token }
        guard choice == .emulator else { return settings.token }
        return try DevelopmentToken.make(now: Date(), id: UUID())
    }

    /// The ``Gr4vyServer`` for `choice`: the emulator and a URL of your own stand in for the sandbox (its
    /// directory servers are the emulator's), reached through the session.
    package static func server(for choice: ServerChoice) -> Gr4vyServer {
        choice == .production ? .production : .sandbox
    }
}
