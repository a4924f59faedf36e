import Foundation

/// The `User-Agent` the client sends: `Tessera/<version> (<os> <os version>)`.
public enum Gr4vyUserAgent {
    /// The version of this SDK.
    public static let sdkVersion = "0.1.0"

    /// The header value for this process, e.g. `Tessera/0.1.0 (Linux 6.8.0)`.
    public static let current = make(
        operatingSystem: operatingSystemName, version: ProcessInfo.processInfo.operatingSystemVersion)

    /// The header value for an operating system name and version.
    public static func make(operatingSystem: String, version: OperatingSystemVersion) -> String {
        "Tessera/\(sdkVersion) (\(operatingSystem) \(version.majorVersion).\(version.minorVersion).\(version.patchVersion))"
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
