import Foundation
import Testing

/// Small frictions of the output: empty JSON arrays, table headers, snake_case JSON, co-badged art, and an
/// empty timeout meaning the default.
@Suite struct OutputFrictionTests {
    static func environment() -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-friction-\(UUID().uuidString)")
        return [
            "TESSERA_DATA_DIR": folder.appendingPathComponent("data").path,
            "TESSERA_CONFIG_DIR": folder.appendingPathComponent("config").path, "NO_COLOR": "1",
        ]
    }

    static func run(_ arguments: [String], _ environment: [String: String]) async throws -> CLIProcess.Result {
        try await CLIProcess.run(arguments, environment: environment)
    }

    /// An empty list is `[]` on one line, not three lines with a blank one inside.
    @Test func anEmptyJSONArrayIsOneLine() async throws {
        let listed = try await Self.run(["wallet", "list", "--json"], Self.environment())
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == "[]\n")
    }

    @Test func walletTestCardsHasAHeader() async throws {
        let listed = try await Self.run(["wallet", "test-cards"], Self.environment())
        #expect(listed.status == 0)
        let lines = listed.stdout.split(separator: "\n")
        #expect(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true) == [
                "NUMBER", "EXPIRY", "CVC", "SCHEME", "FLOW",
            ])
        // Columns line up under the header.
        let flow = try #require(lines.first?.range(of: "FLOW")).lowerBound.utf16Offset(in: String(lines[0]))
        #expect(
            lines.dropFirst().allSatisfy { $0.count > flow && $0[$0.index($0.startIndex, offsetBy: flow - 1)] == " " })
    }

    /// Every key of `value`, however deep.
    static func keys(of value: Any) -> [String] {
        switch value {
        case let object as [String: Any]: object.keys + object.values.flatMap(keys(of:))
        case let array as [Any]: array.flatMap(keys(of:))
        default: []
        }
    }

    /// The wallet's JSON is snake_case like every other command's, and a co-badged card's combined art
    /// names both of its schemes.
    @Test func walletJSONIsSnakeCaseAndCoBadgedArtNamesBothSchemes() async throws {
        let environment = Self.environment()
        await #expect(try Self.run(["wallet", "enroll"], environment).status == 0)
        let digitized = try await Self.run(
            ["wallet", "digitize", "--pan", "4000002500001001", "--expiry", "12/30", "--cvc", "123", "--accept-terms"],
            environment)
        #expect(digitized.status == 0, "\(digitized.stderr)")
        let id = try #require(digitized.stdout.split(separator: " ").first { $0.hasPrefix("DC-") }.map(String.init))
        for command in [["wallet", "list", "--json"], ["wallet", "show", id, "--json"]] {
            let shown = try await Self.run(command, environment)
            #expect(shown.status == 0, "\(shown.stderr)")
            let keys = Self.keys(of: try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)))
            #expect(keys.contains("digital_card_id") && keys.contains("auxiliary_scheme"), "\(keys)")
            #expect(
                keys.allSatisfy { $0 == $0.lowercased() }, "camelCase keys: \(keys.filter { $0 != $0.lowercased() })")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-art-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let saved = try await Self.run(
            ["wallet", "art", id, "--type", "cardBackgroundCombined", "-o", file.path], environment)
        #expect(saved.status == 0, "\(saved.stderr)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.contains("VISA") && svg.contains("CARTES BANCAIRES"), "\(svg)")
    }

    /// `admin set timeout ""` means the default, as the sample app's empty field does.
    @Test func anEmptyTimeoutMeansTheDefault() async throws {
        let environment = Self.environment()
        await #expect(try Self.run(["admin", "set", "timeout", "12"], environment).status == 0)
        let set = try await Self.run(["admin", "set", "timeout", ""], environment)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == "Set timeout to the default (30 s).\n")
        await #expect(try Self.run(["admin", "show"], environment).stdout.contains("30 s (default)"))
        let blank = try await Self.run(["admin", "set", "timeout", "  "], environment)
        #expect(blank.status == 0, "\(blank.stderr)")
        await #expect(try Self.run(["admin", "set", "timeout", "soon"], environment).status == 64)
    }
}
