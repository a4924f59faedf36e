import Foundation

/// A card's recent transactions, as the token service records them (last 30 days, at most 10).
public struct TransactionHistoryService: Sendable {
    /// One transaction.
    public struct Record: Sendable, Equatable {
        /// The token service's id.
        public let id: String
        /// When it happened.
        public let date: Date
        /// `approved` or `declined`.
        public let status: String
        /// `purchase`.
        public let type: String
        /// The ISO 4217 currency code.
        public let currencyCode: String
        /// The amount in minor units.
        public let amount: Int
        /// The merchant's name.
        public let merchantName: String?
    }

    private let manager: DigitalCardManager

    /// A service for `wallet`, or the default wallet.
    public init(wallet: Wallet? = nil) {
        manager = wallet.map(DigitalCardManager.init(wallet:)) ?? DigitalCardManager()
    }

    /// The card's transactions, newest first.
    public func records(forDigitalCardID id: String) async throws -> [Record] {
        let wallet = try await manager.reconciled()
        let card = try wallet.store.existingCard(id)
        let answer = try await wallet.client.post(
            "/mdes/transactions/1/0/history", Wire.TokenRequest(tokenUniqueReference: card.tokenReference),
            as: Wire.History.self)
        return answer.transactions.map {
            Record(
                id: $0.transactionId, date: (try? Date($0.transactionTimestamp, strategy: .iso8601)) ?? .distantPast,
                status: $0.status.lowercased(), type: $0.transactionType.lowercased(), currencyCode: $0.currencyCode,
                amount: $0.amount, merchantName: $0.merchantName)
        }
    }
}
