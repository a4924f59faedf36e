import DigitalWallet
import Foundation
import Sandbox
import TesseraTestSupport
import Testing

@Suite struct CrashTests {
    /// The helper SwiftPM builds beside the test bundle.
    static var writer: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("WalletCrashWriter")
    }

    @Test(arguments: [3, 11, 40])
    func aWriterKilledMidWayLeavesAnIntactStoreWithEveryCommittedChange(afterLines: Int) async throws {
        let harness = try WalletHarness()
        try FileManager.default.createDirectory(atPath: harness.directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = Self.writer
        process.arguments = [harness.directory]
        let output = Pipe()
        process.standardOutput = output
        let lines = try await BlockingCall.run {
            try ProcessSpawning.spawn(process)
            var lines: [String] = []
            var buffer = Data()
            let reader = output.fileHandleForReading
            while lines.count < afterLines {
                let chunk = reader.availableData
                guard !chunk.isEmpty else { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                    buffer.removeSubrange(buffer.startIndex...newline)
                }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return lines
        }
        #expect(process.terminationReason == .uncaughtSignal)
        try #require(lines.count >= afterLines, "the writer stopped early: \(lines)")

        let service = TokenService(store: try TokenServiceStore(path: harness.directory + "/tokenservice.sqlite"))
        let wallet = try Wallet(
            configuration: WalletConfiguration(
                transport: TokenServiceTransport(handler: TokenServiceHandler(service: service)),
                dataDirectory: harness.directory))
        // At start-up an app applies the token service's pushes: a delete the service committed just
        // before the kill reaches the wallet that way.
        let manager = DigitalCardManager(wallet: wallet)
        try await manager.synchronize()
        let present = Set(try await manager.cardList.map(\.digitalCardID))
        var last: [String: (change: String, reference: String)] = [:]
        for line in lines {
            let parts = line.split(separator: " ").map(String.init)
            last[parts[1]] = (parts[0], parts[2])
        }
        for (id, (change, reference)) in last {
            let deletedAtService = try service.status(tokenUniqueReference: reference) == "DEACTIVATED"
            if change == "deleted" {
                #expect(!present.contains(id), "deleted card \(id) came back")
                #expect(deletedAtService)
            } else {
                #expect(
                    present.contains(id) != deletedAtService, "card \(id) was \(change); wallet and service disagree")
            }
        }
        #expect(present.count <= 1)
        if let id = present.first {
            let card = try #require(await DigitalCardManager(wallet: wallet).digitalCard(forID: id))
            if try await card.paymentKeyInfo.numberOfPaymentsLeft > 0 {
                #expect(
                    try await ContactlessPaymentSession(wallet: wallet).startPayment(withDigitalCardID: id, amount: 1)
                        .approved)
            }
        }
    }
}

@Suite struct OrphanTokenTests {
    @Test func aTokenTheWalletNeverStoredIsDeletedOnceOldSoTheCardCanBeAddedAgain() async throws {
        let harness = try WalletHarness()
        let wallet = try await harness.enrolledWallet()
        // Another wallet instance digitizes, and "dies" before its store commits: emulate it by
        // digitizing in a throw-away wallet on a copy of this wallet's files.
        let copy = NSTemporaryDirectory() + "wallet-orphan-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: harness.directory, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        var configuration = try harness.configuration()
        configuration.dataDirectory = copy
        let ghost = try Wallet(configuration: configuration)
        _ = try await harness.activeCard(TestPAN.visaGreen, in: ghost)
        await #expect(throws: EligibleError.cardAlreadyProvisionedInWallet) {
            _ = try await harness.digitize(TestPAN.visaGreen, in: wallet)
        }
        let manager = DigitalCardManager(wallet: wallet)
        try await manager.synchronize()
        await #expect(throws: EligibleError.cardAlreadyProvisionedInWallet) {
            _ = try await harness.digitize(TestPAN.visaGreen, in: wallet)
        }
        harness.clock.advance(by: 11 * 60)
        try await manager.synchronize()
        _ = try await harness.activeCard(TestPAN.visaGreen, in: wallet)
        #expect(try await manager.cardList.count == 1)
    }
}
