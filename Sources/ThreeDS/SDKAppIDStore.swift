import Foundation
import TesseraCore

/// Where the SDK keeps its `sdkAppID`, a UUID that stays the same for one installation of the app.
public protocol SDKAppIDStore: Sendable {
    /// Returns the stored app id, or stores and returns `makeID()` when there is none yet.
    func appID(orCreate makeID: @Sendable () -> String) throws -> String
}

/// Keeps the `sdkAppID` in memory, for tests and for apps that persist it themselves.
public final class InMemorySDKAppIDStore: SDKAppIDStore {
    private let stored: Locked<String?>

    /// Creates a store, optionally holding `appID` already.
    public init(appID: String? = nil) {
        stored = Locked(appID)
    }

    /// Returns the held id, or holds and returns a new one.
    public func appID(orCreate makeID: @Sendable () -> String) -> String {
        stored.withLock { stored in
            if let stored { return stored }
            let id = makeID()
            stored = id
            return id
        }
    }
}

/// Keeps the `sdkAppID` in a file, `threeds-sdk-app-id` in the data folder by default.
public struct FileSDKAppIDStore: SDKAppIDStore {
    /// The file that holds the id.
    public let path: String

    /// A store at `path`; by default `threeds-sdk-app-id` in `$TESSERA_DATA_DIR`, else
    /// `$XDG_DATA_HOME/tessera`, else `~/.local/share/tessera`.
    public init(path: String = FileSDKAppIDStore.defaultPath()) {
        self.path = path
    }

    /// The default file in the data folder, read from `environment`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DataDirectory.path(environment: environment) + "/threeds-sdk-app-id"
    }

    /// Reads the id from the file, or writes a new one there (creating the folder) and returns it.
    ///
    /// A file that holds something other than a UUID is replaced rather than trusted.
    public func appID(orCreate makeID: @Sendable () -> String) throws -> String {
        if let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            UUID(uuidString: text) != nil
        {
            return text
        }
        let id = makeID()
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((id + "\n").utf8).write(to: url, options: .atomic)
        } catch {
            throw ThreeDSError(
                .runtime,
                "Cannot store the 3DS SDK app id at \(path): \(error.localizedDescription). Set TESSERA_DATA_DIR to a writable folder."
            )
        }
        return id
    }
}
