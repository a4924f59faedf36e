import DigitalWallet
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The wallet's own files of the wrong kind are refused by name, at once, with what to do.
@Suite struct WalletFileTests {
    enum Damage: String, CaseIterable, Sendable {
        case keyIsADirectory, keyIsAFIFO, keyIsASymlink, keyIsTwoGigabytes
        case databaseIsADirectory, databaseIsAFIFO, databaseIsEmpty

        /// Words the error must carry.
        var words: [String] {
            switch self {
            case .keyIsADirectory, .databaseIsADirectory: ["directory"]
            case .keyIsAFIFO, .databaseIsAFIFO: ["not a regular file"]
            case .keyIsASymlink: ["symbolic link"]
            case .keyIsTwoGigabytes: ["2147483648 bytes"]
            case .databaseIsEmpty: ["empty", "wallet.key"]
            }
        }

        func apply(in directory: String) throws {
            let files = FileManager.default
            let key = directory + "/wallet.key"
            let database = directory + "/wallet.sqlite"
            for suffix in ["-wal", "-shm"] { try? files.removeItem(atPath: database + suffix) }
            switch self {
            case .keyIsADirectory:
                try files.removeItem(atPath: key)
                try files.createDirectory(atPath: key, withIntermediateDirectories: false)
            case .keyIsAFIFO:
                try files.removeItem(atPath: key)
                #expect(mkfifo(key, 0o600) == 0)
            case .keyIsASymlink:
                try files.moveItem(atPath: key, toPath: key + ".real")
                try files.createSymbolicLink(atPath: key, withDestinationPath: key + ".real")
            case .keyIsTwoGigabytes:
                #expect(truncate(key, 2_147_483_648) == 0)
            case .databaseIsADirectory:
                try files.removeItem(atPath: database)
                try files.createDirectory(atPath: database, withIntermediateDirectories: false)
            case .databaseIsAFIFO:
                try files.removeItem(atPath: database)
                #expect(mkfifo(database, 0o600) == 0)
            case .databaseIsEmpty:
                #expect(truncate(database, 0) == 0)
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aWalletFileOfTheWrongKindIsRefusedByNameAtOnce(damage: Damage) async throws {
        let harness = try WalletHarness()
        _ = try await harness.activeCard(TestPAN.mastercardGreen, in: try await harness.enrolledWallet())
        try damage.apply(in: harness.directory)
        let error = #expect(throws: WalletError.self) { _ = try harness.wallet() }
        let message = error?.description ?? ""
        #expect(message.contains(harness.directory), "\(message)")
        for word in damage.words { #expect(message.contains(word), "\(message)") }
    }
}
