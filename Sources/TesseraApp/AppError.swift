/// Why the app could not start.
public enum AppError: Error, Equatable, CustomStringConvertible {
    /// Another program listens on the port.
    case portTaken(Int)
    /// The server could not listen, with the reason.
    case cannotListen(String)
    /// A file of the app's resource bundle is missing or unreadable.
    case resourceMissing(String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .portTaken(let port):
            "Port \(port) is taken (is another 'tessera app' running?); stop that one, or choose another with "
                + "--port, or leave --port out for a free one."
        case .cannotListen(let reason):
            "Cannot listen on 127.0.0.1: \(reason)"
        case .resourceMissing(let path):
            "The app's file \(path) is missing; rebuild Tessera (swift build) so its resources are copied."
        }
    }
}
