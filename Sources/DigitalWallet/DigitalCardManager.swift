/// The entry point to a wallet's cards: list them, find one, manage its lifecycle, follow changes.
///
/// `DigitalCardManager()` works on the default wallet (``Wallet/configureDefault(_:)``);
/// ``init(wallet:)`` on another.
public struct DigitalCardManager: Sendable {
    private let explicitWallet: Wallet?

    /// A manager of the default wallet.
    public init() {
        explicitWallet = nil
    }

    /// A manager of `wallet`.
    public init(wallet: Wallet) {
        explicitWallet = wallet
    }

    /// The wallet this manager works on.
    public func wallet() throws(WalletError) -> Wallet {
        if let explicitWallet { return explicitWallet }
        return try Wallet.default()
    }

    /// The wallet, its unfinished intents reconciled first (once per opened wallet).
    func reconciled() async throws(WalletError) -> Wallet {
        let wallet = try wallet()
        await wallet.reconcile()
        return wallet
    }

    /// Every card in the wallet, oldest first (deleted cards are gone; retired ones stay).
    public var cardList: [DigitalCard] {
        get async throws {
            let wallet = try await reconciled()
            return try wallet.store.cardSummaries().map {
                DigitalCard(id: $0.id, hasAuxiliaryScheme: $0.coBadged, wallet: wallet)
            }
        }
    }

    /// The default card, or nil when none is set.
    public var defaultCard: DigitalCard? {
        get async throws {
            let wallet = try await reconciled()
            return try wallet.store.cards().first(where: \.isDefault).map { DigitalCard(record: $0, wallet: wallet) }
        }
    }

    /// The card with `id`, or nil.
    public func digitalCard(forID id: String) async -> DigitalCard? {
        guard let wallet = try? await reconciled(), let record = try? wallet.store.card(id) else { return nil }
        return DigitalCard(record: record, wallet: wallet)
    }

    /// The token service's reference of a card's token (not a card number), for support and issuer tools;
    /// nil for an unknown id.
    public func tokenUniqueReference(forDigitalCardID id: String) async throws -> String? {
        try await reconciled().store.card(id)?.tokenReference
    }

    /// Clears the default card; returns whether there was one.
    @discardableResult
    public func unsetDefaultCard() async throws -> Bool {
        try await reconciled().unsetDefault()
    }

    /// Suspends, resumes or deletes a card through the token service.
    ///
    /// - Throws: ``WalletError/unknownDigitalCardID(_:)``,
    ///   ``WalletError/cardStateDoesNotAllowRequestedOperation(digitalCardID:state:operation:)``,
    ///   ``WalletError/operationAlreadyOngoing(_:)``, or a token service error.
    public func manage(digitalCardID: String, action: CardManagementAction) async throws {
        try await reconciled().manage(digitalCardID, action)
    }

    /// Card changes from now on: provisioning, state changes, deletions, new keys, payments.
    public var events: AsyncStream<DigitalCardEvent> {
        get async throws { try await reconciled().events() }
    }

    /// The interrupted payments settled since they were last shown, oldest first: payments whose command
    /// never reported an outcome (killed, or the service could not be asked), settled by asking the token
    /// service. Show each to the person (its `description` is one sentence), then ``acknowledge(_:)`` them;
    /// until then they are kept, so each is announced exactly once.
    public var recoveredPayments: [RecoveredPayment] {
        get async throws { try await reconciled().recoveredPayments() }
    }

    /// Marks recovered payments as shown, so ``recoveredPayments`` no longer lists them.
    public func acknowledge(_ payments: [RecoveredPayment]) async throws {
        try await wallet().acknowledge(payments)
    }

    /// Applies the token service's pending push messages and replenishes cards that need it.
    @discardableResult
    public func synchronize() async throws -> Int {
        try await reconciled().synchronize()
    }
}
