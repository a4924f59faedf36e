import Foundation
import JOSE
import Sandbox
import TesseraCore

/// Opens the emulator the way every `tessera` command does: the shared SQLite state, or memory.
package enum SandboxSetup {
    /// The first storage failure the in-process emulator met during this command, as the sentence the
    /// command reports: the local state file's fault, never "the server failed".
    package static let localFault = Locked<String?>(nil)
    /// Where every emulator this process opens records the requests it serves (`tessera app`'s request log), or
    /// nil to record nothing.
    package static let requestLog = Locked<SandboxRequestLog?>(nil)

    /// The store in the default state file, waiting `$TESSERA_LOCK_WAIT` seconds (5 unless set) for another
    /// process's lock on it.
    ///
    /// - Throws: ``CLIError`` when the variable is not a number of seconds from 0 to 60, else the store's
    ///   ``StorageFault``.
    package static func fileStore(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SandboxStore {
        guard let lockWait = DataDirectory.lockWait(environment: environment) else {
            throw CLIError.failure(
                "TESSERA_LOCK_WAIT must be the seconds to wait for another process's lock, from 0 to 60 "
                    + "(for example 0.5); unset it to wait 5.")
        }
        return try SandboxStore(path: SandboxStore.defaultPath(environment: environment), lockWait: lockWait)
    }

    /// The emulator over the default state file, or an in-memory store when `ephemeral`.
    ///
    /// `offerEphemeral` says whether the command has `--ephemeral`, so that the hint names only options
    /// that exist. With `debug`, storage failures are logged in full (SQL included) on standard error;
    /// they are never sent to API clients.
    package static func handler(
        ephemeral: Bool, offerEphemeral: Bool, debug: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SandboxHandler {
        let console = Console(debug: debug)
        let path = SandboxStore.defaultPath(environment: environment)
        let alternative = offerEphemeral ? " Or pass --ephemeral to keep state in memory." : ""
        let store: SandboxStore
        do {
            store = ephemeral ? try SandboxStore.ephemeral() : try fileStore(environment: environment)
        } catch let error as CLIError {
            throw error
        } catch {
            let fault = StorageFault(error, path: ephemeral ? nil : path)
            if debug { console.err("debug: \(fault.diagnostic)") }
            throw CLIError.failure(fault.description + alternative)
        }
        do {
            var handler = try SandboxHandler(store: store)
            handler.requestLog = requestLog.value
            if debug {
                handler.diagnostics = { console.err("debug: \($0)") }
            }
            handler.storageFaults = { fault in
                localFault.withLock { $0 = $0 ?? fault.description + alternative }
            }
            return handler
        } catch let error as JOSEError {
            throw CLIError.failure(
                "Cannot load the emulator's development key (\(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description))."
            )
        } catch {
            let fault = store.fault(for: error)
            if debug { console.err("debug: \(fault.diagnostic)") }
            throw CLIError.failure(fault.description + alternative)
        }
    }
}
