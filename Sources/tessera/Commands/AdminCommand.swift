import Foundation
import Gr4vyClient
import TesseraClient

/// `tessera admin`: the settings every API command uses (the client app's Admin panel).
enum AdminCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "admin",
        abstract: "Show and change the client's settings: gr4vy id, token, merchant id, server, timeout.",
        discussion: """
            Settings live in $TESSERA_CONFIG_DIR, else $XDG_CONFIG_HOME/tessera, else ~/.config/tessera,
            in settings.json with mode 0600. Keys: \(SettingsKey.list).
            server is emulator (the default), sandbox, production or a URL (https; http only on localhost).
            gr4vy-id names your instance; sandbox and production build their host from it \
            (api.sandbox.<id>.gr4vy.app, api.<id>.gr4vy.app) and refuse to run without one; the emulator \
            and a URL server need none.
            timeout is in whole seconds, at least 1; unset or empty ("") means the SDK default of 30 s.
            ds-config is the path of a DS configuration JSON file \
            ({"directory_servers": [{"id", "encryption_key": <public JWK>, "root_certificates": [<PEM>]}]}); \
            it is checked and its content stored, and tokenize adds its directory servers to the emulator's.
            """,
        subcommands: [Show.spec, Set.spec, Unset.spec, Reset.spec]
    )

    /// `tessera admin show`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "show", abstract: "Print the settings, with the token masked.")

        func run(on console: Console) throws {
            let store = SettingsStore()
            let settings = try store.load()
            console.out(describe(settings, file: store.fileURL.path))
            console.out("")
            console.out(describeForms(FormMemory()))
        }
    }

    /// `tessera admin set <key> <value>`.
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(name: "set", abstract: "Set one setting.")

        @OptionGroup var key: KeyArgument
        @Argument(
            "value",
            help: "The new value; for token, '-' reads it from stdin (keeps it out of ps and shell history).")
        var value: String

        func run(on console: Console) throws {
            let key = try key.key()
            let value = key == .token && value == "-" ? try InputReader.standardInputLine(.token) : value
            let store = SettingsStore()
            var settings = try store.load()
            do throws(SettingsValueError) {
                try key.set(value, in: &settings)
            } catch {
                throw ValidationError(error.message)
            }
            try store.save(settings)
            console.out(
                key == .timeout && settings.timeout == nil
                    ? "Set timeout to the default (30 s)." : "Set \(key.rawValue).")
        }
    }

    /// `tessera admin unset <key>`.
    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "unset", abstract: "Remove one setting, returning it to its default.")

        @OptionGroup var key: KeyArgument

        func run(on console: Console) throws {
            let store = SettingsStore()
            var settings = try store.load()
            let key = try key.key()
            key.unset(in: &settings)
            try store.save(settings)
            console.out("Unset \(key.rawValue).")
        }
    }

    /// `tessera admin reset`.
    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "reset", abstract: "Delete every setting and remembered field (also repairs a corrupt settings file)."
        )

        func run(on console: Console) throws {
            for note in try SettingsStore().reset() { console.err(note) }
            FormMemory().remove()
            console.out("Settings reset.")
        }
    }

    /// The `<key>` of `set` and `unset`.
    struct KeyArgument: ParsableArguments {
        @Argument("key", help: "One of \(SettingsKey.list).") var word: String

        /// The setting `<key>` names; a ``ValidationError`` naming the keys for any other word.
        func key() throws -> SettingsKey {
            guard let key = SettingsKey(rawValue: word) else {
                throw ValidationError("Unknown key '\(word)': use one of \(SettingsKey.list).")
            }
            return key
        }
    }

    /// The `show` table.
    static func describe(_ settings: Settings, file: String) -> String {
        let rows: [(String, String)] = [
            ("gr4vy-id", settings.gr4vyId ?? gr4vyIdNote(settings)),
            ("token", settings.token.map(mask) ?? "(not set)"),
            ("merchant-id", settings.merchantId ?? "(not set)"),
            ("server", settings.server ?? "emulator (default)"),
            ("timeout", settings.timeout.map { "\($0.formatted()) s" } ?? "30 s (default)"),
            ("ds-config", dsConfigSummary(settings)),
            ("file", file),
        ]
        return rows.map { $0.0.padding(toLength: 13, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
    }

    /// The ids of the stored directory servers.
    static func dsConfigSummary(_ settings: Settings) -> String {
        guard let document = settings.dsConfig else { return "(not set: the emulator's directory servers only)" }
        let ids = (try? Gr4vyThreeDSConfiguration.directoryServers(json: Data(document.utf8)).map(\.id)) ?? []
        return ids.isEmpty ? "(stored, but no longer valid: set it again)" : ids.joined(separator: ", ")
    }

    /// What a missing gr4vy id means for the saved server.
    static func gr4vyIdNote(_ settings: Settings) -> String {
        switch try? settings.serverChoice() {
        case .sandbox?, .production?: "(not set: required for this server; API commands refuse to run)"
        default: "(not set: not needed for this server)"
        }
    }

    /// A token reduced to its last four characters (none at all when it is short).
    static func mask(_ token: String) -> String {
        Settings.mask(token)
    }
}

extension Double {
    /// The number without a trailing `.0` for whole values.
    fileprivate func formatted() -> String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
