import Foundation
import Testing

/// Every read from standard input or a file stops at a limit that fits its purpose, with an error naming it.
@Suite struct BoundedInputTests {
    /// A command reading `/dev/zero`, and the limit its error must name.
    struct Case: CustomTestStringConvertible, Sendable {
        let command: String
        let limit: String
        var testDescription: String { command }
    }

    static let endless: [Case] = [
        Case(command: #"jose decrypt --key "$KEY""#, limit: "4 MiB"),
        Case(command: #"jose verify --key "$KEY""#, limit: "4 MiB"),
        Case(command: #"jose sign --key "$KEY" --alg ES256"#, limit: "3 MiB"),
        Case(command: #"jose encrypt --key "$KEY" --alg ECDH-ES --enc A128GCM"#, limit: "3 MiB"),
        Case(
            command: "tokenize --session 00000000-0000-0000-0000-000000000000 --card - --expiry 10/30",
            limit: "256 bytes"),
        Case(command: "admin set token -", limit: "16 KiB"),
    ]

    /// Whether this process (and so the `tessera` it runs, built alike) has ThreadSanitizer or AddressSanitizer:
    /// they reserve terabytes of address space at start, so an address-space limit stops them before `main`.
    static let sanitized: Bool = {
        let program = dlopen(nil, RTLD_NOW)
        let runtimes: [String] = ["__tsan_init", "__asan_init"]
        return runtimes.contains { dlsym(program, $0) != nil }
    }()

    /// Under a 2 GB address-space limit (the defect reached 8.5 GB in 6 s; none under a sanitizer) and a 60 s timeout.
    @Test(arguments: endless)
    func anEndlessStandardInputStopsAtItsLimit(endless: Case) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-zero-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ShellProcess.run(
            #"""
            "$TESSERA" jose keygen --kty EC > "$DIR/key.jwk" || exit 99
            KEY="$DIR/key.jwk"
            [ -n "$SANITIZED" ] || ulimit -v 2000000
            exec timeout 60 "$TESSERA" \#(endless.command) < /dev/zero
            """#,
            environment: [
                "DIR": folder.path, "TESSERA_CONFIG_DIR": folder.path, "TESSERA_DATA_DIR": folder.path,
                "SANITIZED": Self.sanitized ? "1" : "",
            ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("more than \(endless.limit)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aKeyFileThatNeverEndsStopsAt64KiB() async throws {
        let result = try await CLIProcess.run(["jose", "public", "/dev/zero"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: The key file '/dev/zero' holds more than 64 KiB, the most a key file may be; give a smaller input.\n"
        )
    }

    @Test func aLineWithinItsLimitIsRead() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-line-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = String(repeating: "t", count: 16 * 1024)
        let set = try await CLIProcess.run(
            ["admin", "set", "token", "-"], stdin: token + "\r\n", environment: ["TESSERA_CONFIG_DIR": folder.path])
        #expect(set.status == 0, "\(set.stderr)")
        let saved = try String(contentsOf: folder.appendingPathComponent("settings.json"), encoding: .utf8)
        #expect(saved.contains("\"token\" : \"\(token)\""))
    }

    /// A 100 MB `merchant_id` was accepted; values are bounded by what they are.
    @Test(arguments: [("merchant-id", 256), ("gr4vy-id", 256), ("server", 2049), ("token", 16 * 1024 + 1)])
    func settingsValuesAreBounded(key: String, length: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bound-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let value = String(repeating: "a", count: length)
        let result = try await CLIProcess.run(
            ["admin", "set", key, value], environment: ["TESSERA_CONFIG_DIR": folder.path])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: The \(key) is \(length) bytes; give at most \(length - 1) bytes."))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("settings.json").path))
    }
}
