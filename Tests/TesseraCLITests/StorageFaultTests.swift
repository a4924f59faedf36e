import Foundation
import Testing

/// The emulator's state file on a full disk, a read-only file system, damaged or empty: every command says in
/// one line which file, what is wrong with it and what to do, and never that a server failed.
@Suite(.serialized) struct StorageFaultTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-storage-\(UUID().uuidString)")
    var data: URL { folder.appendingPathComponent("data") }
    var state: URL { data.appendingPathComponent("sandbox.sqlite") }
    var environment: [String: String] {
        ["TESSERA_CONFIG_DIR": folder.appendingPathComponent("config").path, "TESSERA_DATA_DIR": data.path]
    }

    init() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String]) async throws -> CLIProcess.Result {
        try await CLIProcess.run(arguments, environment: environment)
    }

    private func shell(_ script: String) async throws -> CLIProcess.Result {
        try await ShellProcess.run(script, environment: ["D": data.path, "F": state.path])
    }

    private func remove() {
        _ = try? ShellProcess.runBlocking(
            #"chattr -i "$F" 2>/dev/null; umount "$D" 2>/dev/null; true"#,
            environment: ["F": state.path, "D": data.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Whether this process may mount a small tmpfs (root with CAP_SYS_ADMIN), for the full and read-only cases.
    static let canMount: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-mount-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        let result = try? ShellProcess.runBlocking(
            #"mount -t tmpfs -o size=64k tmpfs "$D" 2>/dev/null && umount "$D""#, environment: ["D": probe.path])
        return result?.status == 0
    }()

    /// Expects exactly one line, `Error: ` and the state file, with `problem` in it and no SQL or server talk.
    private func expectOneLine(
        _ result: CLIProcess.Result, _ problem: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("[tessera]") }
        #expect(lines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            lines.first?.hasPrefix("Error: The sandbox state file \(state.path) \(problem)") == true,
            "\(result.stderr)",
            sourceLocation: sourceLocation)
        for word in ["server", "SQLite error", "INSERT", "HTTP 500", "--debug"] {
            #expect(!result.stderr.contains(word), "\(word) in \(result.stderr)", sourceLocation: sourceLocation)
        }
    }

    /// A 0-byte state file is not a database Tessera wrote (a truncated copy?): it is refused and kept, not
    /// started afresh in silence.
    @Test func anEmptyStateFileIsRefusedAndKept() async throws {
        defer { remove() }
        #expect(FileManager.default.createFile(atPath: state.path, contents: nil))
        await expectOneLine(try run(["checkout-session", "create", "--currency", "USD"]), "is empty")
        let size = try FileManager.default.attributesOfItem(atPath: state.path)[.size] as? NSNumber
        #expect(size?.intValue == 0)
    }

    /// A new state file appears only once it is a whole database: the name never holds an empty file.
    @Test func aNewStateFileIsWholeWhenItAppears() async throws {
        defer { remove() }
        await #expect(try run(["checkout-session", "create", "--currency", "USD"]).status == 0)
        let header = try Data(contentsOf: state).prefix(16)
        #expect(header == Data("SQLite format 3\0".utf8))
        let left = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "\(left)")
    }

    /// A file whose tables are damaged opens, and the first write fails: one line naming the damage.
    @Test func aDamagedStateFileIsNamedInOneLine() async throws {
        defer { remove() }
        await #expect(try run(["checkout-session", "create", "--currency", "USD"]).status == 0)
        // Pages after the first (the schema) hold the tables: overwrite them.
        let damage = try await shell(
            #"size=$(stat -c %s "$F"); head -c $((size - 4096)) /dev/urandom | dd of="$F" bs=4096 seek=1 conv=notrunc 2>/dev/null"#
        )
        #expect(damage.status == 0)
        await expectOneLine(
            try run(["checkout-session", "create", "--currency", "USD"]), "is not an SQLite database or is damaged")
    }

    /// Damage the emulator meets only in the middle of a request (the sessions table, not the schema or the
    /// key) is still the local file's fault, named in one line, not an HTTP 500 from "the server".
    @Test func damageMetDuringARequestIsNamedInOneLine() async throws {
        defer { remove() }
        await #expect(try run(["checkout-session", "create", "--currency", "USD"]).status == 0)
        let damage = try await shell(
            #"""
            python3 - "$F" <<'PY'
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            size = db.execute("PRAGMA page_size").fetchone()[0]
            page = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'checkout_sessions'").fetchone()[0]
            db.close()
            with open(sys.argv[1], "r+b") as f:
                f.seek((page - 1) * size)
                f.write(b"\xff" * size)
            PY
            """#)
        #expect(damage.status == 0, "\(damage.stderr)")
        await expectOneLine(
            try run(["checkout-session", "create", "--currency", "USD"]), "is not an SQLite database or is damaged")
    }

    /// An immutable file is named at once, before any request, in one line.
    @Test(.enabled(if: FileFaultTests.canMakeImmutable, "needs chattr +i (CAP_LINUX_IMMUTABLE)"))
    func anImmutableStateFileIsNamedInOneLine() async throws {
        defer { remove() }
        await #expect(try run(["checkout-session", "create", "--currency", "USD"]).status == 0)
        await #expect(try shell(#"chattr +i "$F""#).status == 0)
        await expectOneLine(try run(["checkout-session", "create", "--currency", "USD"]), "cannot be written")
    }

    /// A read-only file system: one line saying the file cannot be written.
    @Test(.enabled(if: canMount, "needs root to mount a tmpfs"))
    func aReadOnlyFileSystemIsNamedInOneLine() async throws {
        defer { remove() }
        await #expect(try shell(#"mount -t tmpfs -o size=1m tmpfs "$D""#).status == 0)
        await #expect(try run(["checkout-session", "create", "--currency", "USD"]).status == 0)
        await #expect(try shell(#"mount -o remount,ro "$D""#).status == 0)
        await expectOneLine(try run(["checkout-session", "create", "--currency", "USD"]), "cannot be written")
        await expectOneLine(try run(["sandbox", "serve", "--port", "0"]), "cannot be written")
    }

    /// A full disk, with the store not yet open: one line saying the disk is full, for a command and for
    /// `sandbox serve`; freeing space is enough for the next command to work.
    @Test(.enabled(if: canMount, "needs root to mount a tmpfs"))
    func aFullDiskIsNamedInOneLine() async throws {
        defer { remove() }
        await #expect(try shell(#"mount -t tmpfs -o size=1m tmpfs "$D""#).status == 0)
        await #expect(try run(["checkout-session", "create", "--currency", "USD"]).status == 0)
        await #expect(try shell(#"dd if=/dev/zero of="$D/fill" bs=4096 2>/dev/null; true"#).status == 0)
        await expectOneLine(
            try run(["checkout-session", "create", "--currency", "USD"]), "cannot grow: the disk is full")
        // The emulator's own state opens read-only on a full disk (its saved state stays readable); the
        // token service's state file is the one that stops `sandbox serve`, named in one line.
        let serve = try await run(["sandbox", "serve", "--port", "0"])
        #expect(serve.status == 1)
        #expect(
            serve.stderr.contains("tokenservice.sqlite cannot grow: the disk is full")
                || serve.stderr.contains("sandbox.sqlite cannot grow: the disk is full"), "\(serve.stderr)")
        await #expect(try shell(#"rm "$D/fill""#).status == 0)
        let again = try await run(["checkout-session", "create", "--currency", "USD"])
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A full disk before the store was ever created leaves no empty file behind to be refused later.
    @Test(.enabled(if: canMount, "needs root to mount a tmpfs"))
    func aFullDiskBeforeTheFirstRunLeavesNothingBehind() async throws {
        defer { remove() }
        await #expect(try shell(#"mount -t tmpfs -o size=1m tmpfs "$D""#).status == 0)
        await #expect(try shell(#"dd if=/dev/zero of="$D/fill" bs=4096 2>/dev/null; true"#).status == 0)
        await expectOneLine(
            try run(["checkout-session", "create", "--currency", "USD"]), "cannot grow: the disk is full")
        #expect(!FileManager.default.fileExists(atPath: state.path))
        await #expect(try shell(#"rm "$D/fill""#).status == 0)
        let again = try await run(["checkout-session", "create", "--currency", "USD"])
        #expect(again.status == 0, "\(again.stderr)")
    }
}
