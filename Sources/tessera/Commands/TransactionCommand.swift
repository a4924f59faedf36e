import Foundation
import Gr4vyClient
import Sandbox
import TesseraCore

/// `tessera transaction`: pay with a tokenized checkout session or a stored card, then read, list, capture,
/// void and refund transactions.
enum TransactionCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "transaction",
        abstract:
            "Create transactions from a tokenized checkout session or a stored card, and capture, void or refund them.",
        subcommands: [create, get, list, capture, void, refund]
    )

    static let checkoutSessionId = Option(
        "--checkout-session-id", valueName: "uuid", help: "The checkout session whose tokenized card pays.",
        parser: .uuid)
    static let paymentMethodId = Option(
        "--payment-method-id", valueName: "uuid", help: "The stored payment method that pays.", parser: .uuid)
    static let intent = Option(
        "--intent", valueName: "intent", help: "authorize (the API's default) or capture.",
        parser: ValueParser<Gr4vyPaymentIntent>.choice)
    static let externalIdentifier = Option.text(
        "--external-identifier", valueName: "id", help: "The merchant's own id of the transaction, e.g. order-42.")
    static let idempotencyKey = Option(
        "--idempotency-key", valueName: "key",
        help: "Sent as idempotency-key, so a retry pays once (default: a new UUID); printed to stderr.",
        parser: .idempotencyKey)

    static let create = CommandSpec(
        name: "create",
        abstract: "Create a transaction and print it as JSON (POST /transactions).",
        discussion: """
            Pay with exactly one of --checkout-session-id (after 'tessera tokenize') or --payment-method-id. \
            The idempotency key (--idempotency-key, or a new UUID) is printed to stderr after the answer, or \
            in the error when no answer arrived: the same command with --idempotency-key KEY then gets the \
            first transaction instead of paying twice.
            """,
        options: [
            CommonOptions.amount, CommonOptions.currency, checkoutSessionId, paymentMethodId, intent,
            CommonOptions.buyerId, externalIdentifier, CommonOptions.metadata, idempotencyKey,
            CommonOptions.merchantId, CommonOptions.timeout, CommonOptions.output,
        ],
        rules: [.exactlyOne(checkoutSessionId, paymentMethodId)],
        run: { arguments, console in
            guard let amount = try arguments[CommonOptions.amount] else {
                throw arguments.usage("Give the amount with '--amount <minor-units>', e.g. --amount 1299.")
            }
            guard let currency = try arguments[CommonOptions.currency] else {
                throw arguments.usage("Give the currency with '--currency <code>', e.g. --currency USD.")
            }
            let method: Gr4vyTransactionPaymentMethod =
                if let session = try arguments[checkoutSessionId] {
                    .checkoutSession(id: session)
                } else {
                    .storedPaymentMethod(id: try arguments[paymentMethodId] ?? "")
                }
            let transaction = Gr4vyTransactionCreate(
                amount: amount, currency: currency, paymentMethod: method,
                intent: try arguments[intent]?.rawValue, buyerId: try arguments[CommonOptions.buyerId],
                externalIdentifier: try arguments[externalIdentifier], metadata: try arguments.metadata())
            let key = try arguments[idempotencyKey] ?? UUID().uuidString.lowercased()
            let request = Gr4vyTransactionCreateRequest(
                transaction: transaction, idempotencyKey: key, merchantId: try arguments[CommonOptions.merchantId],
                timeout: try arguments.timeout())
            do {
                try await ResponseOutput.run(arguments, console) { gr4vy in
                    try await gr4vy.transactions.create(request: request)
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
    )

    static let transactionId = ArgumentSpec(name: "transaction-id", help: "The transaction's id (a UUID).")

    static let get = byId(name: "get", abstract: "Print a transaction as JSON (GET /transactions/{id}).") {
        gr4vy, target, _ in
        try await gr4vy.transactions.get(
            transactionId: target.id, merchantId: target.merchantId, timeout: target.timeout)
    }

    static let void = byId(
        name: "void", abstract: "Void an authorized transaction that is not captured, and print it as JSON."
    ) { gr4vy, target, _ in
        try await gr4vy.transactions.void(
            transactionId: target.id, merchantId: target.merchantId, timeout: target.timeout)
    }

    /// The transaction a by-id command acts on, with the options every API call has.
    struct Target: Sendable {
        let id: String
        let merchantId: String?
        let timeout: TimeInterval?
    }

    /// A command that takes a transaction id, `options` and the options every API call has, and prints what
    /// `call` answers.
    static func byId<T: Encodable & Sendable>(
        name: String, abstract: String, options: [any OptionDeclaration] = [],
        call: @escaping @Sendable (Gr4vy, Target, ParsedArguments) async throws -> T
    ) -> CommandSpec {
        CommandSpec(
            name: name, abstract: abstract, arguments: [transactionId],
            options: options + [CommonOptions.merchantId, CommonOptions.timeout, CommonOptions.output],
            run: { arguments, console in
                let target = Target(
                    id: try arguments.uuid(transactionId), merchantId: try arguments[CommonOptions.merchantId],
                    timeout: try arguments.timeout())
                try await ResponseOutput.run(arguments, console) { gr4vy in try await call(gr4vy, target, arguments) }
            })
    }

    static let statusFilter = Option(
        "--status", valueName: "status", help: "Only transactions with this status (repeatable).",
        parser: ValueParser<TransactionStatus>.choice
    ).repeatable
    static let limit = Option(
        "--limit", valueName: "count", help: "At most this many transactions, 1 to 100 (the API's default 20).",
        parser: .integer(in: 1...100, expected: "a whole number from 1 to 100"))
    static let cursor = Option.text(
        "--cursor", valueName: "cursor", help: "The page to print: a next_cursor or previous_cursor of an earlier list."
    )

    static let list = CommandSpec(
        name: "list",
        abstract: "Print a page of transactions as JSON, newest first (GET /transactions).",
        discussion: "Example: tessera transaction list --status capture_succeeded --limit 5",
        options: [
            statusFilter, CommonOptions.buyerId, checkoutSessionId, limit, cursor, CommonOptions.merchantId,
            CommonOptions.timeout, CommonOptions.output,
        ],
        run: { arguments, console in
            let request = Gr4vyTransactionListRequest(
                statuses: try arguments.all(statusFilter).map(\.rawValue),
                buyerId: try arguments[CommonOptions.buyerId],
                checkoutSessionId: try arguments[checkoutSessionId], limit: try arguments[limit],
                cursor: try arguments[cursor], merchantId: try arguments[CommonOptions.merchantId],
                timeout: try arguments.timeout())
            try await ResponseOutput.run(arguments, console) { gr4vy in
                try await gr4vy.transactions.list(request: request)
            }
        }
    )

    static let partialAmount = Option(
        "--amount", valueName: "minor-units", help: "Only this much, in the currency's smallest unit (default: all).",
        parser: .amount)

    static let capture = byId(
        name: "capture", abstract: "Capture an authorized transaction, all of it or --amount, and print it as JSON.",
        options: [partialAmount]
    ) { gr4vy, target, arguments in
        try await gr4vy.transactions.capture(
            transactionId: target.id, amount: try arguments[partialAmount], merchantId: target.merchantId,
            timeout: target.timeout)
    }

    static let reason = Option(
        "--reason", valueName: "text", help: "Why the refund is made, at most 100 characters.",
        parser: ValueParser(expected: "1 to 100 characters") { (1...100).contains($0.count) ? $0 : nil })

    static let refund = byId(
        name: "refund",
        abstract: "Refund a captured transaction, all that is left or --amount, and print the refund as JSON.",
        options: [partialAmount, reason]
    ) { gr4vy, target, arguments in
        try await gr4vy.transactions.refund(
            transactionId: target.id, amount: try arguments[partialAmount], reason: try arguments[reason],
            merchantId: target.merchantId, timeout: target.timeout)
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
