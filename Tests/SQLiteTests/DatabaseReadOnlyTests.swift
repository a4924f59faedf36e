import Foundation
import SQLite
import Testing

/// `Database.readOnly(path:)`: what a full disk leaves readable.
@Suite struct DatabaseReadOnlyTests {
    /// A folder of its own, whose name needs escaping in a `file:` URI.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera ro?#%-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Changes still only in the WAL (a crash before any checkpoint) are read; every write fails read-only.
    @Test func readsWhatTheWALHoldsAndRefusesWrites() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("data.sqlite").path
        let copy = folder.appendingPathComponent("crashed.sqlite").path
        let writer = try Database(.file(path))
        try writer.write { connection in
            try connection.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2);")
        }
        // The file and its WAL as a crash leaves them (no -shm: it is rebuilt in memory).
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
        let reader = try Database.readOnly(path: copy)
        let values = try reader.read { try $0.query("SELECT x FROM t ORDER BY x").compactMap { $0["x"].int } }
        #expect(values == [1, 2])
        #expect(reader.isReadOnly)
        #expect {
            try reader.write { _ = try $0.run("INSERT INTO t VALUES (3)") }
        } throws: { ($0 as? SQLiteError)?.code.primary == .readOnly }
    }
}
