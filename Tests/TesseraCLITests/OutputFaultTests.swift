import Foundation
import Testing

/// Output never crashes: `/dev/full` and closed pipes on standard output and error, through the built binary.
@Suite struct OutputFaultTests {
    /// Commands that write to standard output, one per group.
    static let writers: [String] = [
        "card inspect 4242424242424242", #"demo --output-dir "$(mktemp -d)""#, "jose keygen --kty EC", "card --help",
        "card expiry 12/30",
    ]

    @Test(arguments: writers)
    func aFullDiskOnStandardOutputExits74WithOneLine(command: String) async throws {
        let result = try await ShellProcess.run(#""$TESSERA" \#(command) > /dev/full"#)
        #expect(result.status == 74, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("Error: cannot write to standard output") == true)
        #expect(result.stderr.contains("No space left on device"))
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func aFullDiskOnBothStreamsStillExits74() async throws {
        let result = try await ShellProcess.run(#""$TESSERA" card inspect 4242424242424242 > /dev/full 2>&1"#)
        #expect(result.status == 74)
    }

    @Test func aFullDiskOnStandardErrorKeepsTheStatus() async throws {
        let usage = try await ShellProcess.run(#""$TESSERA" card inspect --bogus 2> /dev/full"#)
        #expect(usage.status == 64)
        let success = try await ShellProcess.run(#""$TESSERA" jose public /dev/null 2> /dev/full; echo "status $?""#)
        #expect(success.stdout.hasSuffix("status 1\n"))
        let closed = try await ShellProcess.run(#""$TESSERA" card inspect --bogus 2>&-"#)
        #expect(closed.status == 64)
    }

    /// The SDK's `--debug` log writes to standard error too; a full disk there drops the log, not the command.
    @Test func theDebugLogOnAFullDiskIsDropped() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-debug-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ShellProcess.run(
            #""$TESSERA" --debug payment-options --amount 100 --currency USD 2> /dev/full"#,
            environment: ["TESSERA_CONFIG_DIR": folder.path, "TESSERA_DATA_DIR": folder.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("card"), "\(result.stdout)")
    }

    @Test func aClosedPipeOnStandardOutputEndsQuietly() async throws {
        let result = try await ShellProcess.run(
            #"trap '' PIPE; exec "$TESSERA" demo --output-dir "$(mktemp -d)""#, stdout: .closedPipe)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func theIssuesPipelineEndsQuietly() async throws {
        let result = try await ShellProcess.run(
            #"trap '' PIPE; "$TESSERA" demo --output-dir "$(mktemp -d)" | head -c 10 > /dev/null; echo "status ${PIPESTATUS[0]}""#
        )
        #expect(result.stdout == "status 0\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func aClosedPipeOnStandardErrorKeepsTheStatus() async throws {
        let usage = try await ShellProcess.run(
            #"trap '' PIPE; exec "$TESSERA" tokenize 4111111111111111"#, stderr: .closedPipe)
        #expect(usage.status == 64)
        let success = try await ShellProcess.run(
            #"trap '' PIPE; exec "$TESSERA" jose public <("$TESSERA" jose keygen --kty EC)"#, stderr: .closedPipe)
        #expect(success.status == 0 && success.stdout.contains("\"kty\":\"EC\""), "\(success.stdout)")
    }

    /// `tessera sandbox serve 2>&1 | head -2` lost the server at the first access-log line after `head` exited.
    @Test func theServerKeepsServingWhenItsAccessLogCannotBeWritten() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ShellProcess.run(
            #"""
            "$TESSERA" sandbox serve --ephemeral --port 0 > "$DIR/url" &
            server=$!
            for _ in $(seq 100); do grep -q Listening "$DIR/url" 2>/dev/null && break; sleep 0.05; done
            url=$(sed 's/Listening on //' "$DIR/url")
            codes=""
            for _ in 1 2 3; do codes="$codes $(curl -s -o /dev/null -w '%{http_code}' "$url/payment-options")"; done
            kill -INT $server; wait $server; echo "status $?"
            echo "codes$codes"
            """#,
            environment: ["DIR": try makeFolder(folder).path], stderr: .closedPipe)
        #expect(result.stdout.contains("codes 405 405 405"), "\(result.stdout)")
        #expect(result.stdout.contains("status 0"), "\(result.stdout)")
    }

    private func makeFolder(_ folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
