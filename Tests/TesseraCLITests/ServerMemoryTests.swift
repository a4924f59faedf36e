import Foundation
import Testing

/// `tessera sandbox serve` under bodies built to make it work and answer at length: the answers stay small
/// and the server's own resident memory (from `/proc/<pid>/status`) stays near where it was.
@Suite struct ServerMemoryTests {
    /// The server's resident memory in bytes.
    static func residentBytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try #require(Int(line.split(separator: " ")[1])) * 1024
    }

    /// A body just under the 1 MiB limit with 90,000 members is refused before it is decoded, with a small
    /// answer; six at once leave the server within 64 MiB of where it was (it grew by 300 MB).
    @Test func tensOfThousandsOfMembersAreRefusedCheaply() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = ["TESSERA_DATA_DIR": folder.path, "TESSERA_CONFIG_DIR": folder.path]
        let body = folder.appendingPathComponent("body.json")
        try Data(("{" + (0..<90_000).map { #""k\#($0)":0"# }.joined(separator: ",") + "}").utf8).write(to: body)
        let token = try await CLIProcess.run(["sandbox", "token"], environment: environment).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try await ServeProcess(["--ephemeral", "--quiet"], environment: environment)
        let post =
            #"curl -s -o "$OUT.$1" -w '%{http_code}\n' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' --data-binary "@$BODY" "$URL/checkout/sessions""#
        let script = [
            "TOKEN": token, "BODY": body.path, "URL": server.url, "OUT": folder.appendingPathComponent("answer").path,
        ]
        // The first request warms the server up.
        #expect(try await ShellProcess.run("post() { \(post); }; post 0", environment: script).stdout == "400\n")
        let before = try Self.residentBytes(of: server.process.processIdentifier)
        let batch = try await ShellProcess.run(
            "post() { \(post); }; for i in 1 2 3 4 5 6; do post $i & done; wait", environment: script)
        let after = try Self.residentBytes(of: server.process.processIdentifier)
        #expect(batch.stdout == String(repeating: "400\n", count: 6), "\(batch.stdout)")
        for index in 1...6 {
            let answer = try Data(contentsOf: folder.appendingPathComponent("answer.\(index)"))
            #expect(answer.count < 8 * 1024, "an answer of \(answer.count) bytes")
            #expect(String(decoding: answer, as: UTF8.self).contains("more than 10000 members"))
        }
        #expect(after - before < 64 << 20, "six hostile requests kept \((after - before) >> 20) MiB")
        _ = server.interrupt()
    }
}
