import Foundation
import Testing

/// `tessera admin` on the built binary: storage, file mode, masking, corrupt files and bad values.
@Suite struct AdminCommandTests {
    /// A fresh configuration folder and the environment that points the binary at it.
    struct Sandbox {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        var environment: [String: String] {
            [
                "TESSERA_CONFIG_DIR": folder.path, "TESSERA_DATA_DIR": folder.appendingPathComponent("data").path,
                "TESSERA_DEBUG": "",
            ]
        }
        var file: URL { folder.appendingPathComponent("settings.json") }

        func run(_ arguments: [String], stdin: String = "") async throws -> CLIProcess.Result {
            try await CLIProcess.run(arguments, stdin: stdin, environment: environment)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func setStoresWithMode0600AndShowMasksTheToken() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let token = "eyJhbGciOiJFUzUxMiJ9.payload.signature-9f3k"
        for (key, value) in [
            ("gr4vy-id", "acme"), ("token", token), ("merchant-id", "m-1"), ("server", "sandbox"), ("timeout", "12"),
        ] {
            let result = try await sandbox.run(["admin", "set", key, value])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let show = try await sandbox.run(["admin", "show"])
        #expect(show.status == 0)
        #expect(!show.stdout.contains(token) && !show.stdout.contains("payload"))
        #expect(show.stdout.contains("••••9f3k"))
        for line in ["gr4vy-id     acme", "merchant-id  m-1", "server       sandbox", "timeout      12 s"] {
            #expect(show.stdout.contains(line))
        }
        let unset = try await sandbox.run(["admin", "unset", "timeout"])
        #expect(unset.status == 0)
        await #expect(try sandbox.run(["admin", "show"]).stdout.contains("30 s (default)"))
    }

    @Test func theTokenCanComeFromStdinInsteadOfTheCommandLine() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let token = "eyJhbGciOiJFUzUxMiJ9.from-stdin.signature-7q2w"
        let result = try await sandbox.run(["admin", "set", "token", "-"], stdin: token + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.file)) as? [String: Any]
        #expect(saved?["token"] as? String == token)
        let show = try await sandbox.run(["admin", "show"])
        #expect(show.stdout.contains("••••7q2w") && !show.stdout.contains("from-stdin"))
        let empty = try await sandbox.run(["admin", "set", "token", "-"], stdin: "")
        #expect(empty.status == 64 && empty.stderr.contains("The token is empty"))
    }

    @Test func serverCredentialsAreRefusedWithoutEchoingThem() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let result = try await sandbox.run(["admin", "set", "server", "https://user:hunter2@gr4vy.example.com"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("must not hold a user or password"))
        #expect(!result.stderr.contains("hunter2"))
    }

    @Test func aSettingsFileOthersCanReadIsMadePrivate() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
        try Data(#"{"gr4vy_id":"acme","token":"tok_copied_with_cp_0644"}"#.utf8).write(to: sandbox.file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.file.path)
        let show = try await sandbox.run(["admin", "show"])
        #expect(show.status == 0, "\(show.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func xdgConfigHomeIsTheDefaultFolder() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let result = try await CLIProcess.run(
            ["admin", "set", "gr4vy-id", "acme"],
            environment: ["TESSERA_CONFIG_DIR": "", "XDG_CONFIG_HOME": sandbox.folder.path])
        #expect(result.status == 0)
        #expect(
            FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("tessera/settings.json").path))
    }

    @Test func aCorruptFileIsAClearErrorAndResetRepairsIt() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
        try Data("{\"gr4vy_id\": 5,".utf8).write(to: sandbox.file)
        for arguments in [["admin", "show"], ["admin", "set", "token", "t"], ["payment-options"]] {
            let result = try await sandbox.run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr.contains("is corrupt"))
            #expect(result.stderr.contains("tessera admin reset"))
        }
        #expect(try String(contentsOf: sandbox.file, encoding: .utf8) == "{\"gr4vy_id\": 5,")
        await #expect(try sandbox.run(["admin", "reset"]).status == 0)
        await #expect(try sandbox.run(["admin", "show"]).status == 0)
    }

    @Test(arguments: [
        (["admin", "set", "gr4vy-id", "bad..id"], "gr4vy id is invalid"),
        (["admin", "set", "gr4vy-id", "--", "-acme"], "gr4vy id is invalid"),
        (["admin", "set", "server", "http://api.example.com"], "plain http for a remote host"),
        (["admin", "set", "server", "ftp://example.com"], "must start with https://"),
        (["admin", "set", "server", "nowhere"], "is not a server"),
        (["admin", "set", "timeout", "0"], "Invalid timeout '0': expected a whole number of seconds"),
        (["admin", "set", "timeout", "-5"], "Invalid timeout '-5'"),
        (["admin", "set", "timeout", "soon"], "Invalid timeout 'soon'"),
        (["admin", "set", "timeout", "1.5"], "fractions are refused"),
        (["admin", "set", "colour", "red"], "Unknown key 'colour'"),
        (["admin", "set", "token"], "Missing expected argument '<value>'"),
        (["admin", "set", "token", "tok\r\nX-Injected: 1"], "token holds a line break"),
        (["admin", "set", "merchant-id", "m\n2"], "merchant id holds a line break"),
        (["admin", "unset", "nothing"], "Unknown key 'nothing'"),
    ])
    func badValuesAreUsageErrors(arguments: [String], message: String) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let result = try await sandbox.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: tessera admin"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.file.path))
    }

    @Test(arguments: [
        (#"{"gr4vy_id":"acme","server":"http://api.example.com"}"#, "saved server setting is invalid"),
        (#"{"gr4vy_id":"acme","server":"sandbox","timeout":0}"#, "The timeout 0.0 s is invalid"),
        (#"{"gr4vy_id":"a..b","server":"sandbox"}"#, "gr4vy id is invalid"),
        (#"{"server":"production"}"#, "The server 'production' needs a gr4vy id to build its host"),
        (#"{"server":"sandbox"}"#, "run 'tessera admin set gr4vy-id <id>'"),
    ])
    func handEditedBadSettingsAreClearFailures(json: String, message: String) async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: sandbox.file)
        let result = try await sandbox.run(["card-details", "--currency", "USD"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func showSaysWhenTheGr4vyIdIsNeeded() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        await #expect(try sandbox.run(["admin", "show"]).stdout.contains("(not set: not needed for this server)"))
        await #expect(try sandbox.run(["admin", "set", "server", "sandbox"]).status == 0)
        await #expect(try sandbox.run(["admin", "show"]).stdout.contains("(not set: required for this server"))
        await #expect(try sandbox.run(["admin", "--help"]).stdout.contains("sandbox and production build their host"))
    }

    @Test func httpOnLoopbackIsAccepted() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        await #expect(try sandbox.run(["admin", "set", "server", "http://127.0.0.1:8080"]).status == 0)
        await #expect(try sandbox.run(["admin", "show"]).stdout.contains("server       http://127.0.0.1:8080"))
    }
}
