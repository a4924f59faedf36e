import Foundation
import Sandbox
import TesseraClient

extension SandboxSetup {
    /// The payments emulator and the wallet token service on one handler, as `tessera sandbox serve` runs them.
    static func emulator(ephemeral: Bool, debug: Bool) throws -> EmulatorHandler {
        var payments = try handler(ephemeral: ephemeral, offerEphemeral: true, debug: debug)
        // Served, a storage failure is the server's, answered as a 500 to the client that met it.
        payments.storageFaults = nil
        let path = TokenServiceStore.defaultPath()
        let service: TokenService
        do {
            let store = ephemeral ? try TokenServiceStore.ephemeral() : try TokenServiceStore(path: path)
            service = TokenService(store: store)
        } catch {
            let fault = StorageFault(error, path: ephemeral ? nil : path)
            if debug { Console(debug: debug).err("debug: \(fault.diagnostic)") }
            throw CLIError.failure(fault.description + " Or pass --ephemeral to keep state in memory.")
        }
        if !ephemeral {
            // Clients that do not open the store read the provider credentials from this file.
            let file = TokenService.providerCredentialsPath(besideStoreAt: path)
            do {
                try service.saveProviderCredentials(to: file)
            } catch {
                Console(debug: debug).err(
                    "Warning: wallets cannot read the provider credentials to enrol: "
                        + StorageFault(error, path: file).description)
            }
        }
        return EmulatorHandler(payments: payments, tokenService: TokenServiceHandler(service: service))
    }

    /// The token service over this machine's state file, and the path of its provider credentials file.
    static func tokenService() throws -> (TokenService, providerFile: String) {
        let path = TokenServiceStore.defaultPath()
        do {
            return (
                TokenService(store: try TokenServiceStore(path: path)),
                TokenService.providerCredentialsPath(besideStoreAt: path)
            )
        } catch {
            throw CLIError.failure(StorageFault(error, path: path).description)
        }
    }
}
