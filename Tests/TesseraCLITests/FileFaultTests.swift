import Foundation
import Testing

/// Files that are not what they should be: each error names the path, what is wrong and what to do;
/// `admin reset` repairs what it owns and moves aside, never deletes, what may be the user's.
@Suite struct FileFaultTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fault-\(UUID().uuidString)")
    var config: URL { folder.appendingPathComponent("config") }
    var settings: URL { config.appendingPathComponent("settings.json") }
    var data: URL { folder.appendingPathComponent("data") }
    var state: URL { data.appendingPathComponent("sandbox.sqlite") }
    var environment: [String: String] { ["TESSERA_CONFIG_DIR": config.path, "TESSERA_DATA_DIR": data.path] }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String]) async throws -> CLIProcess.Result {
        try await CLIProcess.run(arguments, environment: environment)
    }

    private func remove() {
        _ = try? ShellProcess.runBlocking(#"chattr -i "$F" 2>/dev/null; true"#, environment: ["F": state.path])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aDirectoryAsTheSettingsFileIsNamedAndMovedAsideByReset() async throws {
        defer { remove() }
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: settings.appendingPathComponent("notes.txt"))
        let show = try await run(["admin", "show"])
        #expect(show.status == 1)
        #expect(
            show.stderr
                == "Error: The settings file \(settings.path) is a directory. Run 'tessera admin reset' to move it aside and start again.\n"
        )
        let reset = try await run(["admin", "reset"])
        #expect(reset.status == 0 && reset.stderr.contains("Moved \(settings.path)"), "\(reset.stderr)")
        let moved = try FileManager.default.contentsOfDirectory(atPath: config.path).filter {
            $0.hasPrefix("settings.json.moved-")
        }
        #expect(moved.count == 1)
        let kept = config.appendingPathComponent(moved.first ?? "").appendingPathComponent("notes.txt")
        #expect((try? String(contentsOf: kept, encoding: .utf8)) == "mine")
        await #expect(try run(["admin", "set", "merchant-id", "m-1"]).status == 0)
    }

    @Test func aFileAsTheConfigFolderIsNamedAndMovedAsideByReset() async throws {
        defer { remove() }
        try Data("user file".utf8).write(to: config)
        for command in [["admin", "show"], ["admin", "set", "merchant-id", "m-1"]] {
            let result = try await run(command)
            #expect(result.status == 1)
            #expect(
                result.stderr.contains("The settings folder \(config.path) is a file, not a folder."),
                "\(result.stderr)")
            #expect(result.stderr.contains("tessera admin reset") && !result.stderr.contains("NSCocoaErrorDomain"))
        }
        await #expect(try run(["admin", "reset"]).status == 0)
        let moved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("config.moved-")
        }
        #expect(moved.count == 1)
        #expect(
            (try? String(contentsOf: folder.appendingPathComponent(moved.first ?? ""), encoding: .utf8)) == "user file")
        await #expect(try run(["admin", "set", "merchant-id", "m-1"]).status == 0)
    }

    @Test(arguments: ["link to /dev/zero", "4 GB sparse file"])
    func anOversizedSettingsFileIsRefusedAtOnce(kind: String) async throws {
        defer { remove() }
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        if kind.hasPrefix("link") {
            try FileManager.default.createSymbolicLink(atPath: settings.path, withDestinationPath: "/dev/zero")
        } else {
            #expect(FileManager.default.createFile(atPath: settings.path, contents: nil))
            let handle = try FileHandle(forWritingTo: settings)
            try handle.truncate(atOffset: 4 << 30)
            try handle.close()
        }
        let show = try await run(["admin", "show"])
        #expect(show.status == 1)
        // A link is refused before anything is read through it (so /dev/zero is never opened).
        let problem =
            kind.hasPrefix("link")
            ? "is a symbolic link, which Tessera never follows for the file holding the token. Run 'tessera admin reset' to remove the link (not what it points at) and start again."
            : "is larger than 64 KiB, so it is not one Tessera wrote. Run 'tessera admin reset' to move it aside and start again."
        #expect(show.stderr == "Error: The settings file \(settings.path) \(problem)\n")
        await #expect(try run(["admin", "reset"]).status == 0)
        await #expect(try run(["admin", "show"]).status == 0)
    }

    @Test func aDanglingLinkAtTheStateFileIsRefusedAndKept() async throws {
        defer { remove() }
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("elsewhere/sandbox.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: state.path, withDestinationPath: target)
        let result = try await run(["payment-options", "--amount", "100", "--currency", "USD"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: The sandbox state file \(state.path) is a symbolic link to \(target), which does not exist. Tessera never replaces what a link points at: restore the target, remove the link, or set TESSERA_DATA_DIR to another folder.\n"
        )
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: state.path)) == target)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aDirectoryAtTheStateFileIsRefused() async throws {
        defer { remove() }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let result = try await run(["payment-options", "--amount", "100", "--currency", "USD"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: The sandbox state file \(state.path) is not a regular file"))
    }

    static let canMakeImmutable: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-chattr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard FileManager.default.createFile(atPath: probe.path, contents: nil) else { return false }
        let result = try? ShellProcess.runBlocking(#"chattr +i "$F" && chattr -i "$F""#, environment: ["F": probe.path])
        return result?.status == 0
    }()

    /// An immutable state file gave an HTTP 500 that showed SQL; now the path and the fix, SQL only with --debug.
    @Test(.enabled(if: canMakeImmutable, "needs chattr +i (CAP_LINUX_IMMUTABLE)"))
    func anImmutableStateFileIsNamedWithoutSQL() async throws {
        defer { remove() }
        await #expect(try run(["payment-options", "--amount", "100", "--currency", "USD"]).status == 0)
        let lock = try await ShellProcess.run(#"chattr +i "$F""#, environment: ["F": state.path])
        #expect(lock.status == 0)
        defer { _ = try? ShellProcess.runBlocking(#"chattr -i "$F""#, environment: ["F": state.path]) }
        let result = try await run(["checkout-session", "create"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("The sandbox state file \(state.path) cannot be written"), "\(result.stderr)")
        #expect(result.stderr.contains("chmod u+w; chattr -i"))
        #expect(!result.stderr.contains("INSERT") && !result.stderr.contains("SQLite"))
    }

    /// A locked database said "Set TESSERA_DATA_DIR to a writable directory"; now it says who holds it, after the
    /// wait `TESSERA_LOCK_WAIT` sets (a twentieth of a second here; five by default).
    @Test func aLockedStateFileSaysItIsLocked() async throws {
        defer { remove() }
        await #expect(try run(["payment-options", "--amount", "100", "--currency", "USD"]).status == 0)
        let result = try await ShellProcess.run(
            #"""
            python3 - "$F" <<'PY' &
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("BEGIN EXCLUSIVE")
            open(sys.argv[1] + ".held", "w").close()
            time.sleep(15)
            PY
            holder=$!
            for _ in $(seq 200); do [ -e "$F.held" ] && break; sleep 0.05; done
            "$TESSERA" checkout-session create; echo "status $?"
            kill -KILL $holder
            """#,
            environment: environment.merging(["F": state.path, "TESSERA_LOCK_WAIT": "0.05"]) { _, new in new })
        #expect(result.stdout.contains("status 1"), "\(result.stdout)")
        #expect(
            result.stderr.contains("The sandbox state file \(state.path) is locked by another process."),
            "\(result.stderr)")
        #expect(!result.stderr.contains("writable directory"))
    }

    @Test(arguments: ["soon", "-1", "61", "1e3", "nan", ".", "0x10", "５"])
    func aLockWaitThatIsNotSecondsIsRefusedBeforeTheStateFileIsOpened(value: String) async throws {
        defer { remove() }
        let result = try await CLIProcess.run(
            ["checkout-session", "create"],
            environment: environment.merging(["TESSERA_LOCK_WAIT": value]) { _, new in new })
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: TESSERA_LOCK_WAIT must be the seconds to wait for another process's lock, from 0 to 60 "
                + "(for example 0.5); unset it to wait 5.\n")
        #expect(!FileManager.default.fileExists(atPath: state.path), "nothing was created")
    }
}
