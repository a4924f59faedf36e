import DigitalWallet
import Foundation
import TesseraClient

extension WalletCommand {
    /// `tessera wallet pay ID`.
    struct Pay: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "pay",
            abstract: "Emulate a contactless payment with a card: uses one payment key.",
            discussion: """
                Each payment is charged at most once. When pay cannot tell whether the token service carried a \
                payment out (no answer, or a server error), it asks the service before it reports: a payment the \
                service never got is cancelled there for good and reported as not made (nothing is charged, ever); \
                when even the question gets no answer, pay says the outcome is not known yet, and the next wallet \
                command settles it and prints what happened ("An interrupted payment of 42.42 EUR on card …1881 was \
                approved at …"). Running the same payment again (same card, amount and currency) within \
                \(Int(Wallet.retryWindow / 60)) minutes of an interrupted one, while its payment key is valid, is a \
                retry of it: it gets that payment's outcome and is never charged twice. To pay the same amount again \
                on purpose within that time, add --new-payment.
                """
        )

        @Argument("id", help: WalletCommand.idHelp) var id: String
        @Option(
            "--amount", valueName: "minor-units", help: "The amount in minor units (default 1000).",
            parser: .integer(in: 1...99_999_999, expected: "a whole number of minor units from 1 to 99999999"))
        var amount = 1000
        @Option("--currency", valueName: "code", help: "The ISO 4217 currency (default EUR).", parser: .currency)
        var currency = "EUR"
        @Flag(
            "--new-payment",
            help: "Pay again on purpose: without it, paying the same amount on the same card within "
                + "\(Int(Wallet.retryWindow / 60)) minutes of an interrupted payment gets that payment's outcome.")
        var newPayment: Bool
        @Flag("--json", help: "Print JSON: the payment and the interrupted payments settled.") var json: Bool

        func run(on console: Console) async throws {
            let (manager, _) = try await openCard(id, announcingOn: json ? nil : console)
            let session = ContactlessPaymentSession()
            // The outcome is kept until printed: a kill before that leaves it for the next command to announce.
            let result = try await session.startPayment(
                withDigitalCardID: id, amount: amount, currencyCode: currency, isNewPayment: newPayment,
                holdsOutcomeUntilAcknowledged: true)
            let left = try await manager.digitalCard(forID: id)?.paymentKeyInfo.numberOfPaymentsLeft ?? 0
            if json {
                try printJSON(
                    [
                        "digital_card_id": id, "transaction_id": result.transactionID, "approved": result.approved,
                        "amount": amount, "currency_code": currency, "number_of_payments_left": left,
                        "earlier_attempt_date": result.earlierAttemptDate?.formatted(.iso8601) ?? NSNull(),
                        "recovered_payments": await recoveriesJSON(manager),
                    ] as [String: Any], on: console)
            } else if let earlier = result.earlierAttemptDate {
                console.out(
                    "Approved: \(result.transactionID), \(amount) \(currency) minor units, by the interrupted payment "
                        + "approved at \(earlier.formatted(.iso8601)); nothing was charged again (add --new-payment to "
                        + "pay once more); \(left) payments left.")
            } else {
                let outcome = result.approved ? "Approved" : "Declined"
                console.out(
                    "\(outcome): \(result.transactionID), \(amount) \(currency) minor units; \(left) payments left.")
            }
            try? await session.acknowledge(result)
            if !result.approved { throw CLIError.failure("The payment was declined.") }
        }
    }

    /// `tessera wallet history ID`.
    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "history", abstract: "List a card's transactions (last 30 days, at most 10).")

        @Argument("id", help: WalletCommand.idHelp) var id: String

        func run(on console: Console) async throws {
            _ = try await openCard(id, announcingOn: console)
            let records = try await TransactionHistoryService().records(forDigitalCardID: id)
            if records.isEmpty { console.out("No transactions.") }
            for record in records {
                console.out(
                    "\(record.date.formatted(.iso8601))  \(record.status)  \(record.amount) \(record.currencyCode)  "
                        + (record.merchantName ?? ""))
            }
        }
    }

    /// `tessera wallet art ID --type T -o FILE`.
    struct Art: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "art", abstract: "Save a card's art (PNG or SVG) to a file.")

        @Argument("id", help: WalletCommand.idHelp) var id: String
        @Option("--type", valueName: "art-type", help: "The art to save.", parser: .choice)
        var artType: DigitalCard.ArtType
        @Option("-o", "--output", valueName: "file", help: "Where to write the image.", parser: .nonEmpty)
        var output: String

        func run(on console: Console) async throws {
            let (_, card) = try await openCard(id, announcingOn: console)
            let bitmap = try await card.cardArt.bitmap(forArtType: artType)
            do {
                try bitmap.data.write(to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError.failure("Cannot write \(output) (\(ErrorReport(error).clause)).")
            }
            console.out("Wrote \(bitmap.data.count) bytes of \(bitmap.format.rawValue.uppercased()) to \(output).")
        }
    }
}
