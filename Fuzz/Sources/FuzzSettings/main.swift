import Foundation
import FuzzSupport

@testable import TesseraCLI

// The settings file: the input is written as settings.json and loaded the way every command loads it.
// Invariants: a file either loads or is refused with a failure (exit 1) naming the file; settings that load are saved
// and load back equal, and the server they name is resolved or refused with an error, never a crash.

/// A folder in memory when there is one: saving settings calls fsync, which a disk makes slow.
let scratch =
    FileManager.default.isWritableFile(atPath: "/dev/shm")
    ? URL(fileURLWithPath: "/dev/shm") : URL(fileURLWithPath: NSTemporaryDirectory())
let folder = scratch.appendingPathComponent("tessera-fuzz-settings-\(getpid())")
try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let store = SettingsStore(environment: ["TESSERA_CONFIG_DIR": folder.path])

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(Fuzzer.bytes(start, count))
    let written = FileManager.default.createFile(
        atPath: store.fileURL.path, contents: data, attributes: [.posixPermissions: 0o600])
    Fuzzer.require(written, "cannot write \(store.fileURL.path)")
    let settings: Settings
    do {
        settings = try store.load()
    } catch {
        guard case .failure(let message) = error else {
            Fuzzer.require(false, "loading answered \(error)")
            return 0
        }
        Fuzzer.require(message.contains(store.fileURL.path), "the failure does not name the file: \(message)")
        return 0
    }
    do {
        try store.save(settings)
        Fuzzer.require(try store.load() == settings, "the settings changed through save and load")
    } catch {
        Fuzzer.require(false, "settings that loaded cannot be saved and loaded again: \(error)")
    }
    _ = try? settings.serverChoice()
    return 0
}

Fuzzer.run(testOneInput)
