/// What the wallet tells the token service about the device it runs on.
public struct DeviceInfo: Sendable, Equatable {
    /// A name for the device.
    public var name: String
    /// The operating system.
    public var osName: String
    /// The operating system's version.
    public var osVersion: String
    /// Whether the device can emulate a contactless card (NFC host card emulation).
    public var nfcCapable: Bool

    /// Creates device information.
    public init(name: String, osName: String, osVersion: String, nfcCapable: Bool) {
        self.name = name
        self.osName = osName
        self.osVersion = osVersion
        self.nfcCapable = nfcCapable
    }

    /// This machine, described as an NFC-capable device (contactless payments are emulated).
    public static let current = DeviceInfo(name: "tessera", osName: "Linux", osVersion: "1", nfcCapable: true)
}
