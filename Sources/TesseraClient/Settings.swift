import Foundation
import Gr4vyClient

/// What the Admin panel holds: the client's instance, credentials, environment and timeout.
///
/// Persisted by ``SettingsStore`` as JSON. Unset values fall back to their defaults: the emulator as
/// the server and the SDK's 30-second timeout.
package struct Settings: Codable, Equatable, Sendable {
    /// The gr4vy instance id; required for `sandbox`, `production` and URL servers.
    package var gr4vyId: String?
    /// The bearer token (shown masked).
    package var token: String?
    /// The merchant account id sent as `x-gr4vy-merchant-account-id`.
    package var merchantId: String?
    /// `emulator`, `sandbox`, `production` or a URL.
    package var server: String?
    /// The request timeout in seconds (at least 1).
    package var timeout: Double?
    /// A DS configuration document (JSON) whose directory servers tokenize adds to the emulator's.
    package var dsConfig: String?

    /// Settings with the values given, the rest unset.
    package init(
        gr4vyId: String? = nil, token: String? = nil, merchantId: String? = nil, server: String? = nil,
        timeout: Double? = nil, dsConfig: String? = nil
    ) {
        self.gr4vyId = gr4vyId
        self.token = token
        self.merchantId = merchantId
        self.server = server
        self.timeout = timeout
        self.dsConfig = dsConfig
    }

    /// The gr4vy id the emulator answers to when none is set.
    package static let emulatorGr4vyId = "tessera"

    package enum CodingKeys: String, CodingKey {
        case gr4vyId = "gr4vy_id"
        case token
        case merchantId = "merchant_id"
        case server, timeout
        case dsConfig = "ds_config"
    }

    /// The server choice, `emulator` when unset; a failure when the saved value is not a valid server.
    package func serverChoice() throws(CLIError) -> ServerChoice {
        guard let server else { return .emulator }
        do {
            return try ServerChoice(parsing: server)
        } catch {
            throw .failure(
                "The saved server setting is invalid: \(error.localizedDescription) Run 'tessera admin set server <server>'."
            )
        }
    }

    /// A token reduced to its last four characters (none at all when it is short), as `tessera admin show` and the
    /// Admin tab show it.
    package static func mask(_ token: String) -> String {
        token.count >= 16 ? "••••" + token.suffix(4) + " (\(token.count) characters)" : "•••• (set)"
    }

    /// The timeout to use, the SDK default when unset.
    package var effectiveTimeout: TimeInterval {
        timeout ?? Gr4vySetup.defaultTimeout
    }
}

/// Where the client sends its requests.
package enum ServerChoice: Equatable, Sendable, CustomStringConvertible {
    /// Tessera's emulator of the Gr4vy API, on this machine.
    case emulator
    /// Gr4vy's sandbox.
    case sandbox
    /// Gr4vy's production.
    case production
    /// Any other base URL: https, or http on loopback.
    case url(URL)

    /// Parses `emulator`, `sandbox`, `production` or a URL, rejecting plain http to remote hosts.
    package init(parsing text: String) throws {
        switch text.lowercased() {
        case "emulator": self = .emulator
        case "sandbox": self = .sandbox
        case "production": self = .production
        default:
            guard let url = URL(string: text), url.scheme != nil else {
                throw Gr4vyError.badURL("'\(text)' is not a server: use emulator, sandbox, production or an https URL.")
            }
            try Gr4vyTransportSession.check(url)
            self = .url(url)
        }
    }

    /// The setting's spelling.
    package var description: String {
        switch self {
        case .emulator: "emulator"
        case .sandbox: "sandbox"
        case .production: "production"
        case .url(let url): url.absoluteString
        }
    }
}
