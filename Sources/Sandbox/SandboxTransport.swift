import Transport

/// An in-process `HTTPTransport` that hands requests straight to a ``SandboxHandler``: the
/// emulator with no sockets, the embedded default of `tessera`.
public typealias SandboxTransport = HandlerTransport<SandboxHandler>
