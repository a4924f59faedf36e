import Foundation
import Sandbox
import TesseraApp
import TesseraClient
import TesseraCore
import Transport

/// The Dashboard tab's emulator: reads through ``SandboxDashboard`` over the state file every `tessera` command
/// shares, shows the request log every emulator of this process records into (``SandboxSetup/requestLog``), and
/// acts through the emulator's API (in process, with a development token naming the merchant account), never on
/// the storage directly.
struct SandboxDashboardSource: EmulatorDashboard {
    let log: SandboxRequestLog
    /// The environment naming the data folder.
    let environment: [String: String]
    /// The store, opened on first use so that the app starts even when the state file cannot be opened (each
    /// view then says why).
    private let opened = Locked<SandboxStore?>(nil)

    /// The dashboard over the default state file, showing `log`.
    init(log: SandboxRequestLog, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.log = log
        self.environment = environment
    }

    private var reader: SandboxDashboard {
        get throws {
            try opened.withLock { store in
                if let store { return SandboxDashboard(store: store) }
                do {
                    let new = try SandboxSetup.fileStore(environment: environment)
                    store = new
                    return SandboxDashboard(store: new)
                } catch {
                    throw CLIError.failure(ErrorReport(error).clause)
                }
            }
        }
    }

    func accounts() throws -> [String] { try reader.accounts() }

    var statuses: [String] { TransactionStatus.allCases.map(\.rawValue) }

    func transactions(account: String, filter: DashboardFilter) throws -> [DashboardTransaction] {
        let query = SandboxDashboard.TransactionQuery(
            statuses: filter.status.flatMap(TransactionStatus.init(rawValue:)).map { [$0] } ?? [],
            minimumAmount: filter.minimumAmount, maximumAmount: filter.maximumAmount, buyerID: filter.buyerID)
        return try reader.transactions(account: account, query: query).map(Self.transaction)
    }

    func transaction(id: String, account: String) throws -> DashboardTransactionDetail? {
        try reader.transaction(id: id, account: account).map { detail in
            DashboardTransactionDetail(
                transaction: Self.transaction(detail.transaction),
                events: detail.events.map { (date: $0.createdAt, name: $0.name, context: $0.context) },
                threeDSecure: detail.threeDSecure, paymentMethod: detail.paymentMethod, refunds: detail.refunds)
        }
    }

    func checkoutSessions(account: String) throws -> [DashboardSession] {
        try reader.checkoutSessions(account: account).map {
            DashboardSession(
                id: $0.id, createdAt: $0.createdAt, expiresAt: $0.expiresAt, amount: $0.amount, currency: $0.currency,
                buyerID: $0.buyerID, paymentMethod: $0.paymentMethod, transactionID: $0.transactionID)
        }
    }

    func buyers(account: String) throws -> [DashboardBuyer] {
        try reader.buyers(account: account).map {
            DashboardBuyer(
                id: $0.id, displayName: $0.displayName, externalIdentifier: $0.externalIdentifier,
                createdAt: $0.createdAt, paymentMethods: $0.paymentMethods)
        }
    }

    func webhookDeliveries(account: String) throws -> [DashboardDelivery] {
        try reader.webhookDeliveries(account: account).map {
            DashboardDelivery(
                id: $0.delivery.id, eventName: $0.delivery.eventName, url: $0.delivery.url, state: $0.delivery.state,
                createdAt: $0.delivery.createdAt,
                attempts: $0.attempts.map { DashboardAttempt(date: $0.attemptedAt, status: $0.status, error: $0.error) }
            )
        }
    }

    func requests() -> [DashboardRequest] { log.entries.map(Self.request) }

    func request(id: Int) -> DashboardRequest? { log.entry(id: id).map(Self.request) }

    func perform(
        _ action: DashboardAction, transactionID id: String, amount: Int?, idempotencyKey: String?, account: String
    ) async -> HTTPResponse {
        let path: String
        switch action {
        case .capture: path = "capture"
        case .void: path = "void"
        case .refund: path = "refunds"
        }
        guard
            let url = URL(string: "http://in-process-emulator.localhost/transactions/")?
                .appendingPathComponent(id).appendingPathComponent(path)
        else { return HTTPResponse(status: 404) }
        var headers: HTTPHeaders = ["Content-Type": "application/json", "x-gr4vy-merchant-account-id": account]
        if let idempotencyKey { headers["idempotency-key"] = idempotencyKey }
        do {
            headers["Authorization"] = "Bearer " + (try DevelopmentToken.make(now: Date(), id: UUID()))
            let body: JSONValue = amount.map { ["amount": .integer(Int64($0))] } ?? [:]
            var handler = try SandboxSetup.handler(ephemeral: false, offerEphemeral: false, environment: environment)
            handler.requestLog = log
            return try await SandboxTransport(handler: handler).send(
                HTTPRequest(method: .post, url: url, headers: headers, body: body.compactData))
        } catch {
            let message = "The emulator cannot be reached: \(ErrorReport(error).clause)."
            return HTTPResponse(status: 500, body: (["message": .string(message)] as JSONValue).compactData)
        }
    }

    private static func transaction(_ item: SandboxDashboard.Transaction) -> DashboardTransaction {
        DashboardTransaction(
            id: item.id, createdAt: item.createdAt, status: item.status.rawValue, amount: item.amount,
            capturedAmount: item.capturedAmount, refundedAmount: item.refundedAmount, currency: item.currency,
            buyerID: item.buyerID, scheme: item.scheme, last4: item.last4, json: item.json)
    }

    private static func request(_ entry: SandboxRequestLog.Entry) -> DashboardRequest {
        DashboardRequest(
            id: entry.id, date: entry.date, method: entry.method, path: entry.path, status: entry.status,
            duration: entry.duration, merchantAccount: entry.merchantAccount,
            headers: entry.requestHeaders.map { "\($0.name): \($0.value)" }, requestBody: entry.requestBody,
            responseBody: entry.responseBody)
    }
}
