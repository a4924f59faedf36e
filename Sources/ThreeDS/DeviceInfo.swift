import Foundation

/// What the device can honestly report about itself for the 3-D Secure device data.
///
/// Each value is optional: nil means the platform cannot tell, and the device data then lists the
/// field in `DPNA` with a reason code instead of inventing a value.
public struct DeviceInfo: Sendable, Equatable {
    /// The platform (`C001`): `Linux`, `macOS`, `iOS`.
    public var platform: String
    /// The device model (`C002`), e.g. the DMI product name on Linux.
    public var model: String?
    /// The operating system name (`C003`), e.g. `Debian GNU/Linux 12 (bookworm)`.
    public var osName: String?
    /// The operating system version (`C004`).
    public var osVersion: String?
    /// The locale (`C005`) as a BCP 47 tag, e.g. `en-US`.
    public var locale: String?
    /// The time zone (`C006`) as an IANA name, e.g. `Europe/Amsterdam`.
    public var timeZone: String?
    /// The screen resolution in pixels (`C008`), when a screen is known.
    public var screenSize: (width: Int, height: Int)?
    /// Whether a debugger is attached to the process (security warning `SW04`).
    public var debuggerAttached: Bool

    /// Creates device facts.
    public init(
        platform: String, model: String? = nil, osName: String? = nil, osVersion: String? = nil,
        locale: String? = nil, timeZone: String? = nil, screenSize: (width: Int, height: Int)? = nil,
        debuggerAttached: Bool = false
    ) {
        self.platform = platform
        self.model = model
        self.osName = osName
        self.osVersion = osVersion
        self.locale = locale
        self.timeZone = timeZone
        self.screenSize = screenSize
        self.debuggerAttached = debuggerAttached
    }

    /// Whether two sets of facts are the same.
    public static func == (left: DeviceInfo, right: DeviceInfo) -> Bool {
        left.platform == right.platform && left.model == right.model && left.osName == right.osName
            && left.osVersion == right.osVersion && left.locale == right.locale && left.timeZone == right.timeZone
            && left.screenSize?.width == right.screenSize?.width && left.screenSize?.height == right.screenSize?.height
            && left.debuggerAttached == right.debuggerAttached
    }

    /// What this machine reports: on Linux the DMI product name, `/etc/os-release`, the kernel
    /// version, the process locale and time zone, and the tracer in `/proc/self/status`. A terminal
    /// has no screen resolution, so none is reported.
    public static func current() -> DeviceInfo {
        let process = ProcessInfo.processInfo
        #if os(Linux)
            let platform = "Linux"
            let model = firstLine(of: "/sys/devices/virtual/dmi/id/product_name")
            let osName = osRelease()
            let tracer = statusField("TracerPid", in: "/proc/self/status")
            let debugger = tracer.map { $0 != "0" } ?? false
        #else
            let platform = "macOS"
            let model: String? = nil
            let osName: String? = "macOS"
            let debugger = false
        #endif
        let locale = Locale.current.identifier.replacingOccurrences(of: "_", with: "-")
        return DeviceInfo(
            platform: platform, model: model, osName: osName, osVersion: process.operatingSystemVersionString,
            locale: locale.isEmpty ? nil : locale, timeZone: TimeZone.current.identifier, screenSize: nil,
            debuggerAttached: debugger)
    }

    private static func firstLine(of path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { return nil }
        let line = text.split(separator: "\n").first.map(String.init)?.trimmingCharacters(in: .whitespaces)
        return line?.isEmpty == false ? line : nil
    }

    private static func osRelease() -> String? {
        guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    private static func statusField(_ name: String, in path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
