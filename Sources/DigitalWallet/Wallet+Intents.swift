import Foundation

extension Wallet {
    /// Finishes every intent a crash, a lost answer or a failed call left unfinished, oldest first, and
    /// settles interrupted payments.
    ///
    /// An intent other than a payment is sent again with its request id: the token service answers with its
    /// first outcome (or carries the request out now, if it never got it), and the wallet applies that
    /// outcome; this pass runs once per opened wallet, before its first operation (``DigitalCardManager``
    /// and the services call it), so the next ordinary command — `list`, `show`, `pay` — repairs a crash by
    /// itself. A payment is never sent again behind the user's back: it is settled by asking the service
    /// about it (``settleInterruptedPayments()``), before every operation while one is unsettled. An intent
    /// the service cannot be reached for stays for the next command; a read-only store is left as it is.
    func reconcile() async {
        guard !store.isReadOnly else { return }
        let pass = reconciliation ?? Task { await reconcileIntents() }
        reconciliation = pass
        await pass.value
        await settleInterruptedPayments()
    }

    private func reconcileIntents() async {
        guard let intents = try? store.intents() else { return }
        for intent in intents where intent.kind != .pay {
            _ = try? await complete(intent)
        }
    }

    /// Sends an intent's request and applies its answer, by kind.
    private func complete(_ intent: Intent) async throws {
        switch intent.kind {
        case .tokenize: _ = try await completeTokenize(intent)
        case .replenish: _ = try await completeReplenish(intent)
        case .pay: break  // settled by asking, never sent again: see settleInterruptedPayments()
        case .requestCode: try await completeRequestCode(intent)
        case .activate: try await completeActivate(intent)
        case .suspend, .resume, .delete: try await completeLifecycle(intent)
        }
    }

    /// Sends the request of `intent` and decodes the answer.
    ///
    /// A refusal (4xx) means the service did not carry the request out, so the intent is dropped (and a
    /// payment's key use given back); without an answer, with a garbled one or a server error the intent
    /// stays, since the service may have carried it out.
    func send<T: Decodable & Sendable>(_ intent: Intent, as type: T.Type) async throws(WalletError) -> T {
        do {
            return try await client.send(.post, intent.route, body: intent.body, as: type)
        } catch {
            if case .tokenServiceRefused(let status, _, _) = error, (400..<500).contains(status) {
                if intent.kind == .pay, let use = PayDetail(intent.detail) {
                    try store.returnKeyUse(keyID: use.keyID, atc: use.atc, finishing: intent.requestID)
                } else {
                    try store.finish(intent.requestID)
                }
            }
            throw error
        }
    }

    /// Applies `change` to `card`, records `next` (the intent that follows, such as the first
    /// replenishment) and finishes `intent`, in one transaction. Returns false, changing nothing, when
    /// the intent was already finished (by another process that reconciled it first).
    @discardableResult
    func settle(_ intent: Intent, card: CardRecord, _ change: CardChange?, next: Intent? = nil) throws -> Bool {
        let settled = try store.write { connection -> Bool in
            guard try store.hasIntent(intent.requestID, in: connection) else { return false }
            if let change { try store.change(card.id, change, in: connection) }
            if let next { try store.record(next, at: now, in: connection) }
            try store.finish(intent.requestID, in: connection)
            return true
        }
        if settled, let change { announce(change, to: card) }
        return settled
    }
}

/// The key use and amount a payment intent carries in its `detail`: `keyID atc amount currency`.
struct PayDetail: Equatable {
    var keyID: String
    var atc: Int
    var amount: Int
    var currencyCode: String

    var text: String { "\(keyID) \(atc) \(amount) \(currencyCode)" }
}

extension PayDetail {
    init?(_ detail: String?) {
        let parts = detail?.split(separator: " ").map(String.init) ?? []
        guard parts.count == 4, let atc = Int(parts[1]), let amount = Int(parts[2]) else { return nil }
        self.init(keyID: parts[0], atc: atc, amount: amount, currencyCode: parts[3])
    }
}

extension Wire {
    /// The JSON body of a request.
    static func encode(_ body: some Encodable) throws(WalletError) -> Data {
        do {
            return try JSONEncoder().encode(body)
        } catch {
            throw .invalidInput("cannot encode the request: \(error)")
        }
    }
}
