import Foundation
import Gr4vyClient
import Testing
import ThreeDS

/// The client's directory-server configuration: the emulator's built in, and users' DS files read and checked.
@Suite struct ThreeDSConfigurationTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/sandbox-ds-config.json")

    /// The embedded copy is the document the emulator publishes, so the client trusts the emulator's DS.
    @Test func theBuiltInServersAreTheEmulatorsPublishedOnes() throws {
        let published = try Gr4vyThreeDSConfiguration.directoryServers(json: Data(contentsOf: Self.fixture))
        #expect(Gr4vyThreeDSConfiguration.sandboxDirectoryServers == published)
        #expect(published.map(\.id) == ["tessera-sandbox-ds-ec", "tessera-sandbox-ds-rsa"])
    }

    @Test func anAddedServerJoinsAndReplacesBySameId() throws {
        let emulator = Gr4vyThreeDSConfiguration.sandboxDirectoryServers
        var mine = emulator[0]
        mine.id = "A000000003"
        let configuration = Gr4vyThreeDSConfiguration(additionalDirectoryServers: [mine, emulator[1]])
        #expect(
            configuration.directoryServers(for: .sandbox).map(\.id) == [
                "tessera-sandbox-ds-ec", "A000000003", "tessera-sandbox-ds-rsa",
            ])
        // The emulator's servers are trusted in the sandbox only.
        #expect(configuration.directoryServers(for: .production).map(\.id) == ["A000000003", "tessera-sandbox-ds-rsa"])
    }

    @Test(arguments: [
        ("not json", "not a JSON object"),
        (#"{"directory_servers": []}"#, "non-empty 'directory_servers'"),
        (
            #"{"directory_servers": [{"encryption_key": {}, "root_certificates": ["x"]}]}"#,
            "directory_servers[0] needs an 'id'"
        ),
        (
            #"{"directory_servers": [{"id": "A1", "root_certificates": ["x"]}]}"#,
            "directory_servers[0] ('A1') needs an 'encryption_key'"
        ),
        (
            #"{"directory_servers": [{"id": "A1", "encryption_key": {"kty": "EC"}, "root_certificates": [1]}]}"#,
            "root_certificates[0] ('A1')"
        ),
        (
            #"{"directory_servers": [{"id": "A1", "encryption_key": {"kty": "oct", "k": "AAAA"}, "root_certificates": ["x"]}]}"#,
            "'A1'"
        ),
    ])
    func malformedDocumentsAreRefusedNamingTheEntry(document: String, expected: String) {
        #expect {
            _ = try Gr4vyThreeDSConfiguration.directoryServers(json: Data(document.utf8))
        } throws: { error in
            error.localizedDescription.contains(expected)
        }
    }

    @Test func aPEMThatIsNotACertificateIsRefusedNamingTheEntry() throws {
        let published = try String(contentsOf: Self.fixture, encoding: .utf8)
        let broken = published.replacingOccurrences(of: "MIIB", with: "XXXX")
        #expect {
            _ = try Gr4vyThreeDSConfiguration.directoryServers(json: Data(broken.utf8))
        } throws: { error in
            error.localizedDescription.contains("Root certificate 0")
                && error.localizedDescription.contains("tessera-sandbox-ds-ec")
        }
    }
}
