import Foundation
import Gr4vyClient
import Sandbox
import TesseraClient
import TesseraCore

/// `tessera transaction`: pay with a tokenized checkout session or a stored card, then read, list, capture,
/// void and refund transactions.
enum TransactionCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "transaction",
        abstract:
            "Create transactions from a tokenized checkout session or a stored card, and capture, void or refund them.",
        subcommands: [Create.spec, Get.spec, List.spec, Capture.spec, VoidTransaction.spec, Refund.spec]
    )

    static let checkoutSessionId = Option(
        "--checkout-session-id", valueName: "uuid", help: "The checkout session whose tokenized card pays.",
        parser: .uuid)
    static let paymentMethodId = Option(
        "--payment-method-id", valueName: "uuid", help: "The stored payment method that pays.", parser: .uuid)
    static let statusFilter = Option(
        "--status", valueName: "status", help: "Only transactions with this status (repeatable).",
        parser: ValueParser<TransactionStatus>.choice
    ).repeatable
    /// `--amount` of capture and refund.
    static let partialAmount = Option(
        "--amount", valueName: "minor-units", help: "Only this much, in the currency's smallest unit (default: all).",
        parser: .amount)

    /// `tessera transaction create`.
    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "create",
            abstract: "Create a transaction and print it as JSON (POST /transactions).",
            discussion: """
                Pay with exactly one of --checkout-session-id (after 'tessera tokenize') or --payment-method-id. \
                The idempotency key (--idempotency-key, or a new UUID) is printed to stderr after the answer, or \
                in the error when no answer arrived: the same command with --idempotency-key KEY then gets the \
                first transaction instead of paying twice.
                """,
            rules: [.exactlyOne(TransactionCommand.checkoutSessionId, TransactionCommand.paymentMethodId)]
        )

        @Option(CommonOptions.amount) var amount: Int?
        @Option(CommonOptions.currency) var currency: String?
        @Option(TransactionCommand.checkoutSessionId) var checkoutSessionId: String?
        @Option(TransactionCommand.paymentMethodId) var paymentMethodId: String?
        @Option("--intent", valueName: "intent", help: "authorize (the API's default) or capture.", parser: .choice)
        var intent: Gr4vyPaymentIntent?
        @Option(CommonOptions.buyerId) var buyerId: String?
        @Option(
            "--external-identifier", valueName: "id", help: "The merchant's own id of the transaction, e.g. order-42.",
            parser: .nonEmpty)
        var externalIdentifier: String?
        @Option(CommonOptions.metadata) var metadata: [(String, String)]
        @Option(
            "--idempotency-key", valueName: "key",
            help: "Sent as idempotency-key, so a retry pays once (default: a new UUID); printed to stderr.",
            parser: .idempotencyKey)
        var idempotencyKey: String?
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            // Both are needed; each gets its own sentence with an example rather than the generic one.
            guard let amount else {
                throw ValidationError("Give the amount with '--amount <minor-units>', e.g. --amount 1299.")
            }
            guard let currency else {
                throw ValidationError("Give the currency with '--currency <code>', e.g. --currency USD.")
            }
            let method: Gr4vyTransactionPaymentMethod =
                if let checkoutSessionId {
                    .checkoutSession(id: checkoutSessionId)
                } else {
                    .storedPaymentMethod(id: paymentMethodId ?? "")
                }
            let transaction = Gr4vyTransactionCreate(
                amount: amount, currency: currency, paymentMethod: method, intent: intent?.rawValue,
                buyerId: buyerId, externalIdentifier: externalIdentifier, metadata: try metadataDictionary(metadata))
            let key = idempotencyKey ?? UUID().uuidString.lowercased()
            let request = Gr4vyTransactionCreateRequest(
                transaction: transaction, idempotencyKey: key, merchantId: request.merchantId,
                timeout: request.timeout)
            do {
                try await ResponseOutput.run(output: output, console) { client in
                    try await client.gr4vy().transactions.create(request: request)
                }
            } catch let error as Gr4vyError {
                guard case .networkError = error else { throw error }
                let reason = ErrorReport.sentence(of: error).trimmingCharacters(in: CharacterSet(charactersIn: "."))
                throw CLIError.failure(
                    "No answer arrived (\(reason)), so the transaction may exist: run the same command with "
                        + "--idempotency-key \(key) to retry, which pays at most once.")
            }
            console.err("Idempotency key: \(key) (a retry with --idempotency-key \(key) pays at most once).")
        }
    }

    /// `tessera transaction get <transaction-id>`.
    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "get", abstract: "Print a transaction as JSON (GET /transactions/{id}).")

        @Argument("transaction-id", help: "The transaction's id (a UUID).", parser: .uuid) var id: String
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            try await ResponseOutput.run(output: output, console) { [id, request] client in
                try await client.gr4vy().transactions.get(
                    transactionId: id, merchantId: request.merchantId, timeout: request.timeout)
            }
        }
    }

    /// `tessera transaction list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "list",
            abstract: "Print a page of transactions as JSON, newest first (GET /transactions).",
            discussion: "Example: tessera transaction list --status capture_succeeded --limit 5"
        )

        @Option(TransactionCommand.statusFilter) var statuses: [TransactionStatus]
        @Option(CommonOptions.buyerId) var buyerId: String?
        @Option(TransactionCommand.checkoutSessionId) var checkoutSessionId: String?
        @Option(
            "--limit", valueName: "count", help: "At most this many transactions, 1 to 100 (the API's default 20).",
            parser: .integer(in: 1...100, expected: "a whole number from 1 to 100"))
        var limit: Int?
        @Option(
            "--cursor", valueName: "cursor",
            help: "The page to print: a next_cursor or previous_cursor of an earlier list.", parser: .nonEmpty)
        var cursor: String?
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            let request = Gr4vyTransactionListRequest(
                statuses: statuses.map(\.rawValue), buyerId: buyerId, checkoutSessionId: checkoutSessionId,
                limit: limit, cursor: cursor, merchantId: request.merchantId, timeout: request.timeout)
            try await ResponseOutput.run(output: output, console) { client in
                try await client.gr4vy().transactions.list(request: request)
            }
        }
    }

    /// `tessera transaction capture <transaction-id>`.
    struct Capture: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "capture", abstract: "Capture an authorized transaction, all of it or --amount, and print it as JSON."
        )

        @Argument("transaction-id", help: "The transaction's id (a UUID).", parser: .uuid) var id: String
        @Option(TransactionCommand.partialAmount) var amount: Int?
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            try await ResponseOutput.run(output: output, console) { [id, amount, request] client in
                try await client.gr4vy().transactions.capture(
                    transactionId: id, amount: amount, merchantId: request.merchantId, timeout: request.timeout)
            }
        }
    }

    /// `tessera transaction void <transaction-id>`.
    struct VoidTransaction: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "void", abstract: "Void an authorized transaction that is not captured, and print it as JSON.")

        @Argument("transaction-id", help: "The transaction's id (a UUID).", parser: .uuid) var id: String
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            try await ResponseOutput.run(output: output, console) { [id, request] client in
                try await client.gr4vy().transactions.void(
                    transactionId: id, merchantId: request.merchantId, timeout: request.timeout)
            }
        }
    }

    /// `tessera transaction refund <transaction-id>`.
    struct Refund: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "refund",
            abstract: "Refund a captured transaction, all that is left or --amount, and print the refund as JSON.")

        @Argument("transaction-id", help: "The transaction's id (a UUID).", parser: .uuid) var id: String
        @Option(TransactionCommand.partialAmount) var amount: Int?
        @Option(
            "--reason", valueName: "text", help: "Why the refund is made, at most 100 characters.",
            parser: ValueParser(expected: "1 to 100 characters") { (1...100).contains($0.count) ? $0 : nil })
        var reason: String?
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            try await ResponseOutput.run(output: output, console) { [id, amount, reason, request] client in
                try await client.gr4vy().transactions.refund(
                    transactionId: id, amount: amount, reason: reason, merchantId: request.merchantId,
                    timeout: request.timeout)
            }
        }
    }
}

extension ValueParser where Value == String {
    /// An idempotency key: 1 to 255 printable ASCII characters, no spaces, and no run of 12 or more digits,
    /// dashes between them allowed (which may be a card number, and the API refuses). A UUID is never such
    /// a run, as the API's scanner sees it, so every key the CLI makes itself is accepted back.
    static let idempotencyKey = ValueParser(
        expected:
            "1 to 255 printable ASCII characters without spaces and without a long run of digits, e.g. order-42-pay"
    ) { text in
        let printable = text.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
        var longRun = false
        _ = DigitRunScanner.replacingRuns(in: text, minimumDigits: 12) { digits in
            longRun = true
            return digits
        }
        return (1...255).contains(text.count) && printable && !longRun ? text : nil
    }
}
