import Foundation

extension Wallet {
    /// How long an interrupted payment stays retryable: a retry of the same payment (card, amount, currency,
    /// merchant, scheme) within this time after it was made — and while its limited-use key is still valid —
    /// gets its outcome instead of a new charge. A checkout gives up on a tap long before this.
    public static let retryWindow: TimeInterval = 10 * 60

    /// The folder of the locks of payments being sent (see ``PaymentLock``).
    var paymentLocks: String { configuration.dataDirectory + "/payments-in-flight" }

    /// Settles every payment whose outcome no command reported and whose sender is gone, by asking the token
    /// service about its request id (``resolve(_:)``), never by sending it again: one the service never got
    /// is cancelled there for good and dropped here; one it carried out is applied and kept for
    /// announcement (``DigitalCardManager/recoveredPayments``). One the service cannot be asked about stays.
    func settleInterruptedPayments() async {
        guard let pending = try? store.pendingPayments() else { return }
        for payment in pending where !settling.contains(payment.intent.requestID) {
            guard !PaymentLock.isHeld(directory: paymentLocks, requestID: payment.intent.requestID) else { continue }
            settling.insert(payment.intent.requestID)
            defer { settling.remove(payment.intent.requestID) }
            guard (try? store.hasIntent(payment.intent.requestID)) == true,
                let resolution = try? await resolve(payment)
            else { continue }
            _ = try? settle(payment, resolution, announcing: true)
            PaymentLock.remove(directory: paymentLocks, requestID: payment.intent.requestID)
        }
    }

    /// What the token service did with a payment: its outcome, or cancelled for good when it never got it.
    func resolve(_ payment: WalletStore.PendingPayment) async throws(WalletError) -> Wire.Resolution {
        do {
            return try await client.post(
                "/mdes/remotetransaction/1/0/resolve",
                Wire.ResolveRequest(
                    requestId: payment.intent.requestID, tokenUniqueReference: payment.request.tokenUniqueReference),
                as: Wire.Resolution.self)
        } catch .tokenServiceRefused(404, "TOKEN_NOT_FOUND", _) {
            // The token is gone, so no payment with it can be carried out.
            return Wire.Resolution(status: "CANCELLED")
        }
    }

    /// Applies what the service did with `payment`: a cancelled one gives its key use back, an approved or
    /// declined one is a transaction. With `announcing`, the outcome is kept until a command shows it (no
    /// command reported it). Returns the transaction, or nil when cancelled.
    @discardableResult
    func settle(_ payment: WalletStore.PendingPayment, _ resolution: Wire.Resolution, announcing: Bool)
        throws(WalletError) -> TransactionContext?
    {
        let outcome: RecoveredPayment.Outcome
        switch resolution.status {
        case "APPROVED": outcome = .approved
        case "DECLINED": outcome = .declined
        case "CANCELLED": outcome = .cancelled
        default: throw .tokenServiceInvalidResponse("a payment was resolved as \(resolution.status)")
        }
        let transactionID = resolution.transactionId
        guard outcome == .cancelled || transactionID != nil else {
            throw .tokenServiceInvalidResponse("a carried-out payment was resolved without its transaction id")
        }
        let date = resolution.transactionTimestamp.flatMap { try? Date($0, strategy: .iso8601) } ?? now
        let record = try announcing ? recoveredRecord(payment, outcome, transactionID, date) : nil
        let settled = try store.settlePayment(payment, cancelled: outcome == .cancelled, recovered: record)
        guard let context = Self.transaction(payment, resolution) else { return nil }
        if settled {
            emit(
                .transactionRecorded(
                    digitalCardID: context.digitalCardID, transactionID: context.transactionID,
                    approved: context.approved))
        }
        if settled, let record { emit(.paymentRecovered(record.payment)) }
        return context
    }

    /// The transaction the service made of `payment`, as `resolution` says; nil when it made none.
    static func transaction(_ payment: WalletStore.PendingPayment, _ resolution: Wire.Resolution)
        -> TransactionContext?
    {
        guard resolution.status != "CANCELLED", let transactionID = resolution.transactionId else { return nil }
        return TransactionContext(
            paymentID: payment.intent.requestID, digitalCardID: payment.intent.cardID, transactionID: transactionID,
            approved: resolution.status == "APPROVED", amount: payment.request.amount,
            currencyCode: payment.request.currencyCode, earlierAttemptDate: nil)
    }

    private func recoveredRecord(
        _ payment: WalletStore.PendingPayment, _ outcome: RecoveredPayment.Outcome, _ transactionID: String?,
        _ date: Date
    ) throws(WalletError) -> WalletStore.RecoveredRecord {
        let request = payment.request
        var retryUntil = payment.createdAt.addingTimeInterval(Self.retryWindow)
        if let expiry = try store.keyExpiry(request.credentialId) { retryUntil = min(retryUntil, expiry) }
        return WalletStore.RecoveredRecord(
            payment: RecoveredPayment(
                id: payment.intent.requestID, digitalCardID: payment.intent.cardID,
                panLastDigits: try store.card(payment.intent.cardID)?.panLastDigits, amount: request.amount,
                currencyCode: request.currencyCode, merchantName: request.merchantName, outcome: outcome,
                transactionID: transactionID, date: date),
            auxiliary: request.auxiliary, retryUntil: retryUntil)
    }

    /// The interrupted payments settled since a command last showed them.
    ///
    /// A payment whose sender is still running (it holds its lock until it has shown the outcome) is left to it.
    func recoveredPayments() throws(WalletError) -> [RecoveredPayment] {
        guard !store.isReadOnly else { return [] }
        let unheld = try store.unannouncedRecoveries().filter {
            !PaymentLock.isHeld(directory: paymentLocks, requestID: $0.id)
        }
        guard !unheld.isEmpty else { return [] }
        // Read again: a sender forgets its shown outcome before it lets go of the lock.
        let kept = Set(try store.unannouncedRecoveries().map(\.id))
        return unheld.filter { kept.contains($0.id) }
    }

    /// Marks recovered payments as shown, so they are not announced again.
    func acknowledge(_ payments: [RecoveredPayment]) throws(WalletError) {
        try store.markAnnounced(payments.map(\.id))
        for payment in payments { PaymentLock.remove(directory: paymentLocks, requestID: payment.id) }
    }
}
