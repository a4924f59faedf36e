import Foundation
import TesseraCore
import Transport

/// What the Dashboard tab reads from the emulator and asks of it, one merchant account at a time. The CLI supplies
/// it from the emulator's state and request log; actions go through the emulator's Gr4vy API as that account.
public protocol EmulatorDashboard: Sendable {
    /// The merchant accounts that own anything, `default` among them.
    func accounts() throws -> [String]
    /// The transaction statuses the list can be filtered by.
    var statuses: [String] { get }
    /// The transactions of `account` that `filter` matches, newest first.
    func transactions(account: String, filter: DashboardFilter) throws -> [DashboardTransaction]
    /// The transaction `id` of `account` with its history; nil when it has none with that id.
    func transaction(id: String, account: String) throws -> DashboardTransactionDetail?
    /// The newest checkout sessions of `account`.
    func checkoutSessions(account: String) throws -> [DashboardSession]
    /// The newest buyers of `account` with their stored payment methods.
    func buyers(account: String) throws -> [DashboardBuyer]
    /// The newest webhook deliveries of `account` with their attempts.
    func webhookDeliveries(account: String) throws -> [DashboardDelivery]
    /// The requests the emulator served in this process, newest first (redacted).
    func requests() -> [DashboardRequest]
    /// The request numbered `id`, or nil when it is no longer kept.
    func request(id: Int) -> DashboardRequest?
    /// Captures, voids or refunds the transaction `id` through the emulator's API as `account` (`amount` in minor
    /// units, nil for all; `idempotencyKey` sent so that the same form posted twice acts once), and returns the
    /// API's answer: its status and JSON body.
    func perform(
        _ action: DashboardAction, transactionID id: String, amount: Int?, idempotencyKey: String?, account: String
    ) async -> HTTPResponse
}

/// What narrows the transaction list; every member left nil matches everything.
public struct DashboardFilter: Sendable, Equatable {
    /// Only this status, or any when nil.
    public var status: String?
    /// Only amounts from this many minor units, or any when nil.
    public var minimumAmount: Int?
    /// Only amounts up to this many minor units, or any when nil.
    public var maximumAmount: Int?
    /// Only this buyer's (an id), or any when nil.
    public var buyerID: String?
}

/// An action the transaction page offers.
public enum DashboardAction: String, Sendable, CaseIterable {
    /// `POST /transactions/{id}/capture`.
    case capture
    /// `POST /transactions/{id}/void`.
    case void
    /// `POST /transactions/{id}/refunds`.
    case refund
}
