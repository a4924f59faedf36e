import Foundation
import Testing

/// `tessera sandbox serve` under bodies built to make it work and answer at length: the answers stay small, the
/// server's own resident memory (from `/proc/<pid>/status`) rises little while they are handled, and it comes
/// back to where it was.
@Suite struct ServerMemoryTests {
    /// The server's resident memory in bytes.
    static func residentBytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try #require(Int(line.split(separator: " ")[1])) * 1024
    }

    /// A body just under the 1 MiB limit with 90,000 members is refused before it is decoded, with a small
    /// answer. Six at once raise the server's memory by at most 32 MiB (a session body used to be decoded before
    /// the check: 100–120 MB more), and within five seconds it is back within 12 MiB of where it was (glibc's arenas
    /// used to keep 16–35 MB, more with each batch; it now comes back within about 5 MB).
    @Test(arguments: ["/checkout/sessions", "/transactions"])
    func tensOfThousandsOfMembersAreRefusedCheaply(path: String) async throws {
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
        let pid = server.process.processIdentifier
        let post =
            #"curl -s -o "$OUT.$1" -w '%{http_code}\n' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' --data-binary "@$BODY" "$URL$ROUTE""#
        let script = [
            "TOKEN": token, "BODY": body.path, "URL": server.url, "ROUTE": path, "PID": String(pid),
            "OUT": folder.appendingPathComponent("answer").path,
        ]
        // The first request warms the server up.
        #expect(try await ShellProcess.run("post() { \(post); }; post 0", environment: script).stdout == "400\n")
        let before = try Self.residentBytes(of: pid)
        // The script samples the server's memory while the six requests run, and prints the highest last.
        let batch = try await ShellProcess.run(
            """
            post() { \(post); }
            for i in 1 2 3 4 5 6; do post $i & done
            peak=0
            while [ -n "$(jobs -r)" ]; do
                rss=$(awk '/^VmRSS:/ { print $2 }' /proc/$PID/status)
                if [ "$rss" -gt "$peak" ]; then peak=$rss; fi
                sleep 0.01
            done
            wait
            echo "$peak"
            """, environment: script)
        var lines = batch.stdout.split(separator: "\n")
        let peak = try #require(lines.popLast().flatMap { Int($0) }) * 1024
        #expect(lines == Array(repeating: "400", count: 6), "\(batch.stdout)")
        for index in 1...6 {
            let answer = try Data(contentsOf: folder.appendingPathComponent("answer.\(index)"))
            #expect(answer.count < 8 * 1024, "an answer of \(answer.count) bytes")
            #expect(String(decoding: answer, as: UTF8.self).contains("more than 10000 members"))
        }
        #expect(peak - before < 32 << 20, "six hostile requests took \((peak - before) >> 20) MiB more")
        var after = try Self.residentBytes(of: pid)
        for _ in 0..<50 where after - before >= 12 << 20 {
            try await Task.sleep(for: .milliseconds(100))
            after = try Self.residentBytes(of: pid)
        }
        #expect(after - before < 12 << 20, "six hostile requests kept \((after - before) >> 20) MiB")
        _ = server.interrupt()
    }
}
