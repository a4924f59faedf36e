import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the SDK's five services share: the two initializers, ``debugMode`` and ``updateSetup(_:)``.
///
/// Each service is a final subclass that adds its calls; build one as the SDK does, with
/// `init(setup:debugMode:session:)` or with your own HTTP client.
// Safe: every stored property is a constant of a Sendable type, and the setup and HTTP client that change are
// behind the lock of `Gr4vyServiceState`; subclasses add only constants of Sendable types.
public class Gr4vyService: @unchecked Sendable {
    /// Whether the service was built to log its exchanges.
    public let debugMode: Bool
    let state: Gr4vyServiceState

    /// A service sending with a new ``Gr4vyHTTPClient`` on `session`.
    public convenience init(
        setup: Gr4vySetup, debugMode: Bool = false, session: any URLSessionProtocol = URLSession.shared
    ) {
        let configuration = Gr4vyHTTPConfiguration(setup: setup, debugMode: debugMode, session: session)
        self.init(httpClient: Gr4vyHTTPClient(configuration: configuration), configuration: configuration)
    }

    /// A service sending with `httpClient`; `debugMode` comes from `configuration`.
    public init(httpClient: any Gr4vyHTTPClientProtocol, configuration: Gr4vyHTTPConfiguration) {
        debugMode = configuration.debugMode
        state = Gr4vyServiceState(httpClient: httpClient, configuration: configuration)
    }

    /// Uses `newSetup` from the next request on, with a new ``Gr4vyHTTPClient`` on the same session (a
    /// client given to ``init(httpClient:configuration:)`` is replaced, as in the SDK).
    public func updateSetup(_ newSetup: Gr4vySetup) {
        state.update(newSetup)
    }
}
