import Foundation
import JOSE
import Transport

/// Where a wallet keeps its files and how it reaches its token service.
public struct WalletConfiguration: Sendable {
    /// How requests reach the token service: URLSession to a host, an in-process emulator, or a mock.
    public var transport: any HTTPTransport
    /// The token service's base URL; routes are appended (`/mdes/digitization/1/0/tokenize`).
    public var baseURL: URL
    /// The folder of `wallet.sqlite`, `wallet.key` and the card art cache `wallet-art/`.
    public var dataDirectory: String
    /// The device the wallet describes to the token service.
    public var device: DeviceInfo
    /// Clock, ids and randomness.
    public var environment: WalletEnvironment
    /// How long to wait for the token service, in whole seconds.
    public var timeout: TimeInterval
    /// The wallet provider's credentials, which sign enrolment (and the device check before it); without
    /// them the token service refuses to enrol the wallet (401). A wallet already enrolled does not need them.
    public var providerCredentials: WalletProviderCredentials?

    /// Creates a configuration; `dataDirectory` defaults to ``defaultDataDirectory(environment:)``.
    public init(
        transport: any HTTPTransport, baseURL: URL = URL(string: "http://token-service.invalid")!,
        dataDirectory: String = WalletConfiguration.defaultDataDirectory(), device: DeviceInfo = .current,
        environment: WalletEnvironment = .live, timeout: TimeInterval = 10,
        providerCredentials: WalletProviderCredentials? = nil
    ) {
        self.transport = transport
        self.baseURL = baseURL
        self.dataDirectory = dataDirectory
        self.device = device
        self.environment = environment
        self.timeout = timeout
        self.providerCredentials = providerCredentials
    }

    /// The database file.
    public var databasePath: String { dataDirectory + "/wallet.sqlite" }
    /// The wallet key file (0600).
    public var keyPath: String { dataDirectory + "/wallet.key" }
    /// The card art cache folder.
    public var artDirectory: String { dataDirectory + "/wallet-art" }

    /// `$TESSERA_DATA_DIR`, else `$XDG_DATA_HOME/tessera`, else `~/.local/share/tessera` — the folder
    /// the emulator's `sandbox.sqlite` uses too.
    public static func defaultDataDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let custom = environment["TESSERA_DATA_DIR"], !custom.isEmpty { return custom }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/tessera" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/tessera"
    }
}
