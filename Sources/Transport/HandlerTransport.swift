/// An in-process ``HTTPTransport`` that hands each request straight to an ``HTTPHandler``: a server's
/// handler with no sockets between client and server.
public struct HandlerTransport<Handler: HTTPHandler>: HTTPTransport {
    /// The handler that answers.
    public let handler: Handler

    /// Creates a transport answered by `handler`.
    public init(handler: Handler) {
        self.handler = handler
    }

    /// Returns the handler's response; never throws, since a handler answers every failure with a response.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        await handler.handle(request)
    }
}
