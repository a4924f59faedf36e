import DigitalWallet
import Foundation
import Sandbox
import Testing

@Suite struct StoreTests {
    @Test func reopeningTheStoreKeepsCardsKeysAndDefault() async throws {
        let harness = try WalletHarness()
        var id = ""
        do {
            let wallet = try await harness.enrolledWallet()
            id = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
            _ = try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 100)
            try await DigitalCardManager(wallet: wallet).digitalCard(forID: id)?.setDefault()
        }
        let reopened = try harness.wallet()
        let manager = DigitalCardManager(wallet: reopened)
        #expect(try await manager.cardList.map(\.digitalCardID) == [id])
        #expect(try await manager.defaultCard?.digitalCardID == id)
        #expect(try await manager.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft == 7)
        let payment = try await ContactlessPaymentSession(wallet: reopened).startPayment(amount: 100)
        #expect(payment.approved)
    }

    @Test func manyConcurrentCallersSeeOneConsistentWallet() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        let ids = [
            try await harness.activeCard(TestPAN.mastercardGreen, in: wallet),
            try await harness.activeCard(TestPAN.visaGreen, in: wallet),
            try await harness.activeCard(TestPAN.pureGreen, in: wallet),
        ]
        let other = try harness.wallet()
        let outcomes = try await withThrowingTaskGroup(of: (id: String, approved: Bool)?.self) { group in
            for index in 0..<48 {
                let target = index.isMultiple(of: 2) ? wallet : other
                let id = ids[index % 3]
                group.addTask {
                    do {
                        let result = try await ContactlessPaymentSession(wallet: target).startPayment(
                            withDigitalCardID: id, amount: 100 + index)
                        return (id, result.approved)
                    } catch WalletError.operationAlreadyOngoing {
                        return nil  // the same wallet was already paying with this card
                    } catch WalletError.noPaymentKeys {
                        return nil  // the other wallet used the last key before either replenished
                    }
                }
                group.addTask {
                    _ = try await DigitalCardManager(wallet: target).cardList
                    return nil
                }
            }
            var outcomes: [(id: String, approved: Bool)] = []
            for try await outcome in group { if let outcome { outcomes.append(outcome) } }
            return outcomes
        }
        #expect(outcomes.contains { $0.approved })
        for id in ids {
            let records = try await TransactionHistoryService(wallet: wallet).records(forDigitalCardID: id)
            let sent = outcomes.filter { $0.id == id }
            // The history holds each card's last 10 payments, approved or declined, as the callers saw them.
            #expect(records.count == min(sent.count, 10))
            #expect(records.filter { $0.status == "approved" }.count <= sent.filter(\.approved).count)
        }
        #expect(try await DigitalCardManager(wallet: other).cardList.count == 3)
    }

    /// Column values no `Int` holds (FuzzWalletRows found a REAL 3.1E+20 in `threshold`) do not stop the
    /// process: a card whose state is out of range is reported as a corrupt store, and an out-of-range
    /// threshold reads as none. The fuzzer's input, in its own column encoding, is
    /// Tests/Fixtures/Fuzz/FuzzWalletRows-real-beyond-int, which `.ci/fuzz` replays as a seed.
    @Test func outOfRangeNumbersInACardRowAreNotFatal() async throws {
        let harness = try WalletHarness()
        do {
            let wallet = try await harness.enrolledWallet()
            _ = try await harness.activeCard(TestPAN.mastercardGreen, in: wallet)
        }
        let probe = try SQLiteProbe(path: harness.directory + "/wallet.sqlite")
        // `defaultCard` reads every column of every card row.
        try probe.execute("UPDATE cards SET threshold = 3.1E+20")
        _ = try await DigitalCardManager(wallet: harness.wallet()).defaultCard
        try probe.execute("UPDATE cards SET state = -9.9E+300")
        await #expect {
            _ = try await DigitalCardManager(wallet: harness.wallet()).defaultCard
        } throws: { error in
            if case .storeCorrupt = error as? WalletError { return true }
            return false
        }
    }

    @Test func aDatabaseThatIsNotSQLiteIsReportedAsCorrupt() throws {
        let harness = try WalletHarness()
        try FileManager.default.createDirectory(atPath: harness.directory, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: harness.directory + "/wallet.sqlite"))
        #expect {
            _ = try harness.wallet()
        } throws: { error in
            guard case .storeCorrupt(let path, _) = error as? WalletError else { return false }
            return path.hasSuffix("wallet.sqlite")
        }
    }

    @Test func aTruncatedDatabaseIsReportedAndTheKeyFileIsKept() async throws {
        let harness = try WalletHarness()
        do {
            let wallet = try await harness.enrolledWallet()
            for pan in [TestPAN.mastercardGreen, TestPAN.visaGreen, TestPAN.pureGreen, TestPAN.coBadged] {
                _ = try await harness.activeCard(pan, in: wallet)
            }
        }
        let path = harness.directory + "/wallet.sqlite"
        let probe = try SQLiteProbe(path: path)
        try probe.checkpoint("TRUNCATE")
        let key = try Data(contentsOf: URL(fileURLWithPath: harness.directory + "/wallet.key"))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try harness.wallet()
        } throws: { error in
            if case .storeCorrupt = error as? WalletError { return true }
            return false
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: harness.directory + "/wallet.key")) == key)
    }

    @Test func aMissingKeyFileIsAnErrorAndIsNotReplaced() async throws {
        let harness = try WalletHarness()
        _ = try await harness.enrolledWallet()
        let keyPath = harness.directory + "/wallet.key"
        try FileManager.default.removeItem(atPath: keyPath)
        #expect(throws: WalletError.walletKeyMissing(path: keyPath)) { _ = try harness.wallet() }
        #expect(FileManager.default.fileExists(atPath: keyPath) == false)
    }

    @Test func aWrongKeyFileIsAnErrorAndIsNotReplaced() async throws {
        let harness = try WalletHarness()
        _ = try await harness.enrolledWallet()
        let keyPath = harness.directory + "/wallet.key"
        let other = "tessera-wallet-key-v1:" + Data(repeating: 7, count: 32).base64EncodedString() + "\n"
        try other.write(toFile: keyPath, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyPath)
        #expect(throws: WalletError.walletKeyMismatch(path: keyPath)) { _ = try harness.wallet() }
        #expect(try String(contentsOfFile: keyPath, encoding: .utf8) == other)
    }

    @Test func aKeyFileOthersCanReadOrThatIsMalformedIsRefused() async throws {
        let harness = try WalletHarness()
        _ = try await harness.enrolledWallet()
        let keyPath = harness.directory + "/wallet.key"
        let attributes = try FileManager.default.attributesOfItem(atPath: keyPath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: keyPath)
        #expect(throws: WalletError.self) { _ = try harness.wallet() }
        try "not a key".write(toFile: keyPath, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyPath)
        #expect {
            _ = try harness.wallet()
        } throws: { error in
            if case .walletKeyUnusable = error as? WalletError { return true }
            return false
        }
    }

    @Test func theDatabaseAndKeyFileHoldNoPANAndNoPlaintextKey() async throws {
        let harness = try WalletHarness(serviceOnDisk: true)
        let recorder = RecordingTransport(harness.transport)
        let wallet = try harness.wallet(transport: recorder)
        try await WalletSecureEnrollmentService(wallet: wallet).enroll()
        let pans = [TestPAN.mastercardGreen, TestPAN.visaGreen, TestPAN.coBadged]
        for pan in pans { _ = try await harness.activeCard(pan, in: wallet) }
        let keys = recorder.paymentKeys()
        #expect(keys.count == 18)  // Mastercard 8, Visa 1, co-badged Visa 1 + Cartes Bancaires 8
        let path = harness.directory + "/wallet.sqlite"
        try SQLiteProbe(path: path).checkpoint("FULL")
        var files = Data()
        let names = [
            "wallet.sqlite", "wallet.sqlite-wal", "wallet.key", "tokenservice.sqlite", "tokenservice.sqlite-wal",
        ]
        for name in names {
            files.append((try? Data(contentsOf: URL(fileURLWithPath: harness.directory + "/" + name))) ?? Data())
        }
        #expect(files.count > 4096)
        for pan in pans {
            #expect(files.range(of: Data(pan.utf8)) == nil, "the PAN ending \(pan.suffix(4)) is on disk")
        }
        for key in keys {
            #expect(files.range(of: key) == nil, "a payment key is on disk in the clear")
            #expect(files.range(of: Data(key.base64EncodedString().utf8)) == nil)
        }
    }
}
