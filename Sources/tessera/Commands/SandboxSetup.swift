import Foundation
import Sandbox

/// Opens the emulator the way every `tessera` command does: the shared SQLite state, or memory.
enum SandboxSetup {
    /// The emulator over the default state file, or an in-memory store when `ephemeral`.
    static func handler(ephemeral: Bool) throws -> SandboxHandler {
        let path = SandboxStore.defaultPath()
        let store: SandboxStore
        do {
            store = ephemeral ? try SandboxStore.ephemeral() : try SandboxStore(path: path)
        } catch {
            throw CLIError.failure(
                "Cannot open the sandbox state at \(path): \(error). Set TESSERA_DATA_DIR to a writable directory or pass --ephemeral."
            )
        }
        do {
            return try SandboxHandler(store: store)
        } catch {
            throw CLIError.failure("Cannot load the sandbox development key: \(error)")
        }
    }
}
