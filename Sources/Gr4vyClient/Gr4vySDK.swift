import Foundation

/// Facts about the SDK: the version of the Gr4vy Swift SDK whose API Tessera provides, its name, and the
/// `User-Agent` it sends.
public struct Gr4vySDK {
    /// The version of the Gr4vy Swift SDK API this client provides.
    public static let version = "1.0.2"
    /// The SDK's name, one product token.
    public static let name = "Gr4vy-Swift"
    /// The lowest iOS version the SDK supports.
    public static let minimumIOSVersion = "16.0"

    /// `<name>/<version> (<OS> <major>.<minor>.<patch>)`, e.g. `Gr4vy-Swift/1.0.2 (iOS 17.5.0)` on an iPhone
    /// and `Gr4vy-Swift/1.0.2 (Linux 6.8.0)` here: the operating system is named as it is, not as iOS.
    public static var userAgent: String {
        userAgent(operatingSystem: operatingSystemName, version: ProcessInfo.processInfo.operatingSystemVersion)
    }

    /// The `User-Agent` for an operating system name and version.
    static func userAgent(operatingSystem: String, version: OperatingSystemVersion) -> String {
        "\(name)/\(self.version) (\(operatingSystem) \(version.majorVersion).\(version.minorVersion).\(version.patchVersion))"
    }

    /// Whether this system can run the SDK: iOS 16 or later on iOS; always true elsewhere (Tessera runs on
    /// Linux and macOS too).
    public static var isIOSVersionSupported: Bool {
        #if os(iOS)
            ProcessInfo.processInfo.isOperatingSystemAtLeast(
                OperatingSystemVersion(majorVersion: 16, minorVersion: 0, patchVersion: 0))
        #else
            true
        #endif
    }

    /// The name of the operating system this was built for.
    static var operatingSystemName: String {
        #if os(Linux)
            "Linux"
        #elseif os(macOS)
            "macOS"
        #elseif os(iOS)
            "iOS"
        #elseif os(Windows)
            "Windows"
        #else
            "unknown"
        #endif
    }
}
