import Foundation
import SQLite

/// Why the emulator's state could not be opened, read or written, in words for the person running it.
///
/// The ``description`` names the state file, what is wrong with it and what to do; it never holds
/// SQL, so it may be shown to an API client. ``diagnostic`` keeps the underlying error (SQL included)
/// for the emulator's own log with `--debug`.
public struct StorageFault: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the state file.
    public enum Kind: Equatable, Sendable {
        /// A symbolic link whose target does not exist; it is never replaced.
        case danglingLink(target: String)
        /// Something other than a regular file is at the path.
        case notAFile
        /// The file or its folder cannot be written.
        case readOnly
        /// The file cannot be opened (permissions, or a folder that cannot hold its journal).
        case inaccessible
        /// Another process holds the database's lock beyond the busy timeout.
        case locked
        /// The disk is full.
        case full
        /// The file is not an SQLite database, or is damaged.
        case corrupt
        /// The file is empty (0 bytes): not a database Tessera wrote, perhaps a truncated copy.
        case empty
        /// Anything else.
        case other
    }

    /// The state file, or nil for an in-memory store.
    public let path: String?
    /// What is wrong.
    public let kind: Kind
    /// The underlying error, SQL included: for logs, never for API clients.
    public let diagnostic: String

    /// Creates a fault.
    public init(path: String?, kind: Kind, diagnostic: String) {
        self.path = path
        self.kind = kind
        self.diagnostic = diagnostic
    }

    /// Classifies `error` (usually the SQLite module's `SQLiteError`) met while using the state at `path`.
    public init(_ error: any Error, path: String?) {
        if let fault = error as? StorageFault {
            self = fault
            return
        }
        let failure = error as? SQLiteError
        let kind: Kind
        switch (failure?.code.primary, failure?.systemErrno ?? 0) {
        case (_, ENOSPC), (_, EDQUOT), (.full?, _): kind = .full
        case (_, EROFS), (.readOnly?, _): kind = .readOnly
        case (.busy?, _), (.locked?, _): kind = .locked
        case (.corrupt?, _), (.notADatabase?, _): kind = .corrupt
        case (.cannotOpen?, _), (.ioError?, EACCES), (.ioError?, EPERM): kind = .inaccessible
        default: kind = .other
        }
        // SQLite reports a read-only file system as "unable to open" (its WAL index cannot be made there).
        let readOnlyVolume = path.map(Self.isOnReadOnlyFileSystem) ?? false
        self.init(
            path: path, kind: [.inaccessible, .other].contains(kind) && readOnlyVolume ? .readOnly : kind,
            diagnostic: String(describing: error))
    }

    /// Whether the folder holding `path` is on a file system mounted read-only.
    private static func isOnReadOnlyFileSystem(_ path: String) -> Bool {
        var volume = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        return statvfs(folder.isEmpty ? "." : folder, &volume) == 0 && volume.f_flag & UInt(ST_RDONLY) != 0
    }

    /// One sentence or two: the path, what is wrong with it and what to do.
    public var description: String {
        let file = path.map { "The sandbox state file \($0)" } ?? "The in-memory sandbox state"
        let elsewhere = "or set TESSERA_DATA_DIR to another folder"
        switch kind {
        case .danglingLink(let target):
            return "\(file) is a symbolic link to \(target), which does not exist. "
                + "Tessera never replaces what a link points at: restore the target, remove the link, \(elsewhere)."
        case .notAFile:
            return "\(file) is not a regular file Tessera can open. Move it aside, \(elsewhere)."
        case .readOnly:
            return "\(file) cannot be written (read-only or immutable, or its folder is). "
                + "Make it writable (chmod u+w; chattr -i), \(elsewhere)."
        case .inaccessible:
            return "\(file) cannot be opened for reading and writing. "
                + "Check the permissions of the file and of its folder, \(elsewhere)."
        case .locked:
            return "\(file) is locked by another process. "
                + "Wait for it or stop it (another 'tessera sandbox serve'?), then try again."
        case .full:
            return "\(file) cannot grow: the disk is full. Free some space, \(elsewhere)."
        case .corrupt:
            return "\(file) is not an SQLite database or is damaged. "
                + "Move it aside to start with a new one, \(elsewhere)."
        case .empty:
            return "\(file) is empty (0 bytes), so it is not a database Tessera wrote (a truncated copy?). "
                + "Restore it from a copy, or move it aside to start with a new one, \(elsewhere)."
        case .other:
            return "\(file) could not be used. Run again with --debug to see why, \(elsewhere)."
        }
    }
}
