import Foundation
import FuzzSupport
import TesseraClient

@testable import TesseraCLI

// The files the CLI keeps: the input is written as settings.json and as forms.json and each is loaded the way every
// command loads it. Invariants: a file either loads or is refused with a failure (exit 1) naming the file; what loads
// is saved and loads back equal; the server the settings name is resolved or refused with an error, never a crash.

/// A folder in memory when there is one: saving calls fsync, which a disk makes slow.
let scratch =
    FileManager.default.isWritableFile(atPath: "/dev/shm")
    ? URL(fileURLWithPath: "/dev/shm") : URL(fileURLWithPath: NSTemporaryDirectory())
let folder = scratch.appendingPathComponent("tessera-fuzz-settings-\(getpid())")
try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let environment = ["TESSERA_CONFIG_DIR": folder.path]
let store = SettingsStore(environment: environment)
let memory = FormMemory(environment: environment)

/// Writes `data` where `url` points, as a user's editor would.
func place(_ data: Data, at url: URL) {
    let written = FileManager.default.createFile(
        atPath: url.path, contents: data, attributes: [.posixPermissions: 0o600])
    Fuzzer.require(written, "cannot write \(url.path)")
}

/// Loads with `load`; a failure must name `url`. What loads must survive `save` and `load` unchanged.
func check<Value: Equatable>(
    _ url: URL, load: () throws(CLIError) -> Value, save: (Value) throws(CLIError) -> Void
) {
    let value: Value
    do {
        value = try load()
    } catch {
        guard case .failure(let message) = error else {
            Fuzzer.require(false, "loading \(url.lastPathComponent) answered \(error)")
            return
        }
        Fuzzer.require(error.exitCode == 1, "a file failure exits \(error.exitCode)")
        Fuzzer.require(message.contains(url.path), "the failure does not name the file: \(message)")
        return
    }
    do {
        try save(value)
        Fuzzer.require(try load() == value, "\(url.lastPathComponent) changed through save and load")
    } catch {
        Fuzzer.require(false, "\(url.lastPathComponent) loaded but cannot be saved and loaded again: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(Fuzzer.bytes(start, count))
    place(data, at: store.fileURL)
    check(store.fileURL, load: store.load, save: store.save)
    if let settings = try? store.load() {
        _ = try? settings.serverChoice()
    }
    place(data, at: memory.fileURL)
    check(memory.fileURL, load: memory.load, save: memory.save)
    return 0
}

Fuzzer.run(testOneInput)
