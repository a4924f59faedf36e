import Foundation

/// Checks of the wallet's own files before they are opened, so a file of the wrong kind is reported
/// by name instead of hanging (a FIFO), filling memory (a huge file) or failing later with SQLite's words.
enum WalletFile {
    /// What is wrong with a file of `attributes` (as `FileManager.attributesOfItem` gives them, not
    /// following a symbolic link), or nil for a regular file of at most `largest` bytes.
    static func problem(_ attributes: [FileAttributeKey: Any], largest: Int? = nil) -> String? {
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: return "it is a directory, not a file"
        case .typeSymbolicLink?: return "it is a symbolic link, not the file itself"
        default: return "it is not a regular file (a FIFO, socket or device)"
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if let largest, size > largest { return "it is \(size) bytes, far more than the file can be" }
        return nil
    }

    /// Whether the SQLite database at `path` holds nothing: 0 bytes and no write-ahead log beside it with
    /// pages not yet copied back (right after its first commits the data is in the log alone).
    static func isEmptyDatabase(_ path: String) -> Bool {
        let size = { (file: String) in
            ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber)?.intValue ?? 0
        }
        return FileManager.default.fileExists(atPath: path) && size(path) == 0 && size(path + "-wal") == 0
    }
}
