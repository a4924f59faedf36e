import Foundation

/// The configuration every request is built from: the instance, the credentials, the environment and the
/// timeout.
///
/// Encodes only `token`, `merchantId` and `server`: the id and the timeout never leave the device.
public struct Gr4vySetup: Encodable, Sendable, Equatable {
    /// The instance id, as in `api.{gr4vyId}.gr4vy.app`. Any string is accepted here; one that cannot be
    /// part of a host fails as ``Gr4vyError/badURL(_:)`` when a URL is built.
    public let gr4vyId: String
    /// The bearer token (a JWT); nil sends no `Authorization` header.
    public var token: String?
    /// The merchant account id sent as `x-gr4vy-merchant-account-id`; nil or blank sends none.
    public var merchantId: String?
    /// The environment.
    public let server: Gr4vyServer
    /// The timeout of requests that set none, in seconds. A value of zero or less is kept as given, and
    /// requests then use ``Gr4vySetup/defaultTimeout`` (the debug log says so).
    public var timeout: TimeInterval

    /// The timeout used when none is given or the given one is zero, negative or not finite: 30 seconds.
    public static let defaultTimeout: TimeInterval = 30

    /// Creates a setup.
    public init(
        gr4vyId: String, token: String?, merchantId: String?, server: Gr4vyServer,
        timeout: TimeInterval = Gr4vySetup.defaultTimeout
    ) {
        self.gr4vyId = gr4vyId
        self.token = token
        self.merchantId = merchantId
        self.server = server
        self.timeout = timeout
    }

    /// The instance part of the host: `sandbox.{gr4vyId}` in the sandbox, `{gr4vyId}` in production.
    public var instance: String {
        server == .sandbox ? "sandbox.\(gr4vyId)" : gr4vyId
    }

    /// The timeout a request uses: `requested` when given, else ``timeout``; a value of zero or less, or
    /// not finite, gives ``defaultTimeout``.
    func effectiveTimeout(_ requested: TimeInterval?) -> TimeInterval {
        let seconds = requested ?? timeout
        return seconds.isFinite && seconds > 0 ? seconds : Self.defaultTimeout
    }

    enum CodingKeys: String, CodingKey {
        case token, merchantId, server
    }
}

extension Gr4vySetup: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The setup with the token masked, e.g. `Gr4vySetup(gr4vyId: acme, server: sandbox, token: eyJh…(masked), …)`.
    public var description: String {
        "Gr4vySetup(gr4vyId: \(gr4vyId), server: \(server.rawValue), token: \(Self.masked(token)), "
            + "merchantId: \(merchantId ?? "nil"), timeout: \(timeout))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror with the token masked.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "gr4vyId": gr4vyId, "token": Self.masked(token), "merchantId": merchantId as Any, "server": server,
                "timeout": timeout,
            ])
    }

    /// The first four characters of a token and a note that the rest is hidden.
    static func masked(_ token: String?) -> String {
        guard let token else { return "nil" }
        return token.count <= 8 ? "(masked)" : "\(token.prefix(4))…(masked)"
    }
}
