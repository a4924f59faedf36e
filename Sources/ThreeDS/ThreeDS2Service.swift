import Foundation
import JOSE
import TesseraCore

/// The entry point of the 3-D Secure SDK: initialize it once, then create a transaction per payment.
///
/// ```swift
/// let service = ThreeDS2Service()
/// try service.initialize(configuration: configuration, locale: "en-US", uiCustomization: nil)
/// let transaction = try service.createTransaction(directoryServerId: "A000000003", messageVersion: "2.2.0")
/// let parameters = try transaction.getAuthenticationRequestParameters()
/// ```
public final class ThreeDS2Service: Sendable {
    /// This SDK's version.
    public static let sdkVersion = "1.0.0"

    struct Settings: Sendable {
        let directoryServers: [String: DirectoryServer]
        let sdkReferenceNumber: String
        let sdkAppID: String
        let locale: String?
        let uiCustomization: UICustomizationMap?
    }

    private let environment: ThreeDSEnvironment
    private let state = Locked<Settings?>(nil)

    /// Creates an SDK instance that uses `environment` (live by default).
    public init(environment: ThreeDSEnvironment = .live) {
        self.environment = environment
    }

    /// Reads and checks the configuration, loads or creates the app id, and makes the SDK ready.
    ///
    /// - Parameters:
    ///   - configuration: the directory servers, the SDK reference number and where the app id is kept.
    ///   - locale: a BCP 47 tag (`en-US`) for the device data, or nil for the system's.
    ///   - uiCustomization: the challenge screens' look for light and dark appearance, or nil for the defaults.
    /// - Throws: ``ThreeDSError`` of kind `invalidConfiguration` naming the directory server, key,
    ///   certificate or customization field at fault; `invalidState` when already initialized.
    public func initialize(
        configuration: ThreeDSConfiguration, locale: String? = nil, uiCustomization: UICustomizationMap? = nil
    ) throws {
        guard !configuration.directoryServers.isEmpty else {
            throw ThreeDSError.configuration("The configuration lists no directory server.")
        }
        let reference = configuration.sdkReferenceNumber
        guard !reference.isEmpty, reference.utf8.count <= 32 else {
            throw ThreeDSError.configuration("The SDK reference number must be 1–32 characters.")
        }
        if let locale, locale.isEmpty || locale.utf8.count > 35 {
            throw ThreeDSError.configuration("The locale must be a BCP 47 tag such as en-US.")
        }
        try uiCustomization?.validate()
        var servers: [String: DirectoryServer] = [:]
        for (index, entry) in configuration.directoryServers.enumerated() {
            let server = try DirectoryServer(entry, index: index)
            guard servers[server.id] == nil else {
                throw ThreeDSError.configuration("Directory server id '\(server.id)' is listed twice.")
            }
            servers[server.id] = server
        }
        let makeID = environment.makeID
        let appID = try configuration.appIDStore.appID { makeID().uuidString.lowercased() }
        let settings = Settings(
            directoryServers: servers, sdkReferenceNumber: reference, sdkAppID: appID, locale: locale,
            uiCustomization: uiCustomization)
        try state.withLock { state in
            guard state == nil else {
                throw ThreeDSError.state("The 3DS SDK is already initialized; call cleanup() first.")
            }
            state = settings
        }
    }

    /// Creates a transaction for the directory server `directoryServerId` in `messageVersion`.
    ///
    /// - Throws: ``ThreeDSError`` when the SDK is not initialized, the directory server is not
    ///   configured, or the version is not 2.1.0, 2.2.0 or 2.3.1.
    public func createTransaction(directoryServerId: String, messageVersion: String) throws -> Transaction {
        guard let settings = state.value else {
            throw ThreeDSError.state("Call initialize(configuration:locale:uiCustomization:) before createTransaction.")
        }
        guard let server = settings.directoryServers[directoryServerId] else {
            let known = settings.directoryServers.keys.sorted().joined(separator: ", ")
            throw ThreeDSError.input(
                "Directory server '\(directoryServerId)' is not configured (configured: \(known)).")
        }
        let version = try MessageVersion(validating: messageVersion)
        let key: JWK
        do {
            key = try environment.makeEphemeralKey()
        } catch {
            throw ThreeDSError(.runtime, "Cannot create the transaction's ephemeral key: \(error)")
        }
        guard key.kty == .ec, key.crv == .p256, key.d != nil else {
            throw ThreeDSError(.runtime, "The transaction's ephemeral key must be a private EC P-256 key.")
        }
        return Transaction(
            settings: settings, directoryServer: server, messageVersion: version, ephemeralKey: key,
            sdkTransactionID: environment.makeID().uuidString.lowercased(), environment: environment)
    }

    /// Forgets the configuration; the SDK can be initialized again afterwards.
    public func cleanup() {
        state.replace(with: nil)
    }
}
