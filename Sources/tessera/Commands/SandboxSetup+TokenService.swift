import Foundation
import Sandbox

extension SandboxSetup {
    /// The payments emulator and the wallet token service on one handler, as `tessera sandbox serve` runs them.
    static func emulator(ephemeral: Bool) throws -> EmulatorHandler {
        let payments = try handler(ephemeral: ephemeral, offerEphemeral: true)
        let path = TokenServiceStore.defaultPath()
        do {
            let store = ephemeral ? try TokenServiceStore.ephemeral() : try TokenServiceStore(path: path)
            return EmulatorHandler(
                payments: payments, tokenService: TokenServiceHandler(service: TokenService(store: store)))
        } catch {
            throw CLIError.failure(
                "Cannot open the token service state at \(path) (\(ErrorReport(error).clause)); set TESSERA_DATA_DIR "
                    + "to a writable directory, or pass --ephemeral to keep state in memory.")
        }
    }
}
