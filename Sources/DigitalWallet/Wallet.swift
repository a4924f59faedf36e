import Foundation
import TesseraCore

/// One wallet installation: its store of digital cards and its link to the token service.
///
/// Every service (``DigitalCardManager``, ``CardDigitizationService``, ``ContactlessPaymentSession``, …)
/// works on a wallet; `DigitalCardManager()` uses the default one, which the app registers once with
/// ``configureDefault(_:)`` (the `tessera` CLI registers the embedded token service emulator). The
/// wallet is an actor: concurrent callers take turns, and a second operation on a card that is still
/// being changed fails with ``WalletError/operationAlreadyOngoing(_:)``.
public actor Wallet {
    let configuration: WalletConfiguration
    let store: WalletStore
    let client: TokenServiceClient
    private var listeners: [UUID: AsyncStream<DigitalCardEvent>.Continuation] = [:]
    private var busy: Set<String> = []
    /// The one pass of ``reconcile()`` over the intents found at open.
    var reconciliation: Task<Void, Never>?
    /// The payments being settled now (see ``settleInterruptedPayments()``).
    var settling: Set<String> = []
    /// The locks of approved payments whose outcome the caller has not acknowledged yet.
    var reportLocks: [String: PaymentLock] = [:]

    /// Opens the wallet of `configuration`: its database (created when missing) and its key file.
    ///
    /// - Throws: ``WalletError/storeCorrupt(path:detail:)`` for a damaged database,
    ///   ``WalletError/walletKeyMissing(path:)`` or ``WalletError/walletKeyMismatch(path:)`` for a key
    ///   file that is gone or wrong (it is never replaced), ``WalletError/storeFailed(_:)`` otherwise.
    public init(configuration: WalletConfiguration) throws(WalletError) {
        self.configuration = configuration
        self.store = try WalletStore(configuration: configuration)
        let store = self.store
        let provider = configuration.providerCredentials?.signer
        // The wallet's own credentials once enrolled; before, the provider's (enrolment, the device check).
        self.client = TokenServiceClient(configuration: configuration, signer: { (try? store.signer()) ?? provider })
    }

    /// A stream of card changes, from now until the stream is dropped.
    public func events() -> AsyncStream<DigitalCardEvent> {
        let (stream, continuation) = AsyncStream<DigitalCardEvent>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let id = UUID()
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.removeListener(id) } }
        return stream
    }

    private func removeListener(_ id: UUID) {
        listeners[id] = nil
    }

    /// Tells every listener about `event`.
    func emit(_ event: DigitalCardEvent) {
        for listener in listeners.values { listener.yield(event) }
    }

    /// Runs `body` while no other operation runs on card `id`.
    func exclusive<T>(_ id: String, _ body: () async throws -> T) async throws -> T {
        guard busy.insert(id).inserted else { throw WalletError.operationAlreadyOngoing(id) }
        defer { busy.remove(id) }
        return try await body()
    }

    /// The wallet id the token service gave at enrollment, or ``WalletError/missingWalletSecureEnrollment``.
    func walletID() throws(WalletError) -> String {
        guard let id = try store.setting("wallet_id") else { throw .missingWalletSecureEnrollment }
        return id
    }

    /// A new request or card id: `DC-` and a UUID from the environment.
    func requestID() -> String { "DC-" + configuration.environment.makeID().uuidString }

    /// The current time.
    var now: Date { configuration.environment.clock.now() }
}

extension Wallet {
    private static let registry = DefaultRegistry()

    /// Registers the configuration of the wallet `DigitalCardManager()` and the other services use by
    /// default. The wallet is opened on first use.
    public static func configureDefault(_ configuration: WalletConfiguration) {
        registry.set(configuration)
    }

    /// The default wallet, opened on first use; ``WalletError/notConfigured`` before ``configureDefault(_:)``.
    public static func `default`() throws(WalletError) -> Wallet {
        try registry.wallet()
    }
}

/// The default wallet's configuration and, once opened, the wallet.
private struct DefaultRegistry: Sendable {
    private let state = Locked<(configuration: WalletConfiguration?, opened: Wallet?)>((nil, nil))

    func set(_ configuration: WalletConfiguration) {
        state.replace(with: (configuration, nil))
    }

    /// The opened wallet, or the one opened now from the configuration (under the lock, so it is opened once).
    func wallet() throws(WalletError) -> Wallet {
        try state.withLock { state -> Result<Wallet, WalletError> in
            if let opened = state.opened { return .success(opened) }
            guard let configuration = state.configuration else { return .failure(.notConfigured) }
            do throws(WalletError) {
                let wallet = try Wallet(configuration: configuration)
                state.opened = wallet
                return .success(wallet)
            } catch {
                return .failure(error)
            }
        }.get()
    }
}
