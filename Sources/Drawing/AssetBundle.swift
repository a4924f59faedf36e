import Foundation

/// A folder of named image assets, the counterpart of an app bundle's asset catalogue.
public struct AssetBundle: Sendable, Hashable {
    /// The folder's path.
    public let directory: String

    /// The file extensions tried, in order, for a name.
    public static let imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    /// The asset folder at `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The default asset folder: `$TESSERA_ASSETS` when set, else `Assets` in the current directory.
    public static var main: AssetBundle {
        let configured = ProcessInfo.processInfo.environment["TESSERA_ASSETS"] ?? ""
        return AssetBundle(directory: configured.isEmpty ? "Assets" : configured)
    }

    /// The path of the first existing file `name.<ext>` for the known extensions, or nil.
    ///
    /// A name with a path separator or `..` is never resolved, so assets cannot escape the folder.
    public func path(forImageNamed name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.hasPrefix(".") else { return nil }
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        if AssetBundle.imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
            let path = base.appendingPathComponent(name).path
            if FileManager.default.isReadableFile(atPath: path) { return path }
        }
        for ext in AssetBundle.imageExtensions {
            let path = base.appendingPathComponent(name).appendingPathExtension(ext).path
            if FileManager.default.isReadableFile(atPath: path) { return path }
        }
        return nil
    }
}
