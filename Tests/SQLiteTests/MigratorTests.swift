import SQLite
import Testing

@Suite struct MigratorTests {
    static let migrations = [
        Migrator.Migration(version: 2, name: "add email", sql: "ALTER TABLE people ADD COLUMN email TEXT"),
        Migrator.Migration(version: 1, name: "people", sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)"),
    ]

    @Test func appliesInVersionOrderAndRecordsEach() throws {
        let database = try Database(.memory)
        #expect(try Migrator.appliedVersions(in: database) == [])
        #expect(try Migrator(Self.migrations).migrate(database) == [1, 2])
        #expect(try Migrator.appliedVersions(in: database) == [1, 2])
        let names = try database.read { try $0.query("SELECT name FROM schema_migrations ORDER BY version") }
        #expect(names.map { $0["name"].string } == ["people", "add email"])
        try database.write { _ = try $0.run("INSERT INTO people (name, email) VALUES ('Ada', 'a@example.com')") }
    }

    @Test func secondRunAppliesNothing() throws {
        let database = try Database(.memory)
        try Migrator(Self.migrations).migrate(database)
        #expect(try Migrator(Self.migrations).migrate(database) == [])
    }

    @Test func laterMigrationsApplyOnTopOfEarlierOnes() throws {
        let database = try Database(.memory)
        try Migrator(Array(Self.migrations.suffix(1))).migrate(database)
        #expect(try Migrator(Self.migrations).migrate(database) == [2])
    }

    @Test func failingMigrationLeavesNoRecordAndNoPartialChange() throws {
        let database = try Database(.memory)
        let broken = Migrator.Migration(
            version: 3, name: "broken", sql: "CREATE TABLE half (v INTEGER); CREATE TABLE oops (")
        #expect(throws: SQLiteError.self) { try Migrator(Self.migrations + [broken]).migrate(database) }
        #expect(try Migrator.appliedVersions(in: database) == [1, 2])
        let half = try database.read {
            try $0.scalar("SELECT COUNT(*) FROM sqlite_master WHERE name = 'half'")
        }
        #expect(half.int == 0)
    }
}
