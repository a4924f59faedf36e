import Foundation
import SQLite
import Testing

@Suite struct DatabaseTests {
    /// A fresh directory under the system's temporary folder, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func fileDatabaseRunsInWALMode() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try Database(.file(directory.appendingPathComponent("t.sqlite").path))
        #expect(try database.journalMode == "wal")
    }

    /// A write without a sync commits like any other and leaves the connection's sync level as it was.
    @Test func aWriteWithoutSyncCommitsAndRestoresTheSyncLevel() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("t.sqlite").path
        let database = try Database(.file(path))
        let level = try database.read { try $0.scalar("PRAGMA synchronous").int }
        try database.write { try $0.execute("CREATE TABLE t (v INTEGER)") }
        try database.writeWithoutSync { try $0.run("INSERT INTO t VALUES (1)") }
        #expect(throws: SQLiteError.self) {
            try database.writeWithoutSync { connection in
                try connection.run("INSERT INTO t VALUES (2)")
                try connection.run("INSERT INTO nowhere VALUES (3)")
            }
        }
        #expect(try database.read { try $0.scalar("PRAGMA synchronous").int } == level)
        #expect(try Database(.file(path)).read { try $0.scalar("SELECT group_concat(v) FROM t").string } == "1")
    }

    @Test func memoryDatabaseUsesMemoryJournal() throws {
        let database = try Database(.memory)
        #expect(try database.journalMode == "memory")
    }

    /// Every in-memory database is its own: one's tables are not another's.
    @Test func eachMemoryDatabaseIsPrivate() throws {
        let first = try Database(.memory)
        let second = try Database(.memory)
        try first.write { try $0.execute("CREATE TABLE t (v); INSERT INTO t VALUES (1)") }
        #expect(try first.read { try $0.scalar("SELECT count(*) FROM t").int } == 1)
        #expect(try second.read { try $0.scalar("SELECT count(*) FROM sqlite_master").int } == 0)
    }

    /// A real read as an integer is truncated toward zero, and is nil when no `Int` holds it, instead of
    /// trapping (FuzzWalletRows: a card row whose `threshold` was 3.1E+20 stopped the process).
    @Test(
        arguments: [
            (3.9, 3), (-3.9, -3), (0.5, 0), (9.2e18, 9_200_000_000_000_000_000), (3.1e20, nil), (-3.1e20, nil),
            (9.223372036854775807e18, nil), (Double.nan, nil), (Double.infinity, nil), (-Double.infinity, nil),
        ] as [(Double, Int?)])
    func realsReadAsIntegersAreTruncatedOrNil(real: Double, expected: Int?) {
        #expect(SQLiteValue.real(real).int == expected)
    }

    @Test func valuesRoundTripThroughEveryStorageClass() throws {
        let database = try Database(.memory)
        let values: [SQLiteValue] = [
            .null, .integer(-42), .real(2.5), .text("héllo ✓"), .blob(Data([0, 1, 255])), .text(""), .blob(Data()),
        ]
        let rows = try database.write { connection in
            try connection.execute("CREATE TABLE t (v)")
            for value in values {
                try connection.run("INSERT INTO t (v) VALUES (?)", [value])
            }
            return try connection.query("SELECT v FROM t ORDER BY rowid")
        }
        #expect(rows.map { $0["v"] } == values)
        #expect(rows[1][0].int == -42)
        #expect(rows[3]["v"].string == "héllo ✓")
        #expect(rows[0]["missing"] == .null)
    }

    @Test func transactionRollsBackWhenTheBodyThrows() throws {
        struct Boom: Error {}
        let database = try Database(.memory)
        try database.write { try $0.execute("CREATE TABLE t (v INTEGER)") }
        #expect(throws: Boom.self) {
            try database.write { connection in
                try connection.run("INSERT INTO t (v) VALUES (1)")
                throw Boom()
            }
        }
        let count = try database.read { try $0.scalar("SELECT COUNT(*) FROM t") }
        #expect(count.int == 0)
    }

    @Test func errorsCarryCodeMessageAndSQL() throws {
        let database = try Database(.memory)
        let syntax = #expect(throws: SQLiteError.self) {
            try database.read { try $0.execute("SELEC nonsense") }
        }
        #expect(syntax?.code == .error)
        #expect(syntax?.message.contains("syntax error") == true)
        #expect(syntax?.sql == "SELEC nonsense")

        try database.write { try $0.execute("CREATE TABLE u (k TEXT PRIMARY KEY)") }
        try database.write { _ = try $0.run("INSERT INTO u VALUES ('a')") }
        let duplicate = #expect(throws: SQLiteError.self) {
            try database.write { _ = try $0.run("INSERT INTO u VALUES (?)", ["a"]) }
        }
        #expect(duplicate?.code.primary == .constraint)
        #expect(duplicate?.description.contains("UNIQUE") == true)
    }

    @Test func wrongParameterCountIsARangeError() throws {
        let database = try Database(.memory)
        let error = #expect(throws: SQLiteError.self) {
            try database.read { _ = try $0.query("SELECT ?, ?", [1]) }
        }
        #expect(error?.code == .range)
    }

    @Test(arguments: ["", "  ;", "SELECT 1; SELECT 2", "INSERT INTO t VALUES (1); DROP TABLE t"])
    func preparingNoneOrSeveralStatementsIsRefused(sql: String) throws {
        let database = try Database(.memory)
        try database.write { try $0.execute("CREATE TABLE t (v INTEGER)") }
        let error = #expect(throws: SQLiteError.self) { try database.write { _ = try $0.run(sql) } }
        #expect(error?.code == .misuse)
        #expect(error?.sql == sql)
        #expect(try database.read { try $0.scalar("SELECT COUNT(*) FROM t") }.int == 0)
    }

    @Test func concurrentWritersOnSeparateConnectionsWaitForTheLock() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("busy.sqlite").path
        let connections = try (0..<4).map { _ in try Database(.file(path)) }
        try connections[0].write { try $0.execute("CREATE TABLE b (n INTEGER)") }
        let failures = await withTaskGroup(of: Int.self) { group in
            for (index, database) in connections.enumerated() {
                group.addTask {
                    var failed = 0
                    for step in 0..<50 {
                        do {
                            try database.write { connection in
                                try connection.run("INSERT INTO b VALUES (?)", [.integer(Int64(index * 100 + step))])
                            }
                        } catch {
                            failed += 1
                        }
                    }
                    return failed
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(try connections[3].read { try $0.scalar("SELECT COUNT(*) FROM b") }.int == 200)
    }

    @Test func openingADirectoryFails() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: SQLiteError.self) { try Database(.file(directory.path)) }
    }

    @Test func concurrentWritersAreSerialized() async throws {
        let database = try Database(.memory)
        try database.write { try $0.execute("CREATE TABLE c (n INTEGER)") }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    _ = try? database.write { try $0.run("INSERT INTO c VALUES (?)", [.integer(Int64(index))]) }
                }
            }
        }
        #expect(try database.read { try $0.scalar("SELECT COUNT(*) FROM c") }.int == 50)
    }

    @Test func twoConnectionsShareAFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("shared.sqlite").path
        let first = try Database(.file(path))
        let second = try Database(.file(path))
        try first.write { try $0.execute("CREATE TABLE s (v TEXT)") }
        try second.write { _ = try $0.run("INSERT INTO s VALUES ('from second')") }
        #expect(try first.read { try $0.scalar("SELECT v FROM s") }.string == "from second")
    }

    @Test func aReadCannotWrite() throws {
        let database = try Database(.memory)
        try database.write { try $0.execute("CREATE TABLE r (v INTEGER)") }
        let refused = #expect(throws: SQLiteError.self) {
            try database.read { try $0.run("INSERT INTO r VALUES (1)") }
        }
        #expect(refused?.code.primary == .readOnly)
        // The next write is not read-only, and nothing of the refused one stayed.
        try database.write { try $0.run("INSERT INTO r VALUES (2)") }
        #expect(try database.read { try $0.scalar("SELECT group_concat(v) FROM r") }.string == "2")
    }

    /// A read is one transaction: another connection's commit in the middle of it is not seen until it ends.
    @Test func aReadSeesOneSnapshot() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("snapshot.sqlite").path
        let reader = try Database(.file(path))
        let writer = try Database(.file(path))
        try writer.write { try $0.execute("CREATE TABLE n (v INTEGER); INSERT INTO n VALUES (1)") }
        let (before, after) = try reader.read { connection in
            let before = try connection.scalar("SELECT COUNT(*) FROM n").int
            try writer.write { try $0.run("INSERT INTO n VALUES (2)") }
            return (before, try connection.scalar("SELECT COUNT(*) FROM n").int)
        }
        #expect(before == 1)
        #expect(after == 1)
        #expect(try reader.read { try $0.scalar("SELECT COUNT(*) FROM n") }.int == 2)
    }
}
