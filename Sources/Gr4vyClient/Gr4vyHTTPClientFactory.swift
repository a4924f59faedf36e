import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Makes the SDK's HTTP client.
public struct Gr4vyHTTPClientFactory {
    /// A ``Gr4vyHTTPClient`` for `setup`, sending with `session`.
    public static func create(
        setup: Gr4vySetup, debugMode: Bool = false, session: any URLSessionProtocol = URLSession.shared
    ) -> any Gr4vyHTTPClientProtocol {
        Gr4vyHTTPClient(configuration: Gr4vyHTTPConfiguration(setup: setup, debugMode: debugMode, session: session))
    }
}
