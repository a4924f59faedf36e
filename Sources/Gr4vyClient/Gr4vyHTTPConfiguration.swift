import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What an HTTP client is built from: the setup, whether it logs, and the session it sends with.
public struct Gr4vyHTTPConfiguration: Sendable {
    /// The instance, credentials, environment and timeout.
    public let setup: Gr4vySetup
    /// Whether request and response bodies are logged (redacted) through ``Gr4vyLogger``.
    public let debugMode: Bool
    /// The session requests are sent with.
    public let session: any URLSessionProtocol

    /// Creates a configuration.
    public init(setup: Gr4vySetup, debugMode: Bool = false, session: any URLSessionProtocol = URLSession.shared) {
        self.setup = setup
        self.debugMode = debugMode
        self.session = session
    }

    /// The same configuration with `newSetup`, keeping ``debugMode`` and ``session``.
    public func updated(with newSetup: Gr4vySetup) -> Gr4vyHTTPConfiguration {
        Gr4vyHTTPConfiguration(setup: newSetup, debugMode: debugMode, session: session)
    }
}
