import Transport

/// An in-process `HTTPTransport` that hands requests straight to a ``SandboxHandler``: the
/// emulator with no sockets, the embedded default of `tessera`.
public struct SandboxTransport: HTTPTransport {
    /// The emulator that answers.
    public let handler: SandboxHandler

    /// Creates a transport answered by `handler`.
    public init(handler: SandboxHandler) {
        self.handler = handler
    }

    /// Returns the emulator's response; never throws, since every failure is an HTTP response.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        await handler.handle(request)
    }
}
