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
struct SettingsStore: Sendable {
    /// The settings file.
    let fileURL: URL

    /// A store in the folder the environment names.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
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
    /// A file that others may read (copied, or written by hand) is narrowed to mode 0600 first, since it
    /// may hold the token.
    func load() throws(CLIError) -> Settings {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return Settings()
        } catch {
            throw .failure("Cannot read the settings file \(fileURL.path): \(error.localizedDescription)")
        }
        var status = stat()
        if stat(fileURL.path, &status) == 0, status.st_mode & 0o077 != 0, chmod(fileURL.path, 0o600) != 0 {
            throw .failure(
                "The settings file \(fileURL.path) can be read by others and cannot be made private: "
                    + "\(String(cString: strerror(errno))). Run 'chmod 600 \(fileURL.path)'.")
        }
        do {
            return try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            throw .failure(
                "The settings file \(fileURL.path) is corrupt (not the JSON Tessera writes). "
                    + "Fix it by hand or run 'tessera admin reset' to start again.")
        }
    }

    /// Writes `settings` atomically with mode 0600, creating the folder (mode 0700) if needed.
    func save(_ settings: Settings) throws(CLIError) {
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
            throw .failure("Cannot create the settings folder \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".settings.json.\(getpid()).tmp")
        guard Self.write(data, to: temporary.path), rename(temporary.path, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .failure("Cannot write the settings file \(fileURL.path): \(reason)")
        }
    }

    /// Deletes the settings file, if any.
    func reset() throws(CLIError) {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else {
            throw .failure("Cannot delete the settings file \(fileURL.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `data` to a new file at `path` created with mode 0600, flushed to disk.
    ///
    /// A stale file of that name is removed first and the new one is created exclusively, never
    /// through a symbolic link, so the token cannot be written somewhere else.
    private static func write(_ data: Data, to path: String) -> Bool {
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
