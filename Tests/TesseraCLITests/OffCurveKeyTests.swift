import Foundation
import Testing

/// `jose public` accepted an EC JWK off its curve that `encrypt` and `verify` refused; every command refuses it alike.
@Suite struct OffCurveKeyTests {
    /// A P-256 public key whose x is all ones: outside the field, so on no curve point.
    static let offCurve = """
        {"kty":"EC","crv":"P-256","x":"\(String(repeating: "_", count: 42))8","y":"\(String(repeating: "A", count: 43))"}
        """

    @Test(arguments: [
        ["jose", "public", "KEY"],
        ["jose", "encrypt", "--key", "KEY", "--alg", "ECDH-ES", "--enc", "A128GCM"],
        ["jose", "verify", "--key", "KEY"],
    ])
    func everyCommandRefusesTheKeyAlike(command: [String]) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-off-\(UUID().uuidString).jwk")
        try Data(Self.offCurve.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CLIProcess.run(command.map { $0 == "KEY" ? file.path : $0 }, stdin: "payload")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("Error: The key file '\(file.path)' is not usable:")
                && result.stderr.contains("not a point on its curve"), "\(result.stderr)")
    }
}
