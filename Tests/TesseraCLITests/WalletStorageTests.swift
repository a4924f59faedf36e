import Foundation
import Testing

/// The wallet's files when they cannot be written, or are not what they should be: the read-only commands still
/// work, and every error says what is wrong in words that help.
@Suite struct WalletStorageTests {
    enum Lock: String, CaseIterable, Sendable {
        /// Mode 0400.
        case permissions
        /// `chattr +i` (needs CAP_LINUX_IMMUTABLE; skipped without it).
        case immutable
    }

    /// A data folder with an enrolled wallet, one active card that paid once, and its id.
    private func wallet() async throws -> ([String: String], String) {
        let environment = WalletCommandTests.environment()
        _ = try await WalletCommandTests.run(["enroll"], environment)
        let digitized = try await WalletCommandTests.run(
            [
                "digitize", "--pan", "5555555555554444", "--expiry", WalletCommandTests.expiry, "--cvc", "123",
                "--accept-terms",
            ], environment)
        let id = try #require(digitized.stdout.split(separator: " ").first { $0.hasPrefix("DC-") }.map(String.init))
        #expect(try await WalletCommandTests.run(["pay", id, "--amount", "250"], environment).status == 0)
        return (environment, id)
    }

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(arguments: Lock.allCases)
    func aReadOnlyWalletFileStillListsShowsAndTellsHistoryButRefusesToPay(lock: Lock) async throws {
        let (environment, id) = try await wallet()
        let database = try #require(environment["TESSERA_DATA_DIR"]) + "/wallet.sqlite"
        switch lock {
        case .permissions:
            try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: database)
        case .immutable:
            guard Self.chattr("+i", database) else { return }
        }
        defer { if lock == .immutable { _ = Self.chattr("-i", database) } }
        for command in [["list"], ["list", "--json"], ["show", id], ["show", id, "--json"], ["history", id]] {
            let result = try await WalletCommandTests.run(command, environment)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains(command[0] == "history" ? "250 EUR" : id), "\(command): \(result.stdout)")
        }
        let refused = try await WalletCommandTests.run(["pay", id], environment)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(database) is read-only"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("chmod"))
        let after = try await WalletCommandTests.run(["history", id], environment)
        #expect(after.stdout.split(separator: "\n").count == 1, "the refused payment charged: \(after.stdout)")
    }

    /// A data folder its owner cannot write (mode 0500; as root, the commands run as `nobody`, since root
    /// writes anyway): the read-only commands work, and pay says the wallet file is read-only.
    @Test func aReadOnlyDataFolderStillListsAndShowsButRefusesToPay() async throws {
        let (environment, id) = try await wallet()
        let folder = try #require(environment["TESSERA_DATA_DIR"])
        let script = """
            home=$(mktemp -d); chmod 0777 "$home"
            if [ "$(id -u)" = 0 ]; then
                command -v setpriv >/dev/null || { echo skipped; exit 0; }
                chown -R 65534:65534 "$TESSERA_DATA_DIR"
                # The build folder may sit in a folder only root can enter (a clone in `mktemp -d`): nobody runs a copy.
                cp "$TESSERA" "$home/tessera"; chmod 0755 "$home/tessera"
                run() { setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$home" TESSERA_CONFIG_DIR="$home" "$home/tessera" "$@"; }
            else
                run() { "$TESSERA" "$@"; }
            fi
            chmod 0500 "$TESSERA_DATA_DIR"
            run wallet list; echo "list=$?"
            run wallet show \(id); echo "show=$?"
            run wallet pay \(id) 2>&1; echo "pay=$?"
            chmod 0700 "$TESSERA_DATA_DIR"; [ "$(id -u)" = 0 ] && chown -R 0:0 "$TESSERA_DATA_DIR"; rm -rf "$home"
            """
        let result = try await ShellProcess.run(script, environment: environment)
        guard !result.stdout.hasPrefix("skipped") else { return }
        #expect(result.stdout.contains("list=0") && result.stdout.contains("show=0"), "\(result.stdout)")
        #expect(result.stdout.contains(id))
        #expect(result.stdout.contains("\(folder)/wallet.sqlite is read-only"), "\(result.stdout)")
        #expect(result.stdout.contains("pay=1"))
        #expect(!result.stdout.contains("chmod"))
    }

    @Test(arguments: [["list"], ["pay", "DC-x"], ["enroll"]])
    func aDataFolderThatIsAFileIsSaidSo(command: [String]) async throws {
        let environment = WalletCommandTests.environment()
        let folder = try #require(environment["TESSERA_DATA_DIR"])
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await WalletCommandTests.run(command, environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder) is a file, not a folder"), "\(result.stderr)")
        #expect(!result.stderr.lowercased().contains("permission"))
    }

    @Test func payHelpSaysARetryIsNeverChargedTwiceAndHowToPayAgainOnPurpose() async throws {
        let help = try await WalletCommandTests.run(["pay", "--help"], WalletCommandTests.environment())
        #expect(help.status == 0)
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ")
        for words in ["--new-payment", "never charged twice", "10 minutes", "nothing is charged, ever"] {
            #expect(text.contains(words), "\(words) missing from: \(help.stdout)")
        }
    }

    @Test func theJSONOfACardCarriesTheInterruptedPaymentsSettled() async throws {
        let (environment, id) = try await wallet()
        let shown = try await WalletCommandTests.run(["show", id, "--json"], environment)
        let card = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect((card["recovered_payments"] as? [Any])?.isEmpty == true)
        let paid = try await WalletCommandTests.run(["pay", id, "--json"], environment)
        let payment = try #require(try JSONSerialization.jsonObject(with: Data(paid.stdout.utf8)) as? [String: Any])
        #expect(payment["approved"] as? Bool == true)
        #expect(payment["earlier_attempt_date"] is NSNull)
        #expect((payment["recovered_payments"] as? [Any])?.isEmpty == true)
    }
}
