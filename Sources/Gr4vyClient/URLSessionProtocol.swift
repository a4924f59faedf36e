import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the client needs of a URL session: one request in, its data and response out.
///
/// `URLSession` conforms; so does ``Gr4vyTransportSession``, which sends through any Tessera
/// `HTTPTransport`, such as the in-process emulator. A test can give its own.
public protocol URLSessionProtocol: Sendable {
    /// Sends `request` and returns the body and the response.
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

#if canImport(FoundationNetworking)
    extension URLSession: URLSessionProtocol {
        /// Sends `request` with no task delegate (swift-corelibs-foundation has only the form that takes one).
        public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
            try await data(for: request, delegate: nil)
        }
    }
#else
    extension URLSession: URLSessionProtocol {}
#endif
