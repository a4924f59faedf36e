import Foundation
import Gr4vyClient
import Sandbox
import Transport

/// Turns the saved settings into a ``Gr4vy`` client: the one place that decides how requests travel.
enum ClientFactory {
    /// The base URL the client uses for the emulator; its transport answers in process, so the host is nominal.
    static let emulatorURL = URL(string: "http://127.0.0.1")!

    /// A client for `settings`, logging redacted exchanges to standard error when `debug` is set.
    static func makeClient(settings: Settings, debug: Bool) throws -> Gr4vy {
        let server = try makeServer(for: settings)
        let fallbackId = try settings.serverChoice() == .emulator ? Settings.emulatorGr4vyId : nil
        guard let gr4vyId = settings.gr4vyId ?? fallbackId else {
            throw CLIError.failure("No gr4vy id is set; run 'tessera admin set gr4vy-id <id>'.")
        }
        do {
            return try Gr4vy(
                gr4vyId: gr4vyId, token: try token(for: settings), merchantId: settings.merchantId, server: server,
                timeout: settings.effectiveTimeout, debugMode: debug,
                transport: try makeTransport(for: settings, debug: debug),
                logSink: .standardError)
        } catch let error as Gr4vyError {
            throw CLIError.failure("The settings do not make a client: \(error.description) See 'tessera admin show'.")
        }
    }

    /// The transport that carries requests for `settings`: URLSession to a host, or the emulator (which
    /// logs its storage failures in full with `debug`).
    static func makeTransport(for settings: Settings, debug: Bool = false) throws -> any HTTPTransport {
        switch try settings.serverChoice() {
        case .emulator:
            return SandboxTransport(handler: try SandboxSetup.handler(ephemeral: false, debug: debug))
        case .sandbox, .production, .url:
            return URLSessionTransport(defaultTimeout: settings.effectiveTimeout)
        }
    }

    /// The saved token; for the emulator with no token saved, a fresh development token (test-only key),
    /// so every command works on a fresh machine with no set-up.
    static func token(for settings: Settings) throws -> String? {
        if let token = settings.token, !token.isEmpty { return token }
        guard try settings.serverChoice() == .emulator else { return settings.token }
        return try DevelopmentToken.make(now: Date(), id: UUID())
    }

    /// The ``Gr4vyServer`` for `settings`.
    static func makeServer(for settings: Settings) throws -> Gr4vyServer {
        switch try settings.serverChoice() {
        case .emulator: .custom(emulatorURL)
        case .sandbox: .sandbox
        case .production: .production
        case .url(let url): .custom(url)
        }
    }
}
