import Foundation
import ThreeDS
import Transport

/// What tokenize's 3-D Secure step needs besides the API: the directory servers it may authenticate
/// against, where the SDK keeps its app id, and the SDK's environment.
///
/// The emulator's directory servers are built in; add your own (parsed from a DS configuration file
/// with ``directoryServers(json:)``). The version call's `directory_server_id` picks the entry.
public struct Gr4vyThreeDSConfiguration: Sendable {
    /// The directory servers: the emulator's and any added.
    public var directoryServers: [DirectoryServerConfiguration]
    /// The SDK reference number sent in the authentication request.
    public var sdkReferenceNumber: String
    /// Keeps the SDK's app id stable for this installation.
    public var appIDStore: any SDKAppIDStore
    /// The SDK's clock, randomness and device facts, and the transport to the ACS; nil uses the live
    /// environment with the client's own transport (so an in-process emulator's ACS is reached in process).
    public var environment: ThreeDSEnvironment?
    /// The locale for the device data, or nil for the system's.
    public var locale: String?

    /// The emulator's directory servers plus `additionalDirectoryServers` (an added entry with an id the
    /// emulator uses replaces the emulator's).
    public init(
        additionalDirectoryServers: [DirectoryServerConfiguration] = [],
        sdkReferenceNumber: String = ThreeDSConfiguration.testReferenceNumber,
        appIDStore: any SDKAppIDStore = FileSDKAppIDStore(), environment: ThreeDSEnvironment? = nil,
        locale: String? = nil
    ) {
        let added = Set(additionalDirectoryServers.map(\.id))
        directoryServers = Self.sandboxDirectoryServers.filter { !added.contains($0.id) } + additionalDirectoryServers
        self.sdkReferenceNumber = sdkReferenceNumber
        self.appIDStore = appIDStore
        self.environment = environment
        self.locale = locale
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
    /// entry (`directory_servers[1] ('A000000004')`). Throws ``Gr4vyError/Kind/threeDSError(_:)``.
    public static func directoryServers(json: Data) throws(Gr4vyError) -> [DirectoryServerConfiguration] {
        guard let document = JSONValue(parsing: json), case .object(let root) = document else {
            throw .threeDSError("The DS configuration is not a JSON object.")
        }
        guard case .array(let entries)? = root["directory_servers"], !entries.isEmpty else {
            throw .threeDSError("The DS configuration needs a non-empty 'directory_servers' array.")
        }
        var servers: [DirectoryServerConfiguration] = []
        for (index, entry) in entries.enumerated() {
            let name = "directory_servers[\(index)]"
            guard case .object(let members) = entry, case .string(let id)? = members["id"], !id.isEmpty else {
                throw .threeDSError("\(name) needs an 'id' string.")
            }
            let key: String
            switch members["encryption_key"] {
            case .object(let jwk)?: key = String(decoding: JSONValue.object(jwk).compactData, as: UTF8.self)
            case .string(let pem)?: key = pem
            default:
                throw .threeDSError(
                    "\(name) ('\(id)') needs an 'encryption_key': a public JWK (EC P-256 or RSA) or PEM.")
            }
            guard case .array(let roots)? = members["root_certificates"], !roots.isEmpty else {
                throw .threeDSError(
                    "\(name) ('\(id)') needs a non-empty 'root_certificates' array of PEM certificates.")
            }
            let pems: [String] = try roots.enumerated().map { (offset, root) throws(Gr4vyError) -> String in
                guard case .string(let pem) = root else {
                    throw .threeDSError("\(name).root_certificates[\(offset)] ('\(id)') is not a PEM string.")
                }
                return pem
            }
            servers.append(DirectoryServerConfiguration(id: id, encryptionKey: key, rootCertificates: pems))
        }
        try check(servers)
        return servers
    }

    /// Lets the SDK read every key and certificate, so a bad one is refused now, naming its entry.
    static func check(_ servers: [DirectoryServerConfiguration]) throws(Gr4vyError) {
        do {
            try ThreeDS2Service().initialize(
                configuration: ThreeDSConfiguration(directoryServers: servers, appIDStore: InMemorySDKAppIDStore()))
        } catch {
            let message = (error as? ThreeDSError)?.message ?? "\(error)"
            throw .threeDSError("The DS configuration is invalid: \(message)")
        }
    }
}
