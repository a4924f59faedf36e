/// The Gr4vy environment a client talks to; the JSON form is the bare raw value (`"sandbox"`).
///
/// Tessera's emulator and hosts of your own are reached through the client's session, not a server case:
/// pass a ``Gr4vyTransportSession`` (an in-process emulator, or a base URL such as `tessera sandbox serve`'s).
public enum Gr4vyServer: String, Codable, Sendable, CaseIterable {
    /// The sandbox environment, `https://api.sandbox.{gr4vyId}.gr4vy.app`.
    case sandbox
    /// The production environment, `https://api.{gr4vyId}.gr4vy.app`.
    case production

    /// The part of the host before the instance id: `api.sandbox.` or `api.`.
    var hostPrefix: String {
        switch self {
        case .sandbox: "api.sandbox."
        case .production: "api."
        }
    }
}
