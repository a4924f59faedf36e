import Foundation
import Sandbox

extension SandboxSetup {
    /// The payments emulator and the wallet token service on one handler, as `tessera sandbox serve` runs them.
    static func emulator(ephemeral: Bool, debug: Bool) throws -> EmulatorHandler {
        var payments = try handler(ephemeral: ephemeral, offerEphemeral: true, debug: debug)
        // Served, a storage failure is the server's, answered as a 500 to the client that met it.
        payments.storageFaults = nil
        let path = TokenServiceStore.defaultPath()
        do {
            let store = ephemeral ? try TokenServiceStore.ephemeral() : try TokenServiceStore(path: path)
            return EmulatorHandler(
                payments: payments, tokenService: TokenServiceHandler(service: TokenService(store: store)))
        } catch {
            let fault = StorageFault(error, path: ephemeral ? nil : path)
            if debug { Console(debug: debug).err("debug: \(fault.diagnostic)") }
            throw CLIError.failure(fault.description + " Or pass --ephemeral to keep state in memory.")
        }
    }
}
