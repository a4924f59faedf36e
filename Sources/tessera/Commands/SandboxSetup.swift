import Foundation
import JOSE
import Sandbox

/// Opens the emulator the way every `tessera` command does: the shared SQLite state, or memory.
enum SandboxSetup {
    /// The emulator over the default state file, or an in-memory store when `ephemeral`; with `debug`,
    /// storage failures are logged in full (SQL included) on standard error, never sent to API clients.
    static func handler(ephemeral: Bool, debug: Bool = false) throws -> SandboxHandler {
        let console = Console(debug: debug)
        let path = SandboxStore.defaultPath()
        let store: SandboxStore
        do {
            store = ephemeral ? try SandboxStore.ephemeral() : try SandboxStore(path: path)
        } catch {
            let fault = StorageFault(error, path: ephemeral ? nil : path)
            if debug { console.err("debug: \(fault.diagnostic)") }
            throw CLIError.failure(fault.description)
        }
        do {
            var handler = try SandboxHandler(store: store)
            if debug {
                handler.diagnostics = { console.err("debug: \($0)") }
            }
            return handler
        } catch let error as JOSEError {
            throw CLIError.failure("Cannot load the sandbox development key: \(error)")
        } catch {
            let fault = StorageFault(error, path: store.path)
            if debug { console.err("debug: \(fault.diagnostic)") }
            throw CLIError.failure(fault.description)
        }
    }
}
