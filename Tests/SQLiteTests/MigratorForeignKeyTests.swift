import SQLite
import Testing

/// Migrations run with foreign keys off and checked before commit, so a table rebuild neither cascades nor fails.
@Suite struct MigratorForeignKeyTests {
    static let schema = [
        Migrator.Migration(
            version: 1, name: "cards and tokens",
            sql: """
                CREATE TABLE cards (id TEXT PRIMARY KEY, last4 TEXT NOT NULL);
                CREATE TABLE tokens (
                    id TEXT PRIMARY KEY, card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE CASCADE);
                """)
    ]

    /// SQLite's twelve-step rebuild: a new table, the rows copied, the old one dropped, the new one renamed.
    static let rebuildCards = Migrator.Migration(
        version: 2, name: "cards get a NOT NULL brand",
        sql: """
            CREATE TABLE cards_new (id TEXT PRIMARY KEY, last4 TEXT NOT NULL, brand TEXT NOT NULL DEFAULT 'visa');
            INSERT INTO cards_new (id, last4) SELECT id, last4 FROM cards;
            DROP TABLE cards;
            ALTER TABLE cards_new RENAME TO cards;
            """)

    static func seeded() throws -> Database {
        let database = try Database(.memory)
        try Migrator(schema).migrate(database)
        try database.write { connection in
            try connection.run("INSERT INTO cards (id, last4) VALUES ('c1', '4242'), ('c2', '4444')")
            try connection.run("INSERT INTO tokens (id, card_id) VALUES ('t1', 'c1'), ('t2', 'c1'), ('t3', 'c2')")
        }
        return database
    }

    @Test func aTableRebuildKeepsTheRowsThatPointAtIt() throws {
        let database = try Self.seeded()
        #expect(try Migrator(Self.schema + [Self.rebuildCards]).migrate(database) == [2])
        let tokens = try database.read { try $0.query("SELECT id, card_id FROM tokens ORDER BY id") }
        #expect(tokens.map { $0["card_id"].string } == ["c1", "c1", "c2"])
        let brands = try database.read { try $0.query("SELECT brand FROM cards ORDER BY id") }
        #expect(brands.map { $0["brand"].string } == ["visa", "visa"])
        // Enforcement is back on: a token for no card is refused, and deleting a card deletes its tokens.
        let orphan = #expect(throws: SQLiteError.self) {
            try database.write { try $0.run("INSERT INTO tokens (id, card_id) VALUES ('t4', 'nowhere')") }
        }
        #expect(orphan?.code.primary == .constraint)
        try database.write { try $0.run("DELETE FROM cards WHERE id = 'c1'") }
        #expect(try database.read { try $0.scalar("SELECT COUNT(*) FROM tokens") }.int == 1)
    }

    @Test func aMigrationThatLeavesOrphansIsRolledBack() throws {
        let database = try Self.seeded()
        let dropping = Migrator.Migration(version: 2, name: "lose a card", sql: "DELETE FROM cards WHERE id = 'c2'")
        let error = #expect(throws: SQLiteError.self) { try Migrator(Self.schema + [dropping]).migrate(database) }
        #expect(error?.code == .constraint)
        #expect(error?.message.contains("migration 2 (lose a card)") == true)
        #expect(error?.message.contains("table 'tokens'") == true)
        #expect(try Migrator.appliedVersions(in: database) == [1])
        #expect(try database.read { try $0.scalar("SELECT COUNT(*) FROM cards") }.int == 2)
    }
}
