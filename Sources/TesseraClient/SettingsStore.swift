import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loads and saves ``Settings`` as `settings.json` in Tessera's configuration folder.
///
/// The folder is `$TESSERA_CONFIG_DIR`, else `$XDG_CONFIG_HOME/tessera`, else `~/.config/tessera`.
/// The file is written atomically (a temporary file, then a rename) with mode 0600, since it holds the
/// token. A file that cannot be read is an error naming the file, never silently replaced.
package struct SettingsStore: Sendable {
    /// The settings file.
    package let fileURL: URL

    /// A store in the folder the environment names.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let folder: URL
        if let override = environment["TESSERA_CONFIG_DIR"], !override.isEmpty {
            folder = URL(fileURLWithPath: override, isDirectory: true)
        } else if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            folder = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("tessera")
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            folder = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config/tessera")
        }
        fileURL = folder.appendingPathComponent("settings.json")
    }

    /// The saved settings; empty settings when no file exists yet.
    ///
    /// The file is read up to ``InputLimit/settingsFile`` (a huge or endless file fails at once). A file
    /// that others may read (copied, or written by hand) is narrowed to mode 0600 first, since it may
    /// hold the token; a symbolic link is refused, so nothing it points at is changed. Every failure
    /// names the path, what is wrong and what to do.
    package func load() throws(CLIError) -> Settings {
        let file: Data?
        do {
            file = try InputReader.ownFile(at: fileURL.path, limit: .settingsFile)
        } catch {
            throw .failure(Self.loadFailure(error, path: fileURL.path))
        }
        guard let data = file else { return Settings() }
        do {
            return try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            throw .failure(
                "The settings file \(fileURL.path) is corrupt (not the JSON Tessera writes). "
                    + "Fix it by hand or run 'tessera admin reset' to start again.")
        }
    }

    private static func loadFailure(_ failure: InputReader.Failure, path: String) -> String {
        let repair = "Run 'tessera admin reset' to move it aside and start again."
        return switch failure {
        case .tooLarge(let limit):
            "The settings file \(path) is larger than \(limit.size), so it is not one Tessera wrote. \(repair)"
        case .directory:
            "The settings file \(path) is a directory. \(repair)"
        case .symbolicLink:
            "The settings file \(path) is a symbolic link, which Tessera never follows for the file holding "
                + "the token. Run 'tessera admin reset' to remove the link (not what it points at) and start again."
        case .notPrivate(let reason):
            "The settings file \(path) can be read by others and cannot be made private (\(reason)). "
                + "Run 'chmod 600 \(path)'."
        case .parentNotDirectory:
            "The settings folder \((path as NSString).deletingLastPathComponent) is a file, not a folder. \(repair)"
        case .system(let reason):
            "Cannot read the settings file \(path): \(reason). Check the file and its folder, or \(repair.prefix(1).lowercased() + repair.dropFirst())"
        }
    }

    /// Writes `settings` atomically with mode 0600, creating the folder (mode 0700) if needed.
    package func save(_ settings: Settings) throws(CLIError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(settings) else {
            throw .failure("Cannot encode the settings.")
        }
        data.append(UInt8(ascii: "\n"))
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            var status = stat()
            if stat(folder.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                throw .failure(
                    "The settings folder \(folder.path) is a file, not a folder. "
                        + "Run 'tessera admin reset' to move it aside, or set TESSERA_CONFIG_DIR to a folder.")
            }
            throw .failure(
                "Cannot create the settings folder \(folder.path). "
                    + "Check the permissions of its parent, or set TESSERA_CONFIG_DIR to a writable folder.")
        }
        let temporary = folder.appendingPathComponent(".settings.json.\(getpid()).tmp")
        guard Self.write(data, to: temporary.path), rename(temporary.path, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .failure(
                "Cannot write the settings file \(fileURL.path): \(reason). "
                    + "Free space or fix the folder's permissions; if something else is in its place, "
                    + "run 'tessera admin reset' to move it aside.")
        }
    }

    /// Deletes the settings file, if any, and moves aside whatever blocks its place.
    ///
    /// The settings file (or a link in its place) is Tessera's and is deleted. Anything else in the way
    /// — a directory called `settings.json`, or a file where the settings folder should be — may be
    /// the user's: it is renamed to `<name>.moved-<time>` next to it, never deleted.
    ///
    /// - Returns: one sentence for each thing moved aside, naming both paths.
    package func reset(now: Date = Date()) throws(CLIError) -> [String] {
        var notes: [String] = []
        let folder = fileURL.deletingLastPathComponent().path
        var status = stat()
        if lstat(folder, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            notes.append(try Self.moveAside(folder, now: now))
            return notes
        }
        if lstat(fileURL.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            notes.append(try Self.moveAside(fileURL.path, now: now))
            return notes
        }
        guard unlink(fileURL.path) == 0 || errno == ENOENT || errno == ENOTDIR else {
            throw .failure(
                "Cannot delete the settings file \(fileURL.path): \(String(cString: strerror(errno))). "
                    + "Check the permissions of \(folder).")
        }
        return notes
    }

    /// Renames `path` to `<path>.moved-<UTC time>` and says so.
    private static func moveAside(_ path: String, now: Date) throws(CLIError) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime]
        let stamp = formatter.string(from: now)
        let aside = "\(path).moved-\(stamp)"
        guard rename(path, aside) == 0 else {
            throw .failure(
                "\(path) is in the way of the settings and cannot be moved aside: "
                    + "\(String(cString: strerror(errno))). Move or remove it, then run the command again.")
        }
        return "Moved \(path), which was in the way of the settings, to \(aside)."
    }

    /// Writes `data` to a new file at `path` created with mode 0600, flushed to disk.
    ///
    /// A stale file of that name is removed first and the new one is created exclusively, never
    /// through a symbolic link, so the token cannot be written somewhere else.
    package static func write(_ data: Data, to path: String) -> Bool {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { return false }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        guard (try? handle.write(contentsOf: data)) != nil else { return false }
        return fsync(descriptor) == 0
    }
}
