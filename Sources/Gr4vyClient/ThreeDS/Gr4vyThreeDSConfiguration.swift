import Foundation
import TesseraCore
import ThreeDS

/// What tokenize's 3-D Secure step needs besides the API: the directory servers it may authenticate
/// against, where the SDK keeps its app id, the SDK's environment, and the presenter of challenges.
///
/// The emulator's directory servers are trusted only in the sandbox (as the official SDK loads its test
/// certificates only for `.sandbox`); add your own, parsed from a DS configuration file with
/// ``directoryServers(json:)``. The version call's `directory_server_id` picks the entry.
public struct Gr4vyThreeDSConfiguration: Sendable {
    /// The directory servers added to the emulator's (an entry with an id the emulator uses replaces it).
    public var additionalDirectoryServers: [DirectoryServerConfiguration]
    /// Shows the challenge screens when tokenize is given no presenter (the SDK finds the app's view
    /// controller; a Linux process has none, so it is given here), such as the `TerminalChallenge` product's
    /// `TerminalChallengePresenter()`. Without one, a challenge ends with the card stored and
    /// ``Gr4vyAuthentication/failureReason`` saying why there is no status (the official SDK throws
    /// ``Gr4vyError/uiContextError(_:)`` after storing the card).
    public var presenter: (any ChallengePresenter)?
    /// The SDK reference number sent in the authentication request.
    public var sdkReferenceNumber: String
    /// Keeps the SDK's app id stable for this installation.
    public var appIDStore: any SDKAppIDStore
    /// The SDK's clock, randomness and device facts, and the transport to the ACS; nil uses the live
    /// environment with the client's own transport (so an in-process emulator's ACS is reached in process).
    public var environment: ThreeDSEnvironment?
    /// The locale for the device data, or nil for the system's.
    public var locale: String?

    /// Creates a configuration.
    public init(
        additionalDirectoryServers: [DirectoryServerConfiguration] = [],
        sdkReferenceNumber: String = ThreeDSConfiguration.testReferenceNumber,
        appIDStore: any SDKAppIDStore = FileSDKAppIDStore(), environment: ThreeDSEnvironment? = nil,
        locale: String? = nil, presenter: (any ChallengePresenter)? = nil
    ) {
        self.additionalDirectoryServers = additionalDirectoryServers
        self.presenter = presenter
        self.sdkReferenceNumber = sdkReferenceNumber
        self.appIDStore = appIDStore
        self.environment = environment
        self.locale = locale
    }

    /// The directory servers trusted on `server`: the emulator's (in the sandbox only) and the added ones.
    public func directoryServers(for server: Gr4vyServer) -> [DirectoryServerConfiguration] {
        guard server == .sandbox else { return additionalDirectoryServers }
        let added = Set(additionalDirectoryServers.map(\.id))
        return Self.sandboxDirectoryServers.filter { !added.contains($0.id) } + additionalDirectoryServers
    }

    /// The emulator's directory servers (see ``sandboxDirectoryServersJSON``).
    public static let sandboxDirectoryServers: [DirectoryServerConfiguration] = {
        // The embedded document is checked by a test against the emulator's published one.
        (try? directoryServers(json: Data(sandboxDirectoryServersJSON.utf8))) ?? []
    }()

    /// Reads a DS configuration document:
    /// `{"directory_servers": [{"id", "encryption_key": <public JWK or PEM>, "root_certificates": [<PEM>, …]}]}`.
    ///
    /// The shape is checked here and each key and certificate when the SDK starts; either refusal names the
    /// entry (`directory_servers[1] ('A000000004')`). Throws ``Gr4vyError/threeDSError(_:)``.
    public static func directoryServers(json: Data) throws -> [DirectoryServerConfiguration] {
        guard let document = JSONValue(parsing: json), case .object(let root) = document else {
            throw Gr4vyError.threeDSError("The DS configuration is not a JSON object.")
        }
        guard case .array(let entries)? = root["directory_servers"], !entries.isEmpty else {
            throw Gr4vyError.threeDSError("The DS configuration needs a non-empty 'directory_servers' array.")
        }
        var servers: [DirectoryServerConfiguration] = []
        for (index, entry) in entries.enumerated() {
            let name = "directory_servers[\(index)]"
            guard case .object(let members) = entry, case .string(let id)? = members["id"], !id.isEmpty else {
                throw Gr4vyError.threeDSError("\(name) needs an 'id' string.")
            }
            let key: String
            switch members["encryption_key"] {
            case .object(let jwk)?: key = String(decoding: JSONValue.object(jwk).compactData, as: UTF8.self)
            case .string(let pem)?: key = pem
            default:
                throw Gr4vyError.threeDSError(
                    "\(name) ('\(id)') needs an 'encryption_key': a public JWK (EC P-256 or RSA) or PEM.")
            }
            guard case .array(let roots)? = members["root_certificates"], !roots.isEmpty else {
                throw Gr4vyError.threeDSError(
                    "\(name) ('\(id)') needs a non-empty 'root_certificates' array of PEM certificates.")
            }
            let pems: [String] = try roots.enumerated().map { (offset, root) throws -> String in
                guard case .string(let pem) = root else {
                    throw Gr4vyError.threeDSError("\(name).root_certificates[\(offset)] ('\(id)') is not a PEM string.")
                }
                return pem
            }
            servers.append(DirectoryServerConfiguration(id: id, encryptionKey: key, rootCertificates: pems))
        }
        try check(servers)
        return servers
    }

    /// Lets the SDK read every key and certificate, so a bad one is refused now, naming its entry.
    static func check(_ servers: [DirectoryServerConfiguration]) throws {
        do {
            try ThreeDS2Service().initialize(
                configuration: ThreeDSConfiguration(directoryServers: servers, appIDStore: InMemorySDKAppIDStore()))
        } catch {
            let message = (error as? ThreeDSError)?.message ?? "\(error)"
            throw Gr4vyError.threeDSError("The DS configuration is invalid: \(message)")
        }
    }
}
