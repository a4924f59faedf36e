import Foundation
import TesseraCore
import TesseraTestSupport
import Testing
import Transport

@testable import Sandbox

/// On a full disk the emulator's saved state can still be read: GETs answer, and only writes fail, with
/// the state file and what to do.
@Suite(.serialized)
struct FullDiskTests {
    /// Runs `script` in bash with `$D` set to `folder`; its exit status.
    @discardableResult
    static func shell(_ script: String, folder: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ["D": folder, "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try ProcessSpawning.spawn(process)
        process.waitUntilExit()
        return process.terminationStatus
    }

    static let canMount: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-mount-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        return (try? shell(#"mount -t tmpfs -o size=64k tmpfs "$D" && umount "$D""#, folder: probe.path)) == 0
    }()

    /// A 1 MB tmpfs at a new folder for `body`, unmounted afterwards; `fill` fills it up.
    private func withSmallDisk(_ body: (_ folder: String, _ fill: () throws -> Void) async throws -> Void)
        async throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            _ = try? Self.shell(#"umount "$D""#, folder: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        #expect(try Self.shell(#"mount -t tmpfs -o size=1m tmpfs "$D""#, folder: folder.path) == 0)
        try await body(folder.path) {
            try Self.shell(#"dd if=/dev/zero of="$D/fill" bs=4096 2>/dev/null; true"#, folder: folder.path)
        }
    }

    private func harness(_ path: String) throws -> SandboxHarness {
        try SandboxHarness(sharing: SandboxStore(path: path), environment: .fixed(at: SandboxHarness.now))
    }

    @Test(.enabled(if: canMount, "needs root to mount a small tmpfs"))
    func savedStateStaysReadableAndWritesNameTheFullDisk() async throws {
        try await withSmallDisk { folder, fill in
            let path = folder + "/sandbox.sqlite"
            var id = ""
            var saved = ""
            do {
                let sandbox = try harness(path)
                id = try await sandbox.createSession(#"{"amount":1299,"currency":"USD"}"#)
                saved = await sandbox.send(.get, "/checkout/sessions/\(id)").text
            }
            try fill()
            do {
                let store = try SandboxStore(path: path)
                #expect(store.fullDisk?.kind == .full)
                let sandbox = try SandboxHarness(sharing: store, environment: .fixed(at: SandboxHarness.now))
                let read = await sandbox.send(.get, "/checkout/sessions/\(id)")
                #expect(read.status == 200)
                #expect(read.text == saved)
                #expect(await sandbox.send(.get, "/transactions").status == 200)
                var handler = sandbox.handler
                let faults = Locked<[StorageFault]>([])
                handler.storageFaults = { fault in faults.withLock { $0.append(fault) } }
                let write = await handler.handle(
                    HTTPRequest(
                        method: .post, url: URL(string: "http://sandbox.test/checkout/sessions")!,
                        headers: ["Content-Type": "application/json"], body: Data("{}".utf8)))
                #expect(write.status == 500)
                #expect(
                    write.object["message"] as? String
                        == "The sandbox state file \(path) cannot grow: the disk is full. Free some space, or set TESSERA_DATA_DIR to another folder."
                )
                #expect(faults.value.map(\.kind) == [.full])
            }
            // Once space is free (and the read-only store closed: SQLite shares one WAL index per file
            // in a process), writes work again.
            #expect(try Self.shell(#"rm "$D/fill""#, folder: folder) == 0)
            let freed = try SandboxHarness(
                sharing: SandboxStore(path: path),
                environment: SandboxEnvironment(clock: .fixed(SandboxHarness.now), random: .repeating(Data([0x5A]))))
            #expect(await freed.send(.post, "/checkout/sessions", json: "{}").status == 201)
        }
    }

    /// Changes a crashed process left in the WAL (never copied into the file) are read too.
    @Test(.enabled(if: canMount, "needs root to mount a small tmpfs"))
    func changesLeftInTheWALAreRead() async throws {
        try await withSmallDisk { folder, fill in
            let path = folder + "/sandbox.sqlite"
            let crashed = folder + "/crashed.sqlite"
            let sandbox = try harness(path)
            let id = try await sandbox.createSession(#"{"amount":1299,"currency":"USD"}"#)
            // A copy of the file and its WAL while the store is open: what a crash leaves.
            #expect(try Self.shell(#"cp "$D/sandbox.sqlite" "$D/crashed.sqlite""#, folder: folder) == 0)
            #expect(try Self.shell(#"cp "$D/sandbox.sqlite-wal" "$D/crashed.sqlite-wal""#, folder: folder) == 0)
            try fill()
            let reader = try harness(crashed)
            #expect(reader.store.fullDisk != nil)
            let read = await reader.send(.get, "/checkout/sessions/\(id)")
            #expect(read.status == 200, "\(read.text)")
            #expect(read.object["amount"] as? Int == 1299)
        }
    }
}
