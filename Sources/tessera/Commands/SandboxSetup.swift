import Foundation
import Sandbox

/// Opens the emulator the way every `tessera` command does: the shared SQLite state, or memory.
enum SandboxSetup {
    /// The emulator over the default state file, or an in-memory store when `ephemeral`; `offerEphemeral`
    /// says whether the command has `--ephemeral`, so that the hint names only options that exist.
    static func handler(ephemeral: Bool, offerEphemeral: Bool) throws -> SandboxHandler {
        let path = SandboxStore.defaultPath()
        let store: SandboxStore
        do {
            store = ephemeral ? try SandboxStore.ephemeral() : try SandboxStore(path: path)
        } catch {
            let alternative = offerEphemeral ? ", or pass --ephemeral to keep state in memory" : ""
            throw CLIError.failure(
                "Cannot open the emulator's state at \(path) (\(ErrorReport(error).clause)); set TESSERA_DATA_DIR "
                    + "to a writable directory\(alternative).")
        }
        do {
            return try SandboxHandler(store: store)
        } catch {
            throw CLIError.failure("Cannot load the emulator's development key (\(ErrorReport(error).clause)).")
        }
    }
}
