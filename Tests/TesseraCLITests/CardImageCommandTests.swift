import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `tessera card image` and the demo's card preview, run as the built binary.
@Suite struct CardImageCommandTests {
    @Test func masksTheNumberByDefault() async throws {
        let result = try await CLIProcess.run(["card", "image", "--number", "4242 4242 4242 4242", "--expiry", "10/30"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<?xml"))
        #expect(XMLParser(data: Data(result.stdout.utf8)).parse())
        #expect(result.stdout.contains("•••• •••• •••• 4242"))
        #expect(!result.stdout.contains("4242 4242"))
    }

    @Test func revealShowsEveryDigit() async throws {
        let result = try await CLIProcess.run(["card", "image", "--number", "4242424242424242", "--reveal"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4242 4242 4242 4242"))
        #expect(try await CLIProcess.run(["card", "image", "--mask"]).status == 64)
    }

    @Test func writesToAFileWithDashO() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-card-\(UUID().uuidString).svg"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try await CLIProcess.run([
            "card", "image", "--number", "378282246310005", "--focus", "cvc", "-o", path,
        ])
        #expect(result.status == 0 && result.stdout.isEmpty)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("id=\"card-front\"") && svg.contains("CID"))
    }

    @Test func germanBackSide() async throws {
        let result = try await CLIProcess.run([
            "card", "image", "--locale", "de", "--focus", "cvc", "--number", "5555555555554444",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("id=\"card-back\"") && result.stdout.contains("Kartenvorschau"))
    }

    @Test func ansiIsColouredOnlyOnATerminalOrInAFileAndHonoursNoColor() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID()).ansi").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let colour = try await CLIProcess.run(
            ["card", "image", "--format", "ansi", "-o", file], environment: ["NO_COLOR": ""])
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(colour.status == 0 && written.contains("\u{1B}[38;2;"))
        let piped = try await CLIProcess.run(["card", "image", "--format", "ansi"], environment: ["NO_COLOR": ""])
        #expect(piped.status == 0 && !piped.stdout.contains("\u{1B}") && piped.stdout.contains("▓"))
        let plain = try await CLIProcess.run(
            ["card", "image", "--format", "ansi", "--name", "Ada"], environment: ["NO_COLOR": "1"])
        #expect(plain.status == 0 && !plain.stdout.contains("\u{1B}") && plain.stdout.contains("ADA"))
    }

    @Test(arguments: [
        ["card", "image", "--focus", "pin"], ["card", "image", "--format", "png"], ["card", "image", "--locale", "xx"],
        ["card", "image", "--number", "4242abc"], ["card", "image", "--cvc", "12345"], ["card", "image", "extra"],
    ])
    func badOptionsAreUsageErrors(arguments: [String]) async throws {
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains("tessera card image --help"))
    }

    @Test(arguments: [
        ["card", "image", "--number", "4242424242424242x"], ["card", "image", "--cvc", "98765"],
        ["card-details", "--currency", "USD", "--bin", "4242424242424242"],
    ])
    func usageErrorsNeverRepeatCardData(arguments: [String]) async throws {
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Invalid value for '--"))
        #expect(!result.stderr.contains("4242424242424242") && !result.stderr.contains("98765"))
    }

    @Test func unwritableOutputIsAFailure() async throws {
        let result = try await CLIProcess.run(["card", "image", "-o", "/nonexistent-dir/card.svg"])
        #expect(result.status == 1 && result.stderr.hasPrefix("Error: Cannot write"))
    }
}
