import Foundation
import JOSE
import SQLite
import TesseraCore
import Testing

@testable import Sandbox

/// Card fingerprints: HMAC-SHA-256 under a key made once per store, never the number itself.
@Suite struct FingerprintTests {
    /// A fresh directory for one store file, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Tokenizes `number` for a new buyer and returns the stored fingerprint.
    static func fingerprint(of number: String, in sandbox: SandboxHarness) async throws -> String {
        let external = UUID().uuidString
        let buyer = try await sandbox.createBuyer(external: external)
        let session = try await sandbox.createSession(forBuyer: external)
        let response = await sandbox.tokenize(session, number: number)
        guard response.status == 204 else { throw HarnessError.unexpected(response.status, response.text) }
        let items = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)").items
        return try #require(items.first?["fingerprint"] as? String)
    }

    /// Random bytes that count how often they were asked for.
    struct CountingRandom: Sendable {
        private let calls = Locked(0)
        var count: Int { calls.value }
        var source: SecureRandom {
            SecureRandom { length in
                calls.withLock { $0 += 1 }
                return try SecureRandom.live.bytes(length)
            }
        }
    }

    @Test func sameCardSameFingerprintWithinAStoreAndItIsTheKeyedHMAC() async throws {
        let sandbox = try SandboxHarness()
        let first = try await Self.fingerprint(of: "4242424242424242", in: sandbox)
        let again = try await Self.fingerprint(of: "4242424242424242", in: sandbox)
        let other = try await Self.fingerprint(of: "5555555555554444", in: sandbox)
        #expect(first == again)
        #expect(first != other)
        let key = try sandbox.store.fingerprintKey(random: .repeating(Data([0])))
        #expect(key == Data(repeating: 0x5A, count: 32))
        let expected = try KeyedHash.hmacSHA256(key: key, data: Data("4242424242424242".utf8))
        #expect(first == Base64URL.encode(expected))
        #expect(first.count == 43)
    }

    @Test func differentStoresFingerprintTheSameCardDifferently() async throws {
        let live = SandboxEnvironment(clock: .fixed(SandboxHarness.now))
        let one = try SandboxHarness(sharing: SandboxStore.ephemeral(), environment: live)
        let two = try SandboxHarness(sharing: SandboxStore.ephemeral(), environment: live)
        let inOne = try await Self.fingerprint(of: "4242424242424242", in: one)
        let inTwo = try await Self.fingerprint(of: "4242424242424242", in: two)
        #expect(inOne != inTwo)
    }

    @Test func keyIsMadeOnceAndSharedByEveryConnectionToTheFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sandbox.sqlite").path
        let random = CountingRandom()
        let first = try SandboxStore(path: path).fingerprintKey(random: random.source)
        let second = try SandboxStore(path: path).fingerprintKey(random: random.source)
        #expect(first.count == 32)
        #expect(first == second)
        #expect(random.count == 1)
    }

    @Test func cardNumbersNeverReachTheDatabaseFiles() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SandboxStore(path: directory.appendingPathComponent("sandbox.sqlite").path)
        let sandbox = try SandboxHarness(sharing: store, environment: .fixed(at: SandboxHarness.now))
        let numbers = ["4556557955726624", "5555555555554444", "378282246310005", "4000002500001001"]
        for number in numbers {
            _ = try await Self.fingerprint(of: number, in: sandbox)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.contains("sandbox.sqlite-wal"))
        var bytes = Data()
        for file in files {
            bytes.append(try Data(contentsOf: directory.appendingPathComponent(file)))
        }
        #expect(bytes.count > 0)
        for number in numbers {
            #expect(bytes.range(of: Data(number.utf8)) == nil, "\(number.prefix(6))… found in the store")
        }
    }

    @Test func aNewStoreFileAndItsDirectoryArePrivateToTheUser() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("data/tessera")
        let path = folder.appendingPathComponent("sandbox.sqlite").path
        let store = try SandboxStore(path: path)
        _ = try store.fingerprintKey(random: .live)
        func mode(_ path: String) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) & 0o777
        }
        #expect(try mode(path) == 0o600)
        #expect(try mode(path + "-wal") == 0o600)
        #expect(try mode(folder.path) == 0o700)
        withExtendedLifetime(store) {}
    }

    @Test func upgradingClearsTheUnkeyedFingerprintsOfVersionOne() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sandbox.sqlite").path
        do {
            let old = try Database(.file(path))
            try Migrator(Array(SandboxStore.migrator.migrations.prefix(1))).migrate(old)
            try old.write { connection in
                try connection.run(
                    "INSERT INTO payment_methods (id, method, fingerprint, created_at) VALUES ('m', 'card', 'old', 0)")
            }
        }
        let store = try SandboxStore(path: path)
        let fingerprint = try store.database.read { try $0.scalar("SELECT fingerprint FROM payment_methods") }
        #expect(fingerprint == .null)
    }
}
