import Foundation
import TesseraClient
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a running `tessera sandbox listen` leaves in the data folder (`listeners/listener-<pid>.json`, mode
/// 0600), so that the next listener can delete the subscription of one that was killed before it could
/// (SIGKILL, a crash, a closed terminal).
///
/// It is written before the subscription is made and removed after it is deleted, so there is no moment at
/// which a subscription of the listener's exists without it. It names the receiver's URL, not the
/// subscription's id, for that reason; it holds no secret.
struct ListenerRecord: Codable {
    /// The emulator the listener subscribed at, as its URL's `absoluteString`.
    var emulator: String
    /// The URL the listener's subscription delivers to (a port only that listener served).
    var receiverURL: String
    /// The merchant account the subscription was made for, or nil for an instance-wide one.
    var merchantAccountID: String?
    /// The listener's process.
    var pid: Int32
    /// When that process started (`/proc/<pid>/stat`'s field 22, in clock ticks since boot), so a later
    /// process that reuses the pid is not taken for it.
    var processStart: String?

    private enum CodingKeys: String, CodingKey {
        case emulator, pid
        case receiverURL = "receiver_url"
        case merchantAccountID = "merchant_account_id"
        case processStart = "process_start"
    }

    /// The folder of the records: `listeners` in Tessera's data folder.
    static var directory: String { DataDirectory.path() + "/listeners" }

    /// The record of this process, listening for `emulator` at `receiverURL`.
    static func current(emulator: URL, receiverURL: String, merchantAccountID: String?) -> ListenerRecord {
        let pid = getpid()
        return ListenerRecord(
            emulator: emulator.absoluteString, receiverURL: receiverURL, merchantAccountID: merchantAccountID,
            pid: pid, processStart: processStart(of: pid))
    }

    /// The file of this record.
    var path: String { Self.directory + "/listener-\(pid).json" }

    /// Whether the listener that wrote this record still runs: its pid is alive and started when it did.
    var isRunning: Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        return processStart == nil || Self.processStart(of: pid) == processStart
    }

    /// Writes the record (the folder made 0700 when missing).
    func save() throws {
        do {
            try FileManager.default.createDirectory(
                atPath: Self.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CLIError.failure(
                "Cannot make '\(Self.directory)' (\(ErrorReport(error).clause)); set TESSERA_DATA_DIR to a folder you can write."
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try PrivateFile.write(try encoder.encode(self), to: path)
    }

    /// Removes the record's file.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every record in the folder: the file's path and its record, or nil for a file that does not read as
    /// one (a listener killed while writing it, before it subscribed).
    static func saved() -> [(path: String, record: ListenerRecord?)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let decoder = JSONDecoder()
        return names.filter { $0.hasPrefix("listener-") && $0.hasSuffix(".json") }.sorted().map { name in
            let path = directory + "/" + name
            let data = FileManager.default.contents(atPath: path)
            return (path, data.flatMap { try? decoder.decode(ListenerRecord.self, from: $0) })
        }
    }

    /// Field 22 of `/proc/<pid>/stat` (the process's start time), or nil where there is no such file.
    private static func processStart(of pid: Int32) -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        // The command's name (field 2) is in parentheses and may hold spaces; the fields after it start at 3.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
