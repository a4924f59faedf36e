/// What the SDK needs to know before its first transaction: directory servers, its reference number
/// and where to keep its app id.
public struct ThreeDSConfiguration: Sendable {
    /// The test reference number this SDK reports until EMVCo assigns one.
    public static let testReferenceNumber = "3DS_LOA_SDK_TSRA_020100_00001"

    /// The directory servers transactions may be created for.
    public var directoryServers: [DirectoryServerConfiguration]
    /// The SDK reference number EMVCo assigned (sent in the AReq and bound into the session key).
    public var sdkReferenceNumber: String
    /// Keeps `sdkAppID` stable for this installation.
    public var appIDStore: any SDKAppIDStore

    /// Creates a configuration; the app id is kept in the data folder unless another store is given.
    public init(
        directoryServers: [DirectoryServerConfiguration], sdkReferenceNumber: String = testReferenceNumber,
        appIDStore: any SDKAppIDStore = FileSDKAppIDStore()
    ) {
        self.directoryServers = directoryServers
        self.sdkReferenceNumber = sdkReferenceNumber
        self.appIDStore = appIDStore
    }
}

/// One directory server: its id, the key device data is encrypted to, and the roots ACS signatures chain to.
///
/// Keys and certificates are given as text and checked by
/// ``ThreeDS2Service/initialize(configuration:locale:uiCustomization:)``, which names the entry at fault.
public struct DirectoryServerConfiguration: Sendable, Equatable {
    /// The directory server's id (its RID, e.g. `A000000003`), bound into the EC device-data key.
    public var id: String
    /// The device-data encryption key: a JWK (EC P-256 or RSA, public), a PEM public key, or a PEM certificate.
    public var encryptionKey: String
    /// The PEM root certificates an ACS signing certificate must chain to.
    public var rootCertificates: [String]

    /// Creates a directory server entry.
    public init(id: String, encryptionKey: String, rootCertificates: [String]) {
        self.id = id
        self.encryptionKey = encryptionKey
        self.rootCertificates = rootCertificates
    }
}
