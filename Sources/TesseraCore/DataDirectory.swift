import Foundation

/// Tessera's data folder, shared by the emulator's store and the client SDKs' files.
package enum DataDirectory {
    /// `$TESSERA_DATA_DIR`, else `$XDG_DATA_HOME/tessera` (when absolute), else `~/.local/share/tessera`.
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let custom = environment["TESSERA_DATA_DIR"], !custom.isEmpty { return custom }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/tessera" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/tessera"
    }

    /// How long a command waits for another process's lock on a state file: `$TESSERA_LOCK_WAIT` seconds (a
    /// decimal from 0 to 60), 5 when unset or empty. Nil when the variable holds anything else.
    package static func lockWait(environment: [String: String] = ProcessInfo.processInfo.environment) -> Duration? {
        guard let text = environment["TESSERA_LOCK_WAIT"], !text.isEmpty else { return .seconds(5) }
        return Duration(decimalSeconds: text, in: 0...60)
    }
}
