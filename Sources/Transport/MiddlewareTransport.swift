/// A transport that passes every request through a chain of middlewares before a base transport.
///
/// The first middleware in ``middlewares`` sees the request first and the response last.
public struct MiddlewareTransport: HTTPTransport {
    /// The transport that finally sends the request.
    public let base: any HTTPTransport
    /// The middlewares, outermost first.
    public let middlewares: [any HTTPMiddleware]

    /// Creates a transport that applies `middlewares` (outermost first) around `base`.
    public init(base: any HTTPTransport, middlewares: [any HTTPMiddleware]) {
        self.base = base
        self.middlewares = middlewares
    }

    /// Sends `request` through the chain.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await send(request, from: middlewares[...])
    }

    private func send(_ request: HTTPRequest, from chain: ArraySlice<any HTTPMiddleware>) async throws -> HTTPResponse {
        guard let first = chain.first else {
            return try await base.send(request)
        }
        let rest = chain.dropFirst()
        return try await first.intercept(request) { next in
            try await send(next, from: rest)
        }
    }
}
