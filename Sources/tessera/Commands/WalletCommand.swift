import DigitalWallet
import Foundation
import Sandbox
import TesseraClient

/// `tessera wallet`: a digital wallet (DigitalWallet) on the emulated token service (Sandbox).
enum WalletCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "wallet",
        abstract: "Digitize cards into a digital wallet, manage them, pay contactless (emulated).",
        discussion: """
            The wallet keeps its cards in $TESSERA_DATA_DIR/wallet.sqlite (else $XDG_DATA_HOME/tessera/, else \
            ~/.local/share/tessera/) with payment keys sealed under wallet.key (mode 0600); the emulated token \
            service keeps its state in tokenservice.sqlite beside it, and enrolment is signed with its development \
            provider credentials ('tessera sandbox provider-key'). Start with 'tessera wallet test-cards', \
            'tessera wallet enroll' and 'tessera wallet digitize --pan 5555555555554444 --expiry MM/YY --cvc 123 \
            --accept-terms'.
            """,
        subcommands: [
            TestCards.spec, Enroll.spec, List.spec, Show.spec, Digitize.spec, OTP.spec, Activate.spec, Suspend.spec,
            Resume.spec, Delete.spec, SetDefault.spec, Replenish.spec, Pay.spec, History.spec, Art.spec,
            IssuerAction.spec,
        ]
    )

    /// The help of the card id every per-card command takes, `<id>`.
    static let idHelp = "The digital card id ('tessera wallet list' shows them)."
    /// `--json` of `test-cards`, `list` and `show`.
    static let json = Flag("--json", help: "Print JSON (snake_case keys; the SDK's property names on cards).")

    /// The wallet and the token service of this machine, the wallet also registered as the default.
    static func open() throws -> (DigitalCardManager, TokenService) {
        let servicePath = TokenServiceStore.defaultPath()
        for folder in Set([
            WalletConfiguration.defaultDataDirectory(), (servicePath as NSString).deletingLastPathComponent,
        ]) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                throw CLIError.failure(
                    "The data folder \(folder) is a file, not a folder; move that file aside, or set TESSERA_DATA_DIR "
                        + "to a folder.")
            }
        }
        let walletKey = WalletConfiguration.defaultDataDirectory() + "/wallet.key"
        if FileManager.default.fileExists(atPath: walletKey), isEmpty(servicePath) {
            throw CLIError.failure(
                "The token service file \(servicePath) is empty although the wallet \(walletKey) uses it; restore it "
                    + "from a backup, or move it and the wallet's files aside to start afresh.")
        }
        let service: TokenService
        let provider: (consumerKey: String, secret: Data)
        do {
            service = TokenService(store: try TokenServiceStore(path: servicePath))
            // The development provider credentials of this data folder, the ones `tokenservice-provider.json`
            // holds for clients of `tessera sandbox serve`: read from the token service's own store here.
            provider = try service.providerCredentials()
        } catch {
            throw CLIError.failure(StorageFault(error, path: servicePath).description)
        }
        let configuration = WalletConfiguration(
            transport: TokenServiceTransport(handler: TokenServiceHandler(service: service)),
            providerCredentials: WalletProviderCredentials(consumerKey: provider.consumerKey, secret: provider.secret))
        Wallet.configureDefault(configuration)
        let manager = DigitalCardManager()
        do {
            _ = try manager.wallet()
        } catch {
            throw CLIError.failure("\(error)")
        }
        return (manager, service)
    }

    /// Whether the SQLite file at `path` exists and holds nothing: 0 bytes, and no write-ahead log with pages.
    private static func isEmpty(_ path: String) -> Bool {
        let size = { (file: String) in
            ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber)?.intValue ?? 0
        }
        return FileManager.default.fileExists(atPath: path) && size(path) == 0 && size(path + "-wal") == 0
    }

    /// The wallet of this machine (see ``open()``) and the card `id` (a command's `<id>`), or exit 1 naming it;
    /// with `console`, the interrupted payments the wallet settled on opening are announced on it first.
    static func openCard(_ id: String, announcingOn console: Console?) async throws -> (
        manager: DigitalCardManager, card: DigitalCard
    ) {
        let (manager, _) = try open()
        if let console { await announceRecoveries(manager, on: console) }
        return (manager, try await card(id, in: manager))
    }

    /// Prints each interrupted payment the wallet settled (see `RecoveredPayment`) as one sentence, then marks
    /// them shown so no other command prints them again.
    static func announceRecoveries(_ manager: DigitalCardManager, on console: Console) async {
        let payments = (try? await manager.recoveredPayments) ?? []
        for payment in payments { console.out(payment.description) }
        if !payments.isEmpty { try? await manager.acknowledge(payments) }
    }

    /// The interrupted payments the wallet settled, for a `--json` answer's `recovered_payments`: those of
    /// `card` only, when given. They are marked shown, on the assumption the answer is printed.
    static func recoveriesJSON(_ manager: DigitalCardManager, of card: String? = nil) async -> [[String: Any]] {
        let payments = ((try? await manager.recoveredPayments) ?? []).filter { card == nil || $0.digitalCardID == card }
        if !payments.isEmpty { try? await manager.acknowledge(payments) }
        return payments.map { payment in
            [
                "digital_card_id": payment.digitalCardID, "pan_last_digits": payment.panLastDigits ?? NSNull(),
                "amount": payment.amount, "currency_code": payment.currencyCode,
                "merchant_name": payment.merchantName, "outcome": payment.outcome.rawValue,
                "transaction_id": payment.transactionID ?? NSNull(), "date": payment.date.formatted(.iso8601),
                "message": payment.description,
            ]
        }
    }

    /// The card `id`, or exit 1 naming it.
    static func card(_ id: String, in manager: DigitalCardManager) async throws -> DigitalCard {
        guard let card = await manager.digitalCard(forID: id) else {
            throw CLIError.failure("No digital card has the id \(id); 'tessera wallet list' shows the ids.")
        }
        return card
    }

    /// The token reference behind a card (the CLI's view of the emulator; the SDK never shows it).
    static func tokenReference(of id: String) async throws -> String {
        let manager = DigitalCardManager()
        _ = try await card(id, in: manager)
        guard let reference = try await manager.tokenUniqueReference(forDigitalCardID: id) else {
            throw CLIError.failure("No digital card has the id \(id).")
        }
        return reference
    }

    /// Writes `value` as pretty-printed JSON with sorted keys.
    static func printJSON(_ value: Any, on console: Console) throws {
        console.out(try PrettyJSON.text(object: value))
    }
}
