import Foundation
import Testing

/// A symbolic link where Tessera keeps or writes a private file is refused with a one-line error naming
/// it, and whatever the link points at keeps its mode and its contents.
@Suite struct SymbolicLinkTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-link-\(UUID().uuidString)")
    var config: URL { folder.appendingPathComponent("config") }
    var victim: URL { folder.appendingPathComponent("victim") }
    var environment: [String: String] {
        ["TESSERA_CONFIG_DIR": config.path, "TESSERA_DATA_DIR": folder.appendingPathComponent("data").path]
    }

    init() throws {
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: victim)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: victim.path)
    }

    private func remove() { try? FileManager.default.removeItem(at: folder) }

    private func victimMode() throws -> Int {
        try #require(
            (FileManager.default.attributesOfItem(atPath: victim.path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    private func link(_ name: String) throws -> URL {
        let link = config.appendingPathComponent(name)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        return link
    }

    /// Each command that loads the settings refuses the link (exit 1); one that remembers its fields says
    /// it cannot use the forms file and goes on without it (exit 0). `admin reset` removes the link only.
    @Test(arguments: [
        ("settings.json", ["admin", "show"], "Error: "),
        ("settings.json", ["admin", "set", "merchant-id", "m-1"], "Error: "),
        ("forms.json", ["payment-options", "--currency", "USD"], "Note: "),
    ])
    func aLinkInTheConfigFolderIsRefusedAndItsTargetUntouched(name: String, command: [String], prefix: String)
        async throws
    {
        defer { remove() }
        let link = try link(name)
        let result = try await CLIProcess.run(command, environment: environment)
        #expect(result.status == (prefix == "Error: " ? 1 : 0))
        #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)")
        #expect(result.stderr.contains("\(link.path) is a symbolic link"), "\(result.stderr)")
        #expect(result.stderr.contains("tessera admin reset"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try victimMode() == 0o640)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "{}\n")
        #expect(try await CLIProcess.run(["admin", "reset"], environment: environment).status == 0)
        #expect(try victimMode() == 0o640)
        #expect(FileManager.default.fileExists(atPath: victim.path))
        let again = try await CLIProcess.run(command, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A key written with `-o` onto a link neither truncates nor narrows the link's target.
    @Test func aKeyIsNotWrittenThroughALink() async throws {
        defer { remove() }
        let link = try link("key.json")
        let result = try await CLIProcess.run(
            ["jose", "keygen", "--kty", "EC", "-o", link.path], environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(link.path)' is a symbolic link"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try victimMode() == 0o640)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "{}\n")
    }

    /// An existing private file is still narrowed to 0600 (the link refusal did not lose that).
    @Test func aSettingsFileOthersMayReadIsStillNarrowed() async throws {
        defer { remove() }
        let settings = config.appendingPathComponent("settings.json")
        try Data("{}\n".utf8).write(to: settings)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: settings.path)
        #expect(try await CLIProcess.run(["admin", "show"], environment: environment).status == 0)
        let mode = (try FileManager.default.attributesOfItem(atPath: settings.path)[.posixPermissions] as? NSNumber)
        #expect(mode?.intValue == 0o600)
    }
}
